/**
 * `node scripts/run.mjs scripts/compare-sites.ts <before>/client <after>/client`: compares two built sites file by
 * file and explains every difference between a site built with React Router's prerender and one built by our own
 * render (docs/decisions/0014-our-own-render-loop.md). Each kind of difference it knows is counted, then removed from
 * both sides; whatever else differs is listed, and the command fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parseHeadersPolicies } from "#build/publish/headers-file.ts";

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("Usage: node scripts/run.mjs scripts/compare-sites.ts <site before> <site after> (the client folders)");
  process.exit(2);
}

/** The kinds of difference found, with how many files had each. */
const explained = new Map<string, number>();
const count = (kind: string) => explained.set(kind, (explained.get(kind) ?? 0) + 1);

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;
const STYLESHEETS = /(<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>)+/;
const SUSPENSE_MARKERS = "<!--$--><!--/$-->";

/** A policy with only the hashes of scripts that run (the theme script's): JSON-LD's hash was never needed. */
function policyOf(content: string, allowedHashes: Set<string>): string {
  return content
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replace(/ '(sha256-[^']+)'/g, (hash, value: string) => (allowedHashes.has(value) ? hash : ""));
}

/** React's generated ids (`useId`), numbered in the order they appear in the page. */
function renumberIds(html: string): string {
  const ids = new Map<string, string>();
  return html.replace(/_R_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `_R_${ids.size}_`);
    return ids.get(id) ?? id;
  });
}

/**
 * A page with its policy, stylesheet links, React Router's empty Suspense markers and React's generated ids taken
 * out, each counted.
 */
function normalisePage(
  file: string,
  html: string,
  side: "before" | "after",
  allowedHashes: Set<string>,
): [string, string] {
  const policy = CSP_META.exec(html)?.[1] ?? "";
  let page = html.replace(CSP_META, "").replace(STYLESHEETS, "<link rel=stylesheet>");
  const renumbered = renumberIds(page);
  if (side === "after" && renumbered !== page) count("pages: React's generated ids (useId) numbered alike");
  page = renumbered;
  if (side === "after" && file === "index.html" && page.includes('<main id="main" class="RedirectNotice')) {
    count("the home page (/) shows its redirect notice: React Router's `*` route left its body empty");
    page = page.replace(/<main id="main" class="RedirectNotice[\s\S]*?<\/main>/, "");
  }
  if (side === "before" && page.includes(SUSPENSE_MARKERS)) {
    count("React Router's empty Suspense markers <!--$--><!--/$--> after the page data (before only)");
    page = page.replaceAll(SUSPENSE_MARKERS, "");
  }
  return [page, policyOf(policy, allowedHashes)];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

const beforeFiles = listFiles(before);
const afterFiles = new Set(listFiles(after));
const unexplained: string[] = [];
const stylesheets = { before: [] as string[], after: [] as string[] };
for (const file of beforeFiles) if (file.endsWith(".css") && !afterFiles.has(file)) stylesheets.before.push(file);
for (const file of afterFiles) if (file.endsWith(".css") && !beforeFiles.includes(file)) stylesheets.after.push(file);
// In the order the pages link them.
const linked = [...readFileSync(join(before, "404.html"), "utf8").matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)];
const order = linked.map((match) => match[1]);
stylesheets.before.sort((a, b) => order.indexOf(a) - order.indexOf(b));
const withoutNewlines = (files: string[], dir: string) =>
  files.map((file) => readFileSync(join(dir, file), "utf8").replaceAll("\n", "")).join("");
if (withoutNewlines(stylesheets.before, before) !== withoutNewlines(stylesheets.after, after)) {
  unexplained.push(`stylesheets ${stylesheets.before.join(", ")} differ from ${stylesheets.after.join(", ")}`);
} else if (stylesheets.before.length > 0) {
  explained.set(`stylesheets ${stylesheets.before.join(" + ")} joined into ${stylesheets.after.join(", ")}`, 1);
}

// The one inline script that runs on every page is the theme script: its hash is the one a page's policy needs.
const themeHashes = new Set<string>();
for (const file of afterFiles) {
  if (!file.endsWith(".html")) continue;
  const policy = CSP_META.exec(readFileSync(join(after, file), "utf8"))?.[1] ?? "";
  for (const [, hash] of policy.matchAll(/&#x27;(sha256-[^&]+)&#x27;/g)) if (hash) themeHashes.add(hash);
}

for (const file of beforeFiles) {
  if (stylesheets.before.includes(file)) continue;
  if (!afterFiles.has(file)) {
    unexplained.push(`${file}: only before`);
    continue;
  }
  afterFiles.delete(file);
  const old = readFileSync(join(before, file));
  const now = readFileSync(join(after, file));
  if (old.equals(now)) continue;
  if (file === "_headers") {
    const policies = (dir: string) =>
      new Map(
        [...parseHeadersPolicies(readFileSync(join(dir, file), "utf8"))].map(([path, policy]) => [
          path,
          policyOf(policy, themeHashes),
        ]),
      );
    const [oldPolicies, newPolicies] = [policies(before), policies(after)];
    const same =
      oldPolicies.size === newPolicies.size &&
      [...oldPolicies].every(([path, policy]) => newPolicies.get(path) === policy);
    if (same) count("_headers: same policies per path, in tree order, without JSON-LD hashes");
    else unexplained.push("_headers: the policies differ");
    continue;
  }
  if (!file.endsWith(".html")) {
    unexplained.push(`${file}: differs`);
    continue;
  }
  const [oldPage, oldPolicy] = normalisePage(file, old.toString("utf8"), "before", themeHashes);
  const [newPage, newPolicy] = normalisePage(file, now.toString("utf8"), "after", themeHashes);
  if (oldPolicy !== newPolicy) unexplained.push(`${file}: policy ${oldPolicy} became ${newPolicy}`);
  else count("pages: the policy <meta> after the viewport's, apostrophes as &#x27;, no JSON-LD hash");
  if (oldPage !== newPage) {
    const at = [...oldPage].findIndex((char, index) => char !== newPage[index]);
    unexplained.push(
      `${file}: differs at ${at}: …${oldPage.slice(at - 60, at + 60)}… against …${newPage.slice(at - 60, at + 60)}…`,
    );
  } else count("pages: one stylesheet link where there were two");
}
for (const file of afterFiles) if (!stylesheets.after.includes(file)) unexplained.push(`${file}: only after`);

console.log(
  `Compared ${beforeFiles.length} files before with ${beforeFiles.length - stylesheets.before.length + stylesheets.after.length + unexplained.filter((line) => line.endsWith("only after")).length} after.`,
);
for (const [kind, files] of explained) console.log(`  explained: ${kind} (${files} file${files === 1 ? "" : "s"})`);
for (const line of unexplained) console.log(`  NOT EXPLAINED: ${line}`);
process.exit(unexplained.length === 0 ? 0 : 1);
