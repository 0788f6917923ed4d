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
  it("keeps build-time code, React Router and Node out of the browser bundle", async () => {
    const code = [
      'import "#build/content/doc-node.ts";',
      'import "react-router";',
      'import "node:fs";',
      'import "#shared/page-islands.ts";',
      'import "#app/components/SearchDialog.tsx";',
      'import "react-dom/client";',
      'import "./theme-toggle.ts";',
    ].join("\n");
    const messages = await restrictedImports("src/browser/islands/boot.ts", code);
    expect(messages.map((m) => m.split("'")[1])).toEqual(["#build/content/doc-node.ts", "react-router", "node:fs"]);
    expect(messages[0]).toContain("BROWSER_PACKAGES");
  });

  it("lets components use route data types and React Router, but not server modules or the build", async () => {
    const code = [
      'import "#app/data/page-data.ts";',
      'import "react-router";',
      'import "#app/data/doc-route.server.ts";',
      'import "#build/site-cache/site-cache.ts";',
    ].join("\n");
    const messages = await restrictedImports("app/components/Sidebar.tsx", code);
    expect(messages.map((m) => m.split("'")[1])).toEqual([
      "#app/data/doc-route.server.ts",
      "#build/site-cache/site-cache.ts",
    ]);
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
