import { describe, expect, it } from "vitest";
import { renderDocument } from "#app/render-document.tsx";
import { loadDocRoute } from "#app/data/doc-route.server.ts";
import { buildRootData } from "#app/data/root-data.server.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { findElements } from "#build/publish/html-elements.ts";
import { sha256Source } from "#build/publish/content-security-policy.ts";
import { NOT_FOUND_PATH } from "#shared/not-found-path.ts";
import { testSite } from "../support/test-site.ts";

const config = resolveSiteConfig(undefined, {});
const root = buildRootData(config, {
  islands: { script: "/assets/islands-abc.js", preloads: ["/assets/chunk-def.js"] },
  highlightCss: ".sk-1{--shiki-light:#000}",
  stylesheets: ["/assets/site-123.css"],
});
const site = testSite([
  { path: "/docs/graphql", title: "GraphQL", html: "<p>Queries.</p>" },
  {
    path: "/docs/graphql/embed",
    title: "Embed",
    html: '<section data-embed-configurator="script"></section>',
    embedPreview: true,
  },
]);
const render = (path: string) => renderDocument({ root, route: loadDocRoute(site, path) });

/** The policy of a page's `<meta>`, read with an HTML parser. */
function metaPolicy(html: string): string | undefined {
  return findElements(html, "meta").find((meta) => meta.attributes["http-equiv"] === "Content-Security-Policy")
    ?.attributes.content;
}

describe("renderDocument", () => {
  it("writes a whole document: doctype, policy before any script, stylesheets, highlight colours, islands", () => {
    const { html, status } = render("/docs/graphql");
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script"));
    expect(findElements(html, "link").filter((link) => link.attributes.rel === "stylesheet")).toEqual([
      { tag: "link", attributes: { rel: "stylesheet", href: "/assets/site-123.css" }, text: "" },
    ]);
    expect(findElements(html, "style").map((style) => style.text)).toEqual([".sk-1{--shiki-light:#000}"]);
    const modules = findElements(html, "script").filter((script) => script.attributes.type === "module");
    expect(modules.map((script) => script.attributes.src)).toEqual(["/assets/islands-abc.js"]);
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-def.js"/>');
    expect(html).toContain("<p>Queries.</p>");
  });

  it("gives a policy that allows every inline script that can run, by hash, and the header the same plus frame-ancestors", () => {
    const { html, contentSecurityPolicy } = render("/docs/graphql");
    const meta = metaPolicy(html);
    expect(contentSecurityPolicy).toBe(`${meta}; frame-ancestors 'none'`);
    const runnable = findElements(html, "script").filter(
      (script) => !script.attributes.src && !/^application\/(ld\+)?json$/.test(script.attributes.type ?? ""),
    );
    expect(runnable).toHaveLength(1);
    for (const script of runnable) expect(meta).toContain(sha256Source(script.text));
    expect(meta).not.toContain("frame-src");
  });

  it("lets only a page with an embed preview frame the embed host", () => {
    const { html, contentSecurityPolicy } = render("/docs/graphql/embed");
    const frames = `frame-src ${new URL(config.shareHost).origin};`;
    expect(metaPolicy(html)).toContain(frames);
    expect(contentSecurityPolicy).toContain(frames);
  });

  it("marks the top link of the page's section as current, from the document's own path", () => {
    const current = findElements(render("/docs/graphql/embed").html, "a").filter(
      (link) => link.attributes["aria-current"] === "page",
    );
    expect(current.map((link) => link.attributes.href)).toContain("/docs/graphql");
    expect(current.map((link) => link.attributes.href)).not.toContain("/docs/getting-started");
  });

  it("answers 404 for the not-found page and 200 for a redirect's page, which moves on at once", () => {
    expect(render(NOT_FOUND_PATH).status).toBe(404);
    const redirect = render("/docs/old");
    expect(redirect.status).toBe(200);
    expect(redirect.html).toContain('<meta http-equiv="refresh" content="0; url=/docs/graphql"/>');
  });
});
