// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicConfig } from "#shared/public-config.ts";
import { mountGraphqlRunners } from "#features/runner/mount-graphql-runners.ts";
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

  it("turns the block into an editor of its operation and variables, and Close turns it back", async () => {
    const root = setUp();
    const cleanup = mountGraphqlRunners(root, config);
    const run = root.querySelector<HTMLButtonElement>('button[aria-label^="Run"]')!;
    const [figure, variablesFigure] = [...root.querySelectorAll<HTMLElement>("figure")];
    run.click();
    await vi.waitFor(() => expect(run.getAttribute("aria-expanded")).toBe("true"), { timeout: 10_000 });
    const panel = document.getElementById(run.getAttribute("aria-controls")!)!;
    expect(panel.parentElement).toBe(figure);
    expect(figure!.querySelector("pre")!.hidden).toBe(true);
    expect(variablesFigure!.hidden).toBe(true);
    const [operation, variables] = [...panel.querySelectorAll(".cm-content")];
    expect(operation?.getAttribute("aria-label")).toBe("Operation");
    expect(operation?.textContent).toContain("query GetItinerary($id: ID!) {");
    expect(variables?.getAttribute("aria-label")).toBe("Variables (JSON)");
    expect(variables?.textContent).toBe('{ "id": "itinerary/5hT2rQ8wLk" }');
    expect(document.activeElement).toBe(operation);
    expect(run.textContent).toBe("Close");

    run.click();
    expect(document.getElementById(panel.id)).toBeNull();
    expect(figure!.querySelector("pre")!.hidden).toBe(false);
    expect(variablesFigure!.hidden).toBe(false);
    expect(run.getAttribute("aria-expanded")).toBe("false");
    expect(run.getAttribute("aria-label")).toBe("Run “Load an itinerary”");
    expect(document.activeElement).toBe(run);
    cleanup();
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
