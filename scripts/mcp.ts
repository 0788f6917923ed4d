/**
 * `npm run mcp`: the docs server for coding assistants over stdio (Model Context Protocol). It reads the built site
 * (`npm run build` first) and the schema; `npm start` serves the same tools at `/mcp`. Nothing but the protocol may
 * go to stdout: messages for people go to stderr.
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createDocsServer } from "#build/mcp/create-docs-server.ts";
import { defaultDocsSite } from "#build/mcp/docs-site.ts";

const site = defaultDocsSite();
await createDocsServer(site).connect(new StdioServerTransport());
console.error(`Docs server (MCP) on stdio, reading ${site.clientDir}.`);
