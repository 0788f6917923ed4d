import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocNode } from "#build/content/doc-node.ts";
import { getSiteConfig } from "#build/config/resolve-site-config.ts";
import { createDevDocumentRenderer, type DevDocumentRenderer } from "#build/dev-server/render-dev-document.ts";
import type { SiteSource } from "#build/site-cache/site-source.ts";

// A project whose render module names the module it imports and what it can read of `import.meta`.
const projectDir = mkdtempSync(join(tmpdir(), "dev-document-"));
const markFile = join(projectDir, "app/mark.ts");
const site: SiteSource = {
  tree: { path: "/", title: "Home", type: "markdown", children: [] } as unknown as DocNode,
  readPage: () => {
    throw new Error("no page is read for a path the tree does not hold");
  },
};
const assets = { config: getSiteConfig(), highlightCss: "" };
let vite: ViteDevServer;
let documents: DevDocumentRenderer;

beforeAll(async () => {
  mkdirSync(join(projectDir, "app"));
  writeFileSync(markFile, `export const mark = "first";\n`);
  writeFileSync(
    join(projectDir, "app/render-document.tsx"),
    [
      `import { mark } from "./mark.ts";`,
      `const file = import.meta.url.split("/").pop();`,
      `export function renderDocument(data) {`,
      `  return { html: [mark, file, data.route.kind].join(" "), status: 200, contentSecurityPolicy: "" };`,
      `}`,
    ].join("\n"),
  );
  vite = await createServer({
    configFile: false,
    root: projectDir,
    appType: "custom",
    logLevel: "silent",
    server: { middlewareMode: true, hmr: false },
    optimizeDeps: { entries: [] },
  });
  documents = createDevDocumentRenderer(vite);
});

afterAll(async () => {
  await documents.close();
  await vite.close();
  rmSync(projectDir, { recursive: true, force: true });
});

describe("the dev server's document renderer", () => {
  it("renders with the app's render module, loaded through Vite with its own import.meta", async () => {
    const document = await documents.render(site, "/docs/missing", assets);
    expect(document.html).toBe("first render-document.tsx not-found");
  });

  it("renders with an edited module the render module imports, at the next render after the save", async () => {
    await documents.load();
    writeFileSync(markFile, `export const mark = "second";\n`);
    await expect
      .poll(async () => (await documents.render(site, "/docs/missing", assets)).html, { timeout: 15_000 })
      .toBe("second render-document.tsx not-found");
  });
});
