import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { docsServerName } from "#shared/docs-server.ts";
import { defaultDocsSite, type DocsSite } from "./docs-site.ts";
import { registerListExampleOperations } from "./tools/list-example-operations-tool.ts";
import { registerLookupSchema } from "./tools/lookup-schema-tool.ts";
import { registerReadPage } from "./tools/read-page-tool.ts";
import { registerSearchDocs } from "./tools/search-docs-tool.ts";
import { registerValidateOperation } from "./tools/validate-operation-tool.ts";

/**
 * The docs server for coding assistants (Model Context Protocol): search, pages, schema reference, operation checks and
 * example operations, all read from the built site and the schema, never the network. One per connection; the
 * transports (scripts/mcp.ts for stdio, ./mcp-endpoint.ts for Streamable HTTP) connect it.
 */
export function createDocsServer(site: DocsSite = defaultDocsSite()): McpServer {
  const config = getSiteConfig();
  const server = new McpServer(
    { name: docsServerName(config.slug), title: `${config.name} documentation`, version: "1.0.0" },
    {
      instructions:
        `Documentation of the ${config.name} GraphQL API, maps and embeds. Search with search_docs, read a page with ` +
        "read_page, look up a type or field with lookup_schema, and check every GraphQL operation you write with " +
        "validate_operation before suggesting it: it names unknown fields and deprecated ones with their replacement.",
    },
  );
  registerSearchDocs(server, site);
  registerReadPage(server, site);
  registerLookupSchema(server, site);
  registerValidateOperation(server, site);
  registerListExampleOperations(server, site);
  return server;
}
