import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  hashInlineScripts,
  injectCspMeta,
} from "../../lib/publish/content-security-policy.ts";
import { DEFERRED_SCRIPT_TYPE, deferHydration, readDeferredPreloads } from "../../lib/publish/defer-hydration.ts";
import { findElements } from "../../lib/publish/html-elements.ts";

// A page as React Router prerenders it (test/fixtures/publish/README.md says how to refresh it).
const FILE = "docs/getting-started/company/index.html";
const captured = readFileSync(join(import.meta.dirname, "../fixtures/publish/prerendered-page.html"), "utf8");
const ORIGINS = { connect: ["https://api.example.com"], images: ["https:"], embedFrames: [] };

/** The page as the publish stage leaves it: hydration deferred, then the policy added. */
function publish(html: string): string {
  const deferred = deferHydration(html, FILE);
  const policy = buildContentSecurityPolicy(hashInlineScripts(deferred), ORIGINS, { frameAncestors: false });
  return injectCspMeta(deferred, policy, FILE);
}

describe("the publish rewrites on a page captured from a real build", () => {
  const published = publish(captured);

  it("finds React Router's module script and its preloads where the rewrites expect them", () => {
    const moduleScripts = findElements(captured, "script").filter((script) => script.attributes.type === "module");
    const preloads = findElements(captured, "link").filter((link) => link.attributes.rel === "modulepreload");
    expect(moduleScripts).toHaveLength(1);
    expect(preloads.length).toBeGreaterThan(2);
    expect(readDeferredPreloads(published)).toEqual(preloads.map((link) => link.attributes.href));
  });

  it("leaves no module script or preload to start before the first paint, and the router's script inert", () => {
    expect(findElements(published, "script").filter((script) => script.attributes.type === "module")).toEqual([]);
    expect(findElements(published, "link").filter((link) => link.attributes.rel === "modulepreload")).toEqual([]);
    const inert = findElements(published, "script").filter((script) => script.attributes.type === DEFERRED_SCRIPT_TYPE);
    expect(inert).toHaveLength(1);
    expect(inert[0]?.text).toContain("window.__reactRouterRouteModules");
  });

  it("adds exactly one policy <meta>, right after the charset, allowing every inline script by its hash", () => {
    const metas = findElements(published, "meta");
    expect(metas[0]?.attributes.charset).toBe("utf-8");
    expect(metas[1]?.attributes["http-equiv"]).toBe("Content-Security-Policy");
    expect(metas.filter((meta) => meta.attributes["http-equiv"] === "Content-Security-Policy")).toHaveLength(1);
    const policy = metas[1]?.attributes.content ?? "";
    const inline = findElements(published, "script").filter((script) => !("src" in script.attributes));
    expect(inline.length).toBeGreaterThan(4);
    for (const script of inline)
      expect(policy).toContain(`'sha256-${createHash("sha256").update(script.text).digest("base64")}'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("changes nothing but the scripts, the preloads and the policy", () => {
    const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main(captured).length).toBeGreaterThan(1000);
    expect(main(published)).toBe(main(captured));
    const head = (html: string) =>
      html.slice(0, html.indexOf("</head>")).replace(/<(script|link rel="modulepreload"|meta http-equiv)[^>]*>/g, "");
    expect(head(published)).toBe(head(captured));
  });

  it("stops, naming the pattern and the file, when the router's module script is missing", () => {
    const withoutScript = captured.replace('<script type="module" async="">', "<script>");
    expect(() => deferHydration(withoutScript, FILE)).toThrowErrorMatchingInlineSnapshot(
      `[Error: docs/getting-started/company/index.html: React Router's module script (pattern \`<script type="module" async="">((?:(?!<\\/script>)[\\s\\S])*window\\.__reactRouterRouteModules[\\s\\S]*?)<\\/script>\`) should match exactly once but matched 0 times. React Router's output has changed: update lib/publish/defer-hydration.ts to the new HTML (test/fixtures/publish/README.md says how to capture a fresh page).]`,
    );
  });

  it("stops, naming the pattern and the file, when the page has no module preloads", () => {
    const withoutPreloads = captured.replaceAll('rel="modulepreload"', 'rel="preload"');
    expect(() => deferHydration(withoutPreloads, FILE)).toThrow(
      `${FILE}: React Router's module preloads (pattern \`<link rel="modulepreload" href="([^"]+)"\\/>\`) should match at least once but matched 0 times.`,
    );
  });

  it("stops, naming the pattern and the file, when the charset <meta> the policy follows is not there once", () => {
    const deferred = deferHydration(captured, FILE);
    expect(() => injectCspMeta(deferred.replace('<meta charSet="utf-8"/>', ""), "default-src 'self'", FILE)).toThrow(
      `${FILE}: the charset <meta> the policy follows (pattern \`<meta charSet="utf-8"\\/>\`) should match exactly once but matched 0 times.`,
    );
  });
});
