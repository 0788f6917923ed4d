import { join } from "node:path";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { createRenderContext, renderPage, type RenderContext } from "#build/pipeline/render-page.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";

type Node = DefaultTreeAdapterMap["childNode"];
type ElementNode = DefaultTreeAdapterMap["element"];

const api = { endpoint: "https://graphql.example.test/", token: "pk.sample" };

const RUNNABLE_WITH_VARIABLES = [
  "Intro.",
  "",
  '```graphql title="Load an itinerary"',
  "query GetItinerary($id: ID!) {",
  "  itinerary(id: $id) { id title }",
  "}",
  "```",
  "",
  "```json variables",
  '{ "id": "itinerary/1" }',
  "```",
  "",
  "After.",
].join("\n");

function elements(nodes: Node[]): ElementNode[] {
  return nodes.filter((node): node is ElementNode => "tagName" in node);
}

function attribute(node: ElementNode, name: string): string | undefined {
  return node.attrs.find((attr) => attr.name === name)?.value;
}

function textOf(node: Node): string {
  if ("value" in node && node.nodeName === "#text") return node.value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

function findAll(nodes: Node[], test: (node: ElementNode) => boolean): ElementNode[] {
  return elements(nodes).flatMap((node) => [...(test(node) ? [node] : []), ...findAll(node.childNodes, test)]);
}

describe("request snippets in the Markdown pipeline", () => {
  it("follow the variables block of a runnable block, as a closed details with four remembered tabs", async () => {
    const { html, messages } = await renderTestMarkdown(RUNNABLE_WITH_VARIABLES, { requestSnippets: api });
    expect(messages).toEqual([]);
    const top = elements(parseFragment(html).childNodes);
    // Operation, variables, then the snippets, then the paragraph after.
    expect(top.map((node) => `${node.tagName}.${attribute(node, "class") ?? ""}`).slice(1)).toEqual([
      "p.",
      "figure.code-block",
      "figure.code-block",
      "details.request-snippets",
      "p.",
    ]);
    const details = top[4]!;
    expect(attribute(details, "open")).toBeUndefined();
    expect(attribute(details, "data-pagefind-ignore")).toBe("");
    expect(textOf(findAll([details], (n) => n.tagName === "summary")[0]!)).toBe("Request as…");
    const group = findAll([details], (n) => attribute(n, "class") === "tabs")[0]!;
    expect(attribute(group, "data-sync")).toBe("client");
    const tabs = findAll([details], (n) => attribute(n, "role") === "tab");
    expect(tabs.map((tab) => attribute(tab, "data-label"))).toEqual([
      "curl",
      "JavaScript (fetch)",
      "Python",
      "JSON body",
    ]);
    expect(tabs.map((tab) => attribute(tab, "aria-selected"))).toEqual(["true", "false", "false", "false"]);
    const panels = findAll([details], (n) => attribute(n, "role") === "tabpanel");
    expect(panels.map((panel) => attribute(panel, "id"))).toEqual(tabs.map((tab) => attribute(tab, "aria-controls")));
    expect(panels.map((panel) => attribute(panel, "hidden") !== undefined)).toEqual([false, true, true, true]);
    expect(panels.map((panel) => attribute(panel, "aria-label"))).toEqual(
      tabs.map((tab) => attribute(tab, "data-label")),
    );
    // Each panel has a copy button, and plain code with the sample token in its own span in the address.
    for (const panel of panels) {
      const copy = findAll([panel], (n) => n.tagName === "button" && attribute(n, "data-copy") === "");
      expect(copy.map((button) => attribute(button, "aria-label"))).toEqual(["Copy the request"]);
      expect(findAll([panel], (n) => n.tagName === "pre" && attribute(n, "class") === undefined)).toHaveLength(1);
    }
    const tokens = findAll([details], (n) => attribute(n, "data-request-token") !== undefined);
    expect(tokens.map(textOf)).toEqual(["pk.sample", "pk.sample", "pk.sample"]);
    const curl = textOf(findAll([panels[0]!], (n) => n.tagName === "pre")[0]!);
    expect(curl.split("\n")[0]).toBe("curl 'https://graphql.example.test/?accessToken=pk.sample' \\");
    const body = JSON.parse(textOf(findAll([panels[3]!], (n) => n.tagName === "pre")[0]!)) as unknown;
    expect(body).toEqual({
      query: "query GetItinerary($id: ID!) {\n  itinerary(id: $id) { id title }\n}",
      variables: { id: "itinerary/1" },
      operationName: "GetItinerary",
    });
  });

  it("follow a runnable block without variables directly, and number their ids per page", async () => {
    const markdown = "```graphql\n{ a }\n```\n\n```graphql\nquery B { b }\n```\n";
    const { html } = await renderTestMarkdown(markdown, { requestSnippets: api });
    const top = elements(parseFragment(html).childNodes).filter((node) => node.tagName !== "div");
    expect(top.map((node) => node.tagName)).toEqual(["figure", "details", "figure", "details"]);
    const ids = findAll(top, (n) => attribute(n, "role") === "tabpanel").map((panel) => attribute(panel, "id"));
    expect(ids).toEqual([
      "request-1-0",
      "request-1-1",
      "request-1-2",
      "request-1-3",
      "request-2-0",
      "request-2-1",
      "request-2-2",
      "request-2-3",
    ]);
  });

  it("are not added to blocks that do not run (partial, norun, other languages), nor without an endpoint", async () => {
    const markdown =
      "```graphql partial\nitinerary { id }\n```\n\n```graphql norun\n{ a }\n```\n\n```js\nfetch(x);\n```\n";
    expect((await renderTestMarkdown(markdown, { requestSnippets: api })).html).not.toContain("request-snippets");
    expect((await renderTestMarkdown(RUNNABLE_WITH_VARIABLES)).html).not.toContain("request-snippets");
  });
});

describe("a runnable block that cannot have snippets", () => {
  let context: RenderContext;
  beforeAll(async () => {
    context = await createRenderContext(join(import.meta.dirname, "../.."));
  });

  it("uses the configured endpoint and public token in the build", async () => {
    const page = await renderPage(
      {
        path: "/docs/guide",
        file: "content/docs/guide.md",
        body: "```graphql\n{ authorizedProfiles { nodes { id } } }\n```\n",
        bodyLine: 1,
      },
      context,
    );
    const config = getSiteConfig();
    const address = `${new URL(config.api.endpoint).href}?accessToken=`;
    expect(page.html).toContain(`${address}<span data-request-token="">${config.graphqlAccessToken}</span>`);
  });

  it("is reported at its file and line, and the page gets no broken snippet", async () => {
    const body = [
      "# Guide", // file line 6: the body starts on line 6 of the file
      "",
      "```graphql",
      "query Q($id: ID!) { itinerary(id: $id) { id } }",
      "```",
      "",
      "```json variables",
      "{",
      '  "id": itinerary/1',
      "}",
      "```",
    ].join("\n");
    const page = await renderPage({ path: "/docs/guide", file: "content/docs/guide.md", body, bodyLine: 6 }, context);
    expect(page.html).not.toContain("request-snippets");
    const snippetProblems = page.problems.filter((problem) => problem.message.startsWith("No request snippets"));
    expect(snippetProblems).toEqual([
      {
        file: "content/docs/guide.md",
        // The variables fence is body line 7 (file line 12); its bad value is on the block's second line.
        line: 14,
        message: expect.stringMatching(
          /^No request snippets for this runnable block: its variables are not valid JSON \(JSON syntax error at column 9: /,
        ) as string,
      },
    ]);
  });

  it("an operation that does not parse is reported at its line", async () => {
    const body = "Text.\n\n```graphql\nquery Broken {\n  itinerary(id: ) { id }\n}\n```\n";
    const page = await renderPage({ path: "/docs/guide", file: "content/docs/guide.md", body, bodyLine: 1 }, context);
    expect(page.html).not.toContain("request-snippets");
    expect(page.problems).toContainEqual({
      file: "content/docs/guide.md",
      line: 5,
      message:
        "No request snippets for this runnable block: the operation does not parse (column 17): " +
        'Syntax Error: Unexpected ")". Fix the operation.',
    });
  });
});
