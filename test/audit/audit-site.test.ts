import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { auditSite } from "#build/audit/audit-site.ts";
import type { DocNode } from "#build/content/doc-node.ts";
import { createStaticServer } from "#build/server/create-static-server.ts";

const SITE_URL = "https://docs.example.test";
const THEME_SCRIPT = "document.documentElement.dataset.theme='light'";
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const POLICY = `default-src 'self'; script-src 'self' ${hash(THEME_SCRIPT)}`;
const HEADER_POLICY = `${POLICY}; frame-ancestors 'none'`;

const tree: DocNode = {
  id: "",
  path: "/",
  title: "Home",
  type: "forward-to-first-child",
  source: "content/index.md",
  metadata: { title: "Home", weight: 1 },
  children: [
    {
      id: "docs/alpha",
      path: "/docs/alpha",
      title: "Alpha",
      type: "markdown",
      source: "content/docs/alpha.md",
      metadata: { title: "Alpha", weight: 1, description: "All about alpha." },
      children: [],
    },
    {
      id: "docs/old",
      path: "/docs/old",
      title: "Old alpha",
      type: "redirect",
      url: "/docs/alpha",
      source: "content/docs/old.md",
      metadata: { title: "Old alpha", weight: 2, redirect: "/docs/alpha" },
      children: [],
    },
  ],
};

/** A built page as the publish stage writes it; `head` and `body` can be swapped to plant a fault. */
function page({ head = "", body = "" }: { head?: string; body?: string }): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="${POLICY}"/>` +
    `<link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root.css"/>` +
    `<script type="module" src="/assets/islands.js"></script>${head}</head>` +
    `<body><script>${THEME_SCRIPT}</script><a href="#main">Skip to content</a>${body}</body></html>`
  );
}

const alphaHead =
  `<title>Alpha | Example</title><link rel="canonical" href="${SITE_URL}/docs/alpha"/>` +
  `<link rel="alternate" type="text/markdown" href="/docs/alpha.md"/><meta property="og:url" content="${SITE_URL}/docs/alpha"/>` +
  `<meta name="description" content="All about alpha."/><meta property="og:description" content="All about alpha."/>`;
const EDIT = "https://git.example.test/docs/edit/main/";
const alphaBody =
  `<main id="main"><h1>Alpha</h1><h2 id="usage">Usage</h2><a href="#usage">Usage</a>` +
  `<a href="${EDIT}content/docs/alpha.md">Edit this page</a></main>`;
const alphaMarkdown = "# Alpha\n\n> All about alpha.\n\nText.\n";
const redirectPage = page({
  head: `<title>Old alpha | Example</title><meta http-equiv="refresh" content="0; url=/docs/alpha"/><meta name="robots" content="noindex"/><link rel="canonical" href="${SITE_URL}/docs/alpha"/>`,
  body: `<main id="main" data-redirect-to="/docs/alpha"><h1>Old alpha</h1><a href="/docs/alpha">/docs/alpha</a></main>`,
});

/** The files of a small, correct build. */
function correctSite(): Record<string, string> {
  const policies = ["/", "/404", "/404.html", "/docs/alpha", "/docs/old"]
    .map((path) => `${path}\n  Content-Security-Policy: ${HEADER_POLICY}\n`)
    .join("\n");
  return {
    _headers: `/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n${policies}`,
    _redirects: "/ /docs/alpha 302\n/docs/old /docs/alpha 301\n",
    "404.html": page({ body: `<main id="main"><h1>Not found</h1></main>` }),
    "index.html": page({ head: `<meta http-equiv="refresh" content="0; url=/docs/alpha"/>` }),
    "docs/alpha/index.html": page({ head: alphaHead, body: alphaBody }),
    "docs/old/index.html": redirectPage,
    "docs/alpha.md": alphaMarkdown,
    "llms.txt": `# Example\n\n- [Alpha](${SITE_URL}/docs/alpha.md): All about alpha.\n`,
    "llms-full.txt": `<!-- /docs/alpha -->\n${alphaMarkdown}`,
    "assets/root.css": "body{margin:0}",
    "assets/islands.js": "export {};",
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  };
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** Writes `files` as a build, serves it with npm start's server code and audits it. */
async function audit(files: Record<string, string | undefined>) {
  const clientDir = mkdtempSync(join(tmpdir(), "site-audit-"));
  for (const [file, text] of Object.entries(files)) {
    if (text === undefined) continue;
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), text);
  }
  const app = createStaticServer(clientDir).listen(0, "localhost");
  await new Promise<void>((ready) => app.server?.once("listening", ready));
  cleanups.push(() => {
    app.server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  const { port } = app.server?.address() as AddressInfo;
  // The repository the "Edit this page" links open: the page's own content file, and a second page.
  const rootDir = join(clientDir, "repository");
  mkdirSync(join(rootDir, "content/docs"), { recursive: true });
  writeFileSync(join(rootDir, "content/docs/alpha.md"), alphaMarkdown);
  writeFileSync(join(rootDir, "content/docs/beta.md"), alphaMarkdown);
  return auditSite({
    clientDir,
    tree,
    origin: `http://localhost:${port}`,
    siteUrl: SITE_URL,
    editPages: { urlPrefix: EDIT, rootDir },
  });
}

describe("the site audit", () => {
  it("finds nothing wrong with a correct build, and says how much it checked", async () => {
    const { problems, checked } = await audit(correctSite());
    expect(problems).toEqual([]);
    expect(checked).toMatchObject({ pages: 1, redirects: 2, markdown: 1, htmlFiles: 4, anchors: 2 });
    expect(checked.addresses).toBeGreaterThanOrEqual(8);
  });

  it("names the page and the address of a stylesheet that is missing", async () => {
    const { problems } = await audit({ ...correctSite(), "assets/root.css": undefined });
    expect(problems).toContain("/docs/alpha (content/docs/alpha.md): /assets/root.css answered 404");
  });

  it("names the file and line of a placeholder left in a built page", async () => {
    const files = correctSite();
    files["docs/alpha/index.html"] = page({ head: alphaHead, body: alphaBody.replace("<h2", "\n{{site.name}}<h2") });
    const { problems } = await audit(files);
    expect(problems).toEqual([
      expect.stringMatching(/docs\/alpha\/index\.html \(\/docs\/alpha\):2: leftover `\{\{site\.name\}\}/),
    ]);
  });

  it("finds a link to an anchor the target page does not have, and a link that passes through a redirect", async () => {
    const files = correctSite();
    files["docs/alpha/index.html"] = page({
      head: alphaHead,
      body: alphaBody.replace("</main>", `<a href="#gone">x</a><a href="/docs/old">y</a></main>`),
    });
    const { problems } = await audit(files);
    expect(problems).toEqual([
      '/docs/alpha (content/docs/alpha.md): links to #gone, but /docs/alpha has no id "gone"',
      "/docs/alpha (content/docs/alpha.md): /docs/old answered 301 (to /docs/alpha)",
    ]);
  });

  it("finds an inline script the policy does not allow, and a page that _headers gives no policy", async () => {
    const files = correctSite();
    files["docs/alpha/index.html"] = page({ head: alphaHead, body: `${alphaBody}<script>alert(1)</script>` });
    const { problems } = await audit(files);
    expect(problems).toEqual([
      expect.stringMatching(/\(\/docs\/alpha\): inline script `alert\(1\)…` is not allowed by the policy$/),
    ]);
    files["_headers"] = (files["_headers"] ?? "").replace(
      `/docs/alpha\n  Content-Security-Policy: ${HEADER_POLICY}`,
      "",
    );
    expect((await audit(files)).problems).toContain("/docs/alpha (content/docs/alpha.md): no Content-Security-Policy");
  });

  it("finds a header _headers promises that the server does not send", async () => {
    const files = correctSite();
    files["_headers"] = (files["_headers"] ?? "").replace("/*\n", "/*\n  Cross-Origin-Opener-Policy: same-origin\n");
    const { problems } = await audit(files);
    expect(problems).toContain(
      "/docs/alpha (content/docs/alpha.md): _headers promises cross-origin-opener-policy: same-origin, the server sent none",
    );
  });

  it("checks the head: title, h1, canonical, og:url, description and the Markdown alternate", async () => {
    const files = correctSite();
    files["docs/alpha/index.html"] = page({
      head: alphaHead
        .replace(`${SITE_URL}/docs/alpha"/><link rel="alternate"`, `${SITE_URL}/docs/beta"/><link rel="alternate"`)
        .replace('content="All about alpha."/><meta property', 'content="Old words."/><meta property'),
      body: alphaBody.replace("<h1>Alpha</h1>", "<h1>Beta</h1>"),
    });
    const { problems } = await audit(files);
    expect(problems).toEqual([
      '/docs/alpha (content/docs/alpha.md): main\'s h1 is ["Beta"], expected ["Alpha"]',
      `/docs/alpha (content/docs/alpha.md): canonical ["${SITE_URL}/docs/beta"], expected ${SITE_URL}/docs/alpha`,
      '/docs/alpha (content/docs/alpha.md): <meta description> is "Old words.", expected the front matter\'s description',
    ]);
  });

  it(`checks that "Edit this page" opens the page's own file, which the repository has, at a valid address`, async () => {
    for (const [file, problem] of [
      [
        "content/docs/beta.md",
        '"Edit this page" opens content/docs/beta.md, not the page\'s own file content/docs/alpha.md',
      ],
      ["content/docs/gone.md", '"Edit this page" opens content/docs/gone.md, which the repository does not have'],
      [
        "content/docs/{alpha}.md",
        `"Edit this page" address ${EDIT}content/docs/{alpha}.md is not a valid URL (raw braces or spaces)`,
      ],
    ]) {
      const files = correctSite();
      files["docs/alpha/index.html"] = page({
        head: alphaHead,
        body: alphaBody.replace("content/docs/alpha.md", file ?? ""),
      });
      expect((await audit(files)).problems).toContain(`/docs/alpha (content/docs/alpha.md): ${problem}`);
    }
  });

  it("checks each redirect's status, target and HTML fallback page", async () => {
    const files = correctSite();
    files["_redirects"] = "/ /docs/alpha 302\n/docs/old /docs/elsewhere 302\n";
    files["docs/old/index.html"] = redirectPage.replace(' data-redirect-to="/docs/alpha"', "");
    const { problems } = await audit(files);
    expect(problems).toEqual([
      "/docs/old (content/docs/old.md): answered 302, expected 301",
      "/docs/old (content/docs/old.md): redirects to /docs/elsewhere, expected /docs/alpha",
      "/docs/old (content/docs/old.md): fallback page's data-redirect-to is undefined",
    ]);
  });

  it("checks the Markdown export and its copy in llms-full.txt and llms.txt", async () => {
    const files = correctSite();
    files["docs/alpha.md"] = "---\ntitle: Alpha\n---\n# Alpha\n\nText with {{site.name}}.\n";
    files["llms.txt"] = "# Example\n";
    const { problems } = await audit(files);
    expect(problems).toEqual([
      '/docs/alpha (content/docs/alpha.md): /docs/alpha.md does not start with "# Alpha"',
      "/docs/alpha (content/docs/alpha.md): /docs/alpha.md does not give the description as a quote under its title",
      "/docs/alpha (content/docs/alpha.md): /docs/alpha.md carries its front matter",
      "/docs/alpha (content/docs/alpha.md): /docs/alpha.md:6 leftover `{{site.name}}`",
      "/llms-full.txt: the section for /docs/alpha differs from /docs/alpha.md",
      `/llms.txt: does not list ${SITE_URL}/docs/alpha.md`,
    ]);
  });
});
