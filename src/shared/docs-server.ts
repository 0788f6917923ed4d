/**
 * The docs server for coding assistants (Model Context Protocol, src/build/mcp): where `npm start` serves it and the
 * configuration an assistant needs to reach it, which the page actions offer to copy (app/components/PageActions.tsx).
 * Runtime-neutral: no Node and no DOM.
 */

/** The path of the Streamable HTTP endpoint on the local server (`npm start`). */
export const DOCS_SERVER_PATH = "/mcp";

/** The server's name, in its handshake and as the key of assistants' configuration: `waymark-docs`. */
export function docsServerName(slug: string): string {
  return `${slug}-docs`;
}

/**
 * The JSON that connects an assistant to the docs server at `siteUrl` (`mcpServers`, the shape Claude Code's
 * `.mcp.json` and Cursor's `mcp.json` read), pretty-printed to paste into a file.
 */
export function docsServerConfig(siteUrl: string, slug: string): string {
  const url = `${siteUrl.replace(/\/+$/, "")}${DOCS_SERVER_PATH}`;
  return JSON.stringify({ mcpServers: { [docsServerName(slug)]: { type: "http", url } } }, null, 2);
}
