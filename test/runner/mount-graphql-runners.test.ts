// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicConfig } from "../../lib/config/public-config.ts";
import { mountGraphqlRunners } from "../../app/components/runner/mount-graphql-runners.ts";
import { QUERY_WITH_VARIABLES } from "./fixture-blocks.ts";

const config = {
  graphqlEndpoint: "https://graphql.example.test/",
  graphqlAccessToken: "pk.test",
} as PublicConfig;

function setUp(): HTMLElement {
  document.body.innerHTML = `<main>${QUERY_WITH_VARIABLES}</main>`;
  return document.querySelector("main")!;
}

afterEach(() => vi.restoreAllMocks());

describe("mountGraphqlRunners", () => {
  it("adds a Run button before Copy, and takes it away again on cleanup", () => {
    const root = setUp();
    const cleanup = mountGraphqlRunners(root, config);
    const buttons = [...root.querySelectorAll(".code-header")[0]!.querySelectorAll("button")];
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Run “Load an itinerary”",
      "Copy GraphQL code",
    ]);
    expect(buttons[0]!.getAttribute("aria-expanded")).toBe("false");
    cleanup();
    expect(root.querySelector('button[aria-label^="Run"]')).toBeNull();
  });

  it("opens a prefilled panel after the Variables block and focuses the operation", () => {
    const root = setUp();
    const cleanup = mountGraphqlRunners(root, config);
    const run = root.querySelector<HTMLButtonElement>('button[aria-label^="Run"]')!;
    run.click();
    const panel = document.getElementById(run.getAttribute("aria-controls")!)!;
    expect(panel.previousElementSibling?.querySelector(".code-title")?.textContent).toBe("Variables");
    const [query, variables] = [...panel.querySelectorAll("textarea")];
    expect(query?.value).toContain("query GetItinerary($id: ID!)");
    expect(variables?.value).toBe('{ "id": "itinerary/5hT2rQ8wLk" }');
    expect(document.activeElement).toBe(query);
    expect(run.getAttribute("aria-expanded")).toBe("true");
    run.click();
    expect(panel.hidden).toBe(true);
    expect(run.getAttribute("aria-expanded")).toBe("false");
    cleanup();
    expect(document.getElementById(panel.id)).toBeNull();
  });

  it("shows a note instead of a Run button, and warns how to fix it, when no endpoint or token is set", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const root = setUp();
    const cleanup = mountGraphqlRunners(root, { ...config, graphqlAccessToken: " " });
    expect(root.querySelector('button[aria-label^="Run"]')).toBeNull();
    expect(root.querySelector(".code-header")?.textContent).toContain("Live running is not configured");
    expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"Live GraphQL examples are off: \`graphqlAccessToken\` (set GRAPHQL_ACCESS_TOKEN or \`api.publicTokenFallback\` in site.config.ts) is empty. Set it and rebuild."`,
    );
    cleanup();
    expect(root.querySelector(".code-header")?.textContent).not.toContain("Live running");
  });

  it("names every missing setting in one warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    mountGraphqlRunners(setUp(), { ...config, graphqlEndpoint: "", graphqlAccessToken: "" })();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"Live GraphQL examples are off: \`graphqlEndpoint\` (set \`api.endpoint\` in site.config.ts) and \`graphqlAccessToken\` (set GRAPHQL_ACCESS_TOKEN or \`api.publicTokenFallback\` in site.config.ts) are empty. Set them and rebuild."`,
    );
  });
});
