import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { loadExampleOperations } from "#build/generated-pages/operations/load-operations.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { createDocsServer } from "#build/mcp/create-docs-server.ts";
import { defaultDocsSite } from "#build/mcp/docs-site.ts";

/** Queries a reader or an assistant types: a guide's word, a common word, a phrase and a schema name. */
const SEARCH_QUERIES = ["leaflet", "itinerary", "access token", "Itinerary.title", "create a list"];

/** What `npm run bench` reports for the docs server (issue 33: a search under 100 ms, a validation under 50 ms). */
export interface McpBench {
  /** The first search, which starts Pagefind and loads its index. */
  firstSearchMs: number;
  /** Median of the later searches, over {@link SEARCH_QUERIES}. */
  searchMedianMs: number;
  searches: number;
  /** The largest example operation (by characters) and the median time to validate it. */
  largestOperation: string;
  validateMedianMs: number;
  validations: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timed(client: Client, name: string, args: Record<string, unknown>): Promise<number> {
  const start = performance.now();
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const ms = performance.now() - start;
  if (result.isError) throw new Error(`${name} failed in the bench: ${JSON.stringify(result.content)}`);
  return ms;
}

/**
 * Times the docs server's tools through the SDK's client (in memory, so the figure is the server's, not a
 * transport's) on the build in `clientDir`: `rounds` calls per search query and `rounds` validations.
 */
export async function benchMcp(clientDir: string, rounds = 20): Promise<McpBench> {
  const site = { ...defaultDocsSite(), clientDir };
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  const server = createDocsServer(site);
  await server.connect(serverSide);
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    const firstSearchMs = await timed(client, "search_docs", { query: SEARCH_QUERIES[0] });
    const searchTimes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const query of SEARCH_QUERIES) searchTimes.push(await timed(client, "search_docs", { query }));
    }
    const operations = loadExampleOperations(site.rootDir, loadSchema(site.schemaDir).schema);
    const largest = operations.reduce((big, operation) => (operation.code.length > big.code.length ? operation : big));
    const validateTimes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      validateTimes.push(await timed(client, "validate_operation", { operation: largest.code }));
    }
    return {
      firstSearchMs,
      searchMedianMs: median(searchTimes),
      searches: searchTimes.length,
      largestOperation: `${largest.file} (${largest.code.length} characters)`,
      validateMedianMs: median(validateTimes),
      validations: validateTimes.length,
    };
  } finally {
    await client.close();
    await server.close();
  }
}

/** The report's lines. */
export function formatMcpReport(bench: McpBench): string {
  return [
    "Docs server (MCP), through the SDK client:",
    `  first search (starts Pagefind): ${bench.firstSearchMs.toFixed(0)} ms`,
    `  search: median ${bench.searchMedianMs.toFixed(1)} ms over ${bench.searches} calls (target under 100 ms)`,
    `  validate the largest example operation, ${bench.largestOperation}: median ${bench.validateMedianMs.toFixed(1)} ms over ${bench.validations} calls (target under 50 ms)`,
  ].join("\n");
}
