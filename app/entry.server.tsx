import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  prerenderInWorker,
  servePrerenderRequests,
  shouldPrerenderInWorkers,
} from "../lib/pipeline/prerender-workers.ts";

/** How long a render may wait for data; every page's data is local, so this only bounds a bug. */
export const streamTimeout = 5_000;

// When this server build runs as a prerender worker, it answers the main thread's requests.
servePrerenderRequests();

/**
 * Renders one document. Every page is prerendered to a static file, so the whole document is rendered before the
 * first byte (`onAllReady`), as React recommends for static generation. During the build, rendering runs in worker
 * threads (lib/pipeline/prerender-workers.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (shouldPrerenderInWorkers()) return prerenderInWorker(request);
  return renderDocument(request, responseStatusCode, responseHeaders, routerContext);
}

function renderDocument(
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
