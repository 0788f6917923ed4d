import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/prose.css";
import { renderToString } from "react-dom/server";
import { DocumentDataContext, type DocumentData } from "./data/document-data.ts";
import { Document } from "./root.tsx";
import { pagePolicies } from "#build/publish/content-security-policy.ts";

/** One page as it is published: the whole HTML file, its HTTP status and the policy its header sends. */
export interface RenderedDocument {
  /** The complete document: doctype, security-policy `<meta>`, stylesheets, the islands' script. */
  html: string;
  /** 404 for the not-found page, 200 for every other. */
  status: number;
  /** The page's Content-Security-Policy as a header (`_headers`, `npm start`): the `<meta>`'s plus frame-ancestors. */
  contentSecurityPolicy: string;
}

/**
 * Renders one document from data already assembled (app/data/doc-route.server.ts, app/data/root-data.server.ts): the
 * entry of the app's server bundle, which the build's render pool and the dev server both load. Pure: it reads no
 * file. Nothing suspends, so the document is rendered to one string rather than streamed.
 */
export function renderDocument(data: DocumentData): RenderedDocument {
  const policies = pagePolicies(data.root.cspOrigins, {
    embedPreview: data.route.kind === "page" && data.route.page.embedPreview,
  });
  const html = renderToString(
    <DocumentDataContext value={data}>
      <Document securityPolicy={policies.meta} />
    </DocumentDataContext>,
  );
  return {
    html: `<!DOCTYPE html>${html}`,
    status: data.route.kind === "not-found" ? 404 : 200,
    contentSecurityPolicy: policies.header,
  };
}
