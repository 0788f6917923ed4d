import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { DOCS_SERVER_PATH } from "#shared/docs-server.ts";
import { createDocsServer } from "./create-docs-server.ts";
import type { DocsSite } from "./docs-site.ts";

function refuseMethod(res: ServerResponse): void {
  res.statusCode = 405;
  res.setHeader("Allow", "POST");
  res.setHeader("Content-Type", "application/json");
  const message = "The docs server is stateless: send JSON-RPC requests with POST to /mcp.";
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

/**
 * Middleware for the local server (src/build/server/create-static-server.ts): `POST /mcp` is the docs server over the
 * Streamable HTTP transport, stateless (a server and transport per request, answers as JSON rather than a stream: every
 * tool answers at once). Other paths go on to the static site.
 */
export function serveMcp(site: DocsSite) {
  return (req: IncomingMessage & { path?: string }, res: ServerResponse, next: () => void): void => {
    const path = (req.path ?? new URL(req.url ?? "/", "http://localhost").pathname).replace(/\/+$/, "");
    if (path !== DOCS_SERVER_PATH) return next();
    if (req.method !== "POST") return refuseMethod(res);
    const server = createDocsServer(site);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((error: unknown) => {
        if (res.headersSent) return;
        res.statusCode = 500;
        res.setHeader("Content-Type", "application/json");
        const message = error instanceof Error ? error.message : String(error);
        res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32603, message }, id: null }));
      });
  };
}
