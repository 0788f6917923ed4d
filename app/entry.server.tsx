import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToString } from "react-dom/server";
import { DocumentDataContext, type DocumentData } from "./data/document-data.ts";
import { loadDocRoute } from "./data/doc-route.server.ts";
import { loadRootData } from "./data/root-data.server.ts";
import { NOT_FOUND_PATH } from "#shared/not-found-path.ts";

/**
 * Renders one document. Every page is prerendered to a static file from data already on disk: nothing suspends, so
 * the document is rendered to one string rather than streamed (no Suspense boundary is revealed by script later, and
 * no chunk is encoded to bytes only to be decoded again; measured on 1,000 pages, React's stream spent 8% of the
 * prerender encoding chunks). The document's data is read here, from the site cache, and reaches the components
 * through `DocumentDataContext` rather than route loaders (docs/decisions/0011).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response {
  const data = readDocumentData(request);
  // The 404 page is prerendered like any other page; only unknown paths under `npm run dev` are real misses.
  const missing = data.route.kind === "not-found" && data.route.path !== NOT_FOUND_PATH;
  const html = renderToString(
    <DocumentDataContext value={data}>
      <ServerRouter context={routerContext} url={request.url} />
    </DocumentDataContext>,
  );
  responseHeaders.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: responseHeaders,
    status: missing ? 404 : responseStatusCode,
  });
}

function readDocumentData(request: Request): DocumentData {
  const { pathname } = new URL(request.url);
  return { root: loadRootData(import.meta.env.DEV, request), route: loadDocRoute(decodeURIComponent(pathname)) };
}
