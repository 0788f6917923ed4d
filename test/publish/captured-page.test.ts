import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  hashInlineScripts,
  injectCspMeta,
} from "#build/publish/content-security-policy.ts";
import { findElements } from "#build/publish/html-elements.ts";
import { PAGE_DATA_SCRIPT_ID } from "#shared/page-islands.ts";

// A page as React Router prerenders it (test/fixtures/publish/README.md says how to refresh it).
const FILE = "docs/getting-started/company/index.html";
const captured = readFileSync(join(import.meta.dirname, "../fixtures/publish/prerendered-page.html"), "utf8");
const ORIGINS = { connect: ["https://api.example.com"], images: ["https:"], embedFrames: [] };

/** The page as the publish stage leaves it: the policy added. */
function publish(html: string): string {
  const policy = buildContentSecurityPolicy(hashInlineScripts(html), ORIGINS, { frameAncestors: false });
  return injectCspMeta(html, policy, FILE);
}

describe("the prerendered page, captured from a real build", () => {
  it("is today's render: the theme script opens the body, none is in the head (decision 8, third addendum)", () => {
    // The capture of an older render had the theme script in the head; refresh it as its README says when this fails.
    const head = captured.slice(0, captured.indexOf("</head>"));
    const inlineCode = findElements(head, "script").filter(
      (script) => !("src" in script.attributes) && !/json/.test(script.attributes.type ?? ""),
    );
    expect(inlineCode).toEqual([]);
    expect(captured).toMatch(/<body><script>try\{var t=localStorage\.getItem\("theme"\)/);
  });

  it("loads the islands' script and none of React Router's, and carries its data as JSON", () => {
    const scripts = findElements(captured, "script");
    const modules = scripts.filter((script) => script.attributes.type === "module");
    expect(modules.map((script) => script.attributes.src)).toEqual([
      expect.stringMatching(/^\/assets\/islands-.+\.js$/),
    ]);
    expect(captured).not.toContain("__reactRouterContext");
    const data = scripts.find((script) => script.attributes.id === PAGE_DATA_SCRIPT_ID);
    expect(JSON.parse(data?.text ?? "null")).toMatchObject({
      config: { name: expect.any(String) as unknown },
      page: { path: "/docs/getting-started/company" },
    });
  });
});

describe("the publish rewrite on a page captured from a real build", () => {
  const published = publish(captured);

  it("adds exactly one policy <meta>, right after the charset, allowing every inline script by its hash", () => {
    const metas = findElements(published, "meta");
    expect(metas[0]?.attributes.charset).toBe("utf-8");
    expect(metas[1]?.attributes["http-equiv"]).toBe("Content-Security-Policy");
    expect(metas.filter((meta) => meta.attributes["http-equiv"] === "Content-Security-Policy")).toHaveLength(1);
    const policy = metas[1]?.attributes.content ?? "";
    const executable = findElements(published, "script").filter(
      (script) => !("src" in script.attributes) && script.attributes.type !== "application/json",
    );
    expect(executable.length).toBeGreaterThan(0);
    for (const script of executable)
      expect(policy).toContain(`'sha256-${createHash("sha256").update(script.text).digest("base64")}'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("changes nothing but the policy", () => {
    expect(published.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")).toBe(captured);
  });

  it("stops, naming the pattern and the file, when the charset <meta> the policy follows is not there once", () => {
    expect(() => injectCspMeta(captured.replace('<meta charSet="utf-8"/>', ""), "default-src 'self'", FILE)).toThrow(
      `${FILE}: the charset <meta> the policy follows (pattern \`<meta charSet="utf-8"\\/>\`) should match exactly once but matched 0 times.`,
    );
  });
});
