import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_TYPE, deferHydration, readDeferredPreloads } from "../../lib/publish/defer-hydration.ts";
import { hashInlineScripts } from "../../lib/publish/content-security-policy.ts";

// The shape of React Router 7's prerendered output: module preloads in the head, one module script in the body.
const ROUTER_SCRIPT = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-3.js");',
].join("\n");
const PAGE = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  "</head><body><main><p>Price: $5 and $& stay as written.</p></main>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${ROUTER_SCRIPT}</script>`,
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const html = deferHydration(PAGE, "docs/a/index.html");

  it("removes the module preloads from the head and keeps the stylesheet", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("keeps the router's script, word for word, in an inert script the browser does not run", () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script type="${DEFERRED_SCRIPT_TYPE}" id="deferred-hydration">${ROUTER_SCRIPT}</script>`);
  });

  it("starts hydration after the first paint with the same preloads", () => {
    const starter = /<script>(var preloads[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(starter).toContain('getEntriesByName("first-contentful-paint")');
    expect(readDeferredPreloads(html)).toEqual(["/assets/manifest-1.js", "/assets/entry.client-3.js"]);
    expect(starter).toContain('script.type="module"');
  });

  it("leaves the rest of the page untouched, dollar signs included", () => {
    expect(html).toContain("<p>Price: $5 and $& stay as written.</p>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("keeps every inline script hashable, so the page's CSP allows the copied module script", () => {
    const hashes = hashInlineScripts(html);
    expect(hashes).toHaveLength(3);
    expect(hashInlineScripts(`<script>${ROUTER_SCRIPT}</script>`)[0]).toBeOneOf(hashes);
  });

  it("names the file and the fix when the router's script is missing", () => {
    expect(() => deferHydration("<html><body></body></html>", "docs/b/index.html")).toThrowErrorMatchingInlineSnapshot(
      `[Error: docs/b/index.html: React Router's module script (pattern \`<script type="module" async="">((?:(?!<\\/script>)[\\s\\S])*window\\.__reactRouterRouteModules[\\s\\S]*?)<\\/script>\`) should match exactly once but matched 0 times. React Router's output has changed: update lib/publish/defer-hydration.ts to the new HTML (test/fixtures/publish/README.md says how to capture a fresh page).]`,
    );
  });
});
