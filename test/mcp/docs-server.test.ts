import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { createStaticServer } from "#build/server/create-static-server.ts";
import { FIXTURE_PAGES, writeFixtureSite } from "./fixture-site.ts";

const root = new URL("../..", import.meta.url).pathname;
const siteUrl = getSiteConfig().siteUrl.replace(/\/+$/, "");
const buildDir = mkdtempSync(join(tmpdir(), "docs-server-"));
// Inside the project, so that the compiled script finds node_modules; its own, so that no build's is replaced.
const toolDir = join(root, ".cache", `build-tool-docs-server-${process.pid}`);
let clientDir = "";
let httpServer: ReturnType<typeof createStaticServer> | undefined;
let mcpUrl = "";

beforeAll(async () => {
  clientDir = await writeFixtureSite(buildDir);
  httpServer = createStaticServer(clientDir).listen(0, "localhost");
  await new Promise<void>((ready) => httpServer?.server?.once("listening", ready));
  const { port } = httpServer.server?.address() as AddressInfo;
  mcpUrl = `http://localhost:${port}/mcp`;
}, 120_000);

afterAll(() => {
  httpServer?.server?.close();
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(toolDir, { recursive: true, force: true });
});

/** `npm run mcp` over the fixture build: the same command, with the build and the compiled scripts in folders of its own. */
function stdioTransport() {
  return new StdioClientTransport({
    // `--silent`: npm's own banner would go to stdout, which is the protocol's.
    command: "npm",
    args: ["run", "--silent", "mcp"],
    cwd: root,
    env: { ...(process.env as Record<string, string>), BUILD_DIR: buildDir, BUILD_TOOL_DIR: toolDir },
    stderr: "pipe",
  });
}

const transports = {
  "stdio (npm run mcp)": stdioTransport,
  "Streamable HTTP (/mcp of npm start)": () => new StreamableHTTPClientTransport(new URL(mcpUrl)),
};

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
}

describe.each(Object.entries(transports))("the docs server over %s", (_name, makeTransport) => {
  const client = new Client({ name: "docs-server-test", version: "1.0.0" });
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  beforeAll(async () => {
    await client.connect(makeTransport());
  }, 120_000);
  afterAll(async () => {
    await client.close();
  });

  it("offers the five tools, each with an input schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "list_example_operations",
      "lookup_schema",
      "read_page",
      "search_docs",
      "validate_operation",
    ]);
    const search = tools.find((tool) => tool.name === "search_docs");
    expect(search?.inputSchema.required).toEqual(["query"]);
  });

  it("searches like the site: the Leaflet page first for `leaflet`, with its address and excerpt", async () => {
    const result = await call("search_docs", { query: "leaflet" });
    const { total, results } = result.structuredContent as {
      total: number;
      results: { title: string; path: string; url: string; excerpt: string }[];
    };
    expect(result.isError).toBeFalsy();
    expect(total).toBe(2);
    expect(results.map((hit) => hit.path)).toEqual([
      "/docs/mapping/topics/itinerary/leaflet",
      "/docs/mapping/topics/itinerary/maplibre",
    ]);
    expect(results[0]?.title).toBe("Leaflet");
    expect(results[0]?.url).toBe(`${siteUrl}/docs/mapping/topics/itinerary/leaflet`);
    expect(results[0]?.excerpt).toContain("**Leaflet**");
    expect(textOf(result)).toContain(`1. [Leaflet](${siteUrl}/docs/mapping/topics/itinerary/leaflet)`);
  });

  it("searches the site's closest word when no page has the one typed, as the dialog does", async () => {
    const result = await call("search_docs", { query: "leaflt" });
    const { correction, results } = result.structuredContent as { correction?: string; results: { path: string }[] };
    expect(correction).toBe("leaflet");
    expect(results[0]?.path).toBe("/docs/mapping/topics/itinerary/leaflet");
    expect(textOf(result)).toMatch(/^No page has `leaflt`; these are the results for `leaflet`\./);
  });

  it("answers a schema name with its reference entry first, as the dialog does", async () => {
    const result = await call("search_docs", { query: "Itinerary.title" });
    const { results } = result.structuredContent as { results: { url: string }[] };
    expect(results[0]?.url).toBe(`${siteUrl}/docs/graphql/schema/Itinerary#field-title`);
  });

  it("reads a page's Markdown export, from a site path, a .md address or a public URL", async () => {
    const leaflet = FIXTURE_PAGES[0];
    for (const path of [leaflet?.path, `${leaflet?.path}.md`, `${siteUrl}${leaflet?.path}#top`]) {
      const result = await call("read_page", { path });
      expect(result.isError).toBeFalsy();
      expect(textOf(result)).toBe(leaflet?.markdown);
    }
  });

  it("refuses an unknown page and names the closest ones", async () => {
    const result = await call("read_page", { path: "/docs/mapping/topics/itinerary/leaflt" });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain("No page at `/docs/mapping/topics/itinerary/leaflt`. Closest pages: ");
    expect(textOf(result)).toContain("`/docs/mapping/topics/itinerary/leaflet`");
    const outside = await call("read_page", { path: "/docs/../../etc/passwd" });
    expect(outside.isError).toBe(true);
    expect(textOf(outside)).toContain("is not a page of this site");
  });

  it("looks up a field: its reference entry, and the guides that select it", async () => {
    const result = await call("lookup_schema", { name: "Itinerary.title" });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text.startsWith("### `Itinerary.title` {#field-title}\n\n**Type:** [String]")).toBe(true);
    // The entry ends at the next field, and a `#` comment inside its example is not taken for a heading.
    expect(text).toContain('{ itinerary(id: "itinerary/ABC") { title } }');
    expect(text).not.toContain("Itinerary.synopsis");
    expect(text).toContain(`## In the guides\n\n- [GraphQL](${siteUrl}/docs/graphql/getting-started/graph-ql)`);
    expect(result.structuredContent).toMatchObject({
      url: `${siteUrl}/docs/graphql/schema/Itinerary#field-title`,
      guides: [{ title: "GraphQL", path: "/docs/graphql/getting-started/graph-ql", examples: 1 }],
    });
  });

  it("looks up a type: its whole reference page with what uses it", async () => {
    const result = await call("lookup_schema", { name: "Itinerary" });
    expect(textOf(result)).toBe(FIXTURE_PAGES[3]?.markdown);
    expect(textOf(result)).toContain("## Used by");
  });

  it("refuses an unknown type or field and suggests the closest names", async () => {
    const type = await call("lookup_schema", { name: "Itinerar" });
    expect(type.isError).toBe(true);
    expect(textOf(type)).toMatch(/^The schema has no type `Itinerar`\. Did you mean `Itinerary`/);
    const field = await call("lookup_schema", { name: "Itinerary.titel" });
    expect(field.isError).toBe(true);
    expect(textOf(field)).toContain("`Itinerary` has no field or value `titel`. Did you mean");
    expect(textOf(field)).toContain("`Itinerary.title`");
  });

  it("validates an operation: unknown fields with their place, deprecated ones with their replacement", async () => {
    const operation = [
      "query Trip($id: ID!) {",
      "  itinerary(id: $id) {",
      "    titel",
      "    media(limit: 2) { id }",
      "  }",
      "}",
    ];
    const result = await call("validate_operation", { operation: operation.join("\n") });
    expect(result.isError).toBeFalsy();
    const data = result.structuredContent as {
      valid: boolean;
      problems: { message: string; locations: { line: number; column: number }[]; reference?: string }[];
      deprecated: { name: string; reason: string; location: { line: number; column: number }; reference: string }[];
      references: string[];
    };
    expect(data.valid).toBe(false);
    expect(data.problems).toHaveLength(1);
    expect(data.problems[0]?.message).toMatch(/^Cannot query field `titel` on type `Itinerary`\. Did you mean `title`/);
    expect(data.problems[0]?.locations).toEqual([{ line: 3, column: 5 }]);
    expect(data.problems[0]?.reference).toBe(`${siteUrl}/docs/graphql/schema/Itinerary`);
    const itinerary = loadSchema().schema.getType("Itinerary") as import("graphql").GraphQLObjectType;
    const reason = itinerary.getFields().media?.deprecationReason;
    expect(reason).toContain("mediaContainers");
    expect(data.deprecated).toEqual([
      {
        name: "Itinerary.media",
        reason,
        location: { line: 4, column: 5 },
        reference: `${siteUrl}/docs/graphql/schema/Itinerary#field-media`,
      },
    ]);
    expect(data.references).toContain(`${siteUrl}/docs/graphql/schema/Query#field-itinerary`);
    expect(textOf(result)).toContain("1. line 3, column 5: Cannot query field `titel`");
    expect(textOf(result)).toContain(`- \`Itinerary.media\` (line 4, column 5): deprecated. ${reason}`);
  });

  it("says a valid operation is valid", async () => {
    const result = await call("validate_operation", { operation: '{ itinerary(id: "itinerary/ABC") { title } }' });
    expect(result.structuredContent).toMatchObject({ valid: true, problems: [], deprecated: [] });
    expect(textOf(result)).toMatch(/^The operation is valid against the schema\./);
  });

  it("refuses an operation that does not parse, with where", async () => {
    const result = await call("validate_operation", { operation: "query {\n  itinerary(id: 1) { title\n" });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      "The operation does not parse (line 3, column 1): Expected Name, found <EOF>. Fix the syntax at line 3, column 1.",
    );
  });

  it("lists the example operations with their files and pages", async () => {
    const result = await call("list_example_operations", { group: "itinerary" });
    const { operations } = result.structuredContent as {
      operations: { name: string; file: string; page: string; url: string; token: string }[];
    };
    const get = operations.find((operation) => operation.name === "GetItinerary");
    expect(get).toMatchObject({
      file: "examples/operations/itinerary/GetItinerary.graphql",
      page: "/docs/graphql/operations/itinerary/GetItinerary",
      url: `${siteUrl}/docs/graphql/operations/itinerary/GetItinerary`,
    });
    const firstLine = readFileSync(join(root, "examples/operations/itinerary/GetItinerary.graphql"), "utf8").split(
      "\n",
    )[0];
    expect(firstLine).toBe(`# Token: ${get?.token}`);
    expect(operations.every((operation) => operation.file.startsWith("examples/operations/itinerary/"))).toBe(true);
    const unknown = await call("list_example_operations", { group: "nope" });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^No example operations in `nope`\. Groups: .*`itinerary`/);
  });

  it("refuses a call without its required argument, naming it", async () => {
    for (const [tool, wanted] of [
      ["search_docs", "search_docs needs `query`"],
      ["read_page", "read_page needs `path`"],
      ["lookup_schema", "lookup_schema needs `name`"],
      ["validate_operation", "validate_operation needs `operation`"],
    ] as const) {
      const result = await call(tool, {});
      expect(result.isError, tool).toBe(true);
      expect(textOf(result)).toContain(wanted);
    }
    const badName = await call("lookup_schema", { name: "Itinerary title" });
    expect(textOf(badName)).toContain(
      "`name` must be a type such as `Itinerary` or a field such as `Itinerary.title`.",
    );
  });
});

describe("the /mcp endpoint", () => {
  it("answers a GET with 405 and how to use it, and leaves the site's pages alone", async () => {
    const response = await fetch(mcpUrl);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("POST");
    const page = await fetch(mcpUrl.replace("/mcp", "/docs/mapping/topics/itinerary/leaflet"));
    expect(page.status).toBe(200);
  });
});
