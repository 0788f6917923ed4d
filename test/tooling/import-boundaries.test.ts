import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's configuration with only the rule under test, and without type information: its rule reads import
// specifiers only, and the typed parse (a TypeScript program per tsconfig) took most of this file's 30 s.
const eslint = new ESLint({
  cwd: new URL("../..", import.meta.url).pathname,
  ruleFilter: ({ ruleId }) => ruleId === "no-restricted-imports",
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The `no-restricted-imports` findings for `code` linted as if it were the file at `filePath`. */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it("keeps build-time code, a router, Node and the page shell out of the browser bundle", async () => {
    const code = [
      'import "#build/content/doc-node.ts";',
      'import "react-router";',
      'import "node:fs";',
      'import "#app/components/SectionNav.tsx";',
      'import "#shared/page-islands.ts";',
      'import "#features/search/wire-search.ts";',
      'import "react-dom/client";',
      'import "./theme-toggle.ts";',
    ].join("\n");
    const messages = await restrictedImports("src/browser/islands/boot.ts", code);
    expect(messages.map((m) => m.split("'")[1])).toEqual([
      "#build/content/doc-node.ts",
      "react-router",
      "node:fs",
      "#app/components/SectionNav.tsx",
    ]);
    expect(messages[0]).toContain("BROWSER_PACKAGES");
  });

  it("keeps features free of the page shell, the islands' boot and the build, which import them", async () => {
    const code = [
      'import "#app/components/SiteLink.tsx";',
      'import "#browser/islands/read-page-data.ts";',
      'import "#build/site-cache/site-cache.ts";',
      'import "react-router";',
      'import "#features/runner/RunnerPanel.module.css";',
      'import "#shared/public-config.ts";',
      'import "@codemirror/view";',
      'import "./search-docs.ts";',
    ].join("\n");
    const messages = await restrictedImports("src/features/search/SearchDialog.tsx", code);
    expect(messages.map((m) => m.split("'")[1])).toEqual([
      "#app/components/SiteLink.tsx",
      "#browser/islands/read-page-data.ts",
      "#build/site-cache/site-cache.ts",
      "react-router",
    ]);
    expect(messages[0]).toContain("never app/ or src/browser");
  });

  it("lets components use features and the document's data types, but not src/browser, server modules, the build or a router", async () => {
    const code = [
      'import "#app/data/page-data.ts";',
      'import "react-router";',
      'import "#features/feedback/PageFeedback.tsx";',
      'import "#app/data/doc-route.server.ts";',
      'import "#build/site-cache/site-cache.ts";',
      'import "#browser/islands/section-nav.ts";',
    ].join("\n");
    const messages = await restrictedImports("app/components/Sidebar.tsx", code);
    expect(messages.map((m) => m.split("'")[1])).toEqual([
      "react-router",
      "#app/data/doc-route.server.ts",
      "#build/site-cache/site-cache.ts",
      "#browser/islands/section-nav.ts",
    ]);
  });

  it("keeps the rest of app/ and the build out of src/browser", async () => {
    const fromRoot = await restrictedImports(
      "app/root.tsx",
      'import "#browser/islands/boot.ts";\nimport "#shared/page-islands.ts";',
    );
    expect(fromRoot).toHaveLength(1);
    expect(fromRoot[0]).toContain("app/ may not import src/browser");
    const fromBuild = await restrictedImports(
      "src/build/mcp/site-search.ts",
      'import "#browser/islands/boot.ts";\nimport "#app/components/SiteLink.tsx";\nimport "#app/data/page-data.ts";\nimport "#features/search/run-search.ts";',
    );
    // The build assembles the document's data with app/data's modules; the rest of app/ it never imports.
    expect(fromBuild.map((m) => m.split("'")[1])).toEqual(["#browser/islands/boot.ts", "#app/components/SiteLink.tsx"]);
  });

  it("keeps the shared contract free of either side", async () => {
    const messages = await restrictedImports(
      "src/shared/page-islands.ts",
      'import "#browser/tabs.ts";\nimport "./json-script.ts";',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("#browser/tabs.ts");
  });
});
