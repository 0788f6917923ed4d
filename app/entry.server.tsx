import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";

/** How long a render may wait for data; every page's data is local, so this only bounds a bug. */
export const streamTimeout = 5_000;

/**
 * Renders one document. Every page is prerendered to a static file, so the whole document is rendered before the
 * first byte is written (`onAllReady`), as React recommends for static generation: no Suspense boundaries are
 * streamed in and revealed by script later.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
