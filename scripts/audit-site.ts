/**
 * `npm run audit`: the site audit (src/build/audit/audit-site.ts) over the last build, served by `npm start`'s own
 * server code on a free port. Prints every problem with the path and file it concerns, and exits 1 on any.
 */
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { auditSite } from "#build/audit/audit-site.ts";
import { buildPaths } from "#build/config/build-paths.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import { findEscapedPlaceholders } from "#build/content/placeholder-syntax.ts";
import { createStaticServer } from "#build/server/create-static-server.ts";
import { checkBuiltHtml } from "#build/html-validity/check-built-html.ts";

const started = performance.now();
const clientDir = resolve(buildPaths.clientDir);
const treeFile = join(buildPaths.siteCacheDir, "tree.json");
if (!existsSync(join(clientDir, "404.html")) || !existsSync(treeFile)) {
  console.error(`No build to audit in ${buildPaths.buildDir} (or no ${treeFile}): run npm run build first.`);
  process.exit(1);
}
const tree = JSON.parse(readFileSync(treeFile, "utf8")) as DocNode;
const escapedPlaceholders = new Set(
  [...walkTree(tree)].flatMap((node) =>
    node.source.endsWith(".md") && existsSync(node.source)
      ? findEscapedPlaceholders(readFileSync(node.source, "utf8"))
      : [],
  ),
);

// The W3C Nu HTML Checker (src/build/html-validity) runs in its own Java process while the audit runs.
const htmlCheck = checkBuiltHtml(clientDir);
htmlCheck.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled meanwhile
const config = resolveSiteConfig();
const server = createStaticServer(clientDir).listen(0, "localhost");
await new Promise<void>((ready) => server.server?.once("listening", ready));
const { port } = server.server?.address() as AddressInfo;
try {
  const { problems, checked } = await auditSite({
    clientDir,
    tree,
    origin: `http://localhost:${port}`,
    siteUrl: config.siteUrl,
    editPages: {
      urlPrefix: `${config.repositories.docs.replace(/\/+$/, "")}/edit/${config.repositories.docsBranch}/`,
      rootDir: process.cwd(),
    },
    escapedPlaceholders,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const summary =
    `${checked.pages} pages, ${checked.redirects} redirects, ${checked.markdown} Markdown exports, ` +
    `${checked.htmlFiles} HTML files, ${checked.addresses} addresses and ${checked.anchors} anchors`;
  if (problems.length > 0) {
    console.error(`Site audit: ${problems.length} problem(s) in ${summary}:\n- ${problems.join("\n- ")}`);
    process.exitCode = 1;
  } else console.log(`Site audit: no problems in ${summary} (${seconds}s).`);
  const html = await htmlCheck;
  if (html.errors.length > 0) {
    console.error(html.report);
    process.exitCode = 1;
  } else console.log(html.report);
} finally {
  server.server?.close();
}
