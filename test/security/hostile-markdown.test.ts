import { describe, expect, it } from "vitest";
import { buildTree } from "#build/content/build-tree.ts";
import { renderTestMarkdown } from "../support/render-test-markdown.ts";
import { checkLinks } from "#build/pipeline/check-links.ts";
import { createHash } from "node:crypto";
import { pagePolicies, THEME_SCRIPT_SOURCE } from "#build/publish/content-security-policy.ts";
import { THEME_SCRIPT } from "#shared/theme-script.ts";

const render = renderTestMarkdown;

const CRAFTED_URLS = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "data:text/html;base64,PHNjcmlwdD4=",
  "vbscript:msgbox(1)",
  " javascript:alert(1)",
];

describe("hostile Markdown", () => {
  it("keeps event handlers and script out of code-block meta", async () => {
    const { html } = await render('```js title="<img src=x onerror=alert(1)>" {1}\nconst a = 1;\n```\n');
    expect(html).not.toMatch(/<img/);
    expect(html).toContain("&#x3C;img src=x onerror=alert(1)>");
  });

  it("never lets crafted link URLs reach the page, and reports each one at build", async () => {
    for (const url of CRAFTED_URLS) {
      const markdown = `[click](<${url}>) ![pic](<${url}>)\n`;
      const { html, links } = await render(markdown);
      expect(html, url).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
      const { tree } = buildTree([
        { file: "content/index.md", path: "/", metadata: { title: "Home", weight: 1 }, body: "", bodyLine: 4 },
      ]);
      const problems = checkLinks(tree!, [{ path: "/", file: "content/index.md", bodyLine: 4, links, anchors: [] }]);
      expect(problems.length, url).toBeGreaterThanOrEqual(1);
      expect(problems[0]?.message).toMatch(/forbidden URL scheme|unsupported scheme/);
    }
  });

  it("keeps a runnable example that mentions </script> inside its JSON data", async () => {
    const { html } = await render('```graphql\n{ a(b: "</script><script>alert(1)</script>") }\n```\n');
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="application/json" data-runnable-source="">']);
    expect(html).not.toContain("</script><script>");
  });

  it("escapes HTML-looking text in prose and headings", async () => {
    const { html } = await render("## <script>x</script> heading\n\nText with &lt;b&gt; and <b>bold</b>.\n");
    expect(html).not.toMatch(/<script|<b>/);
  });
});

describe("content security policy", () => {
  it("allows the theme script by its hash and no unsafe-inline script", () => {
    const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    expect(THEME_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    const { meta, header } = pagePolicies(
      { connect: ["https://api.example.com"], images: [], embedFrames: [] },
      { embedPreview: false },
    );
    expect(meta).toBe(
      `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' https://api.example.com; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'`,
    );
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
    expect(meta).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
