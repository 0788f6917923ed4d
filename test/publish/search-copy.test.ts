import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { elementEnd, searchCopyOf } from "#build/publish/search-copy.ts";
import { writeSearchIndex } from "#build/publish/search-index.ts";

const HEAD = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Lists | Waymark</title></head>';

/** A page shaped as the app renders one: chrome around the article, code and snippets ignored inside it. */
function page(slug: string, words: string): string {
  return (
    `${HEAD}<body><script>try{}catch(e){}</script><header><nav aria-label="Main"><a href="/docs">Docs</a></nav></header>` +
    `<aside data-pagefind-ignore=""><nav><div><div>Section</div></div></nav></aside>` +
    `<article class="page" data-pagefind-body="" data-pagefind-filter="group:guide" data-pagefind-meta="keywords:${slug}">` +
    `<nav aria-label="Breadcrumb"><ol><li>Docs</li></ol></nav>` +
    `<div class="code-identifiers" hidden="" data-pagefind-weight="0.5">createList ${slug}Id</div>` +
    `<h1>${slug} lists <span>New</span></h1><p>${words}</p>` +
    `<h2 id="create-the-list">Create the list<a class="heading-anchor" href="#create-the-list">#</a></h2>` +
    `<figure class="code-block" id="graphql-example-1" data-pagefind-ignore="" data-lang="graphql">` +
    `<figcaption><span class="lang">GraphQL</span></figcaption><pre><code><span class="line">` +
    `<span class="sk-1">mutation</span> <span class="sk-2">createList</span></span></code></pre></figure>` +
    `<details class="request-snippets" data-pagefind-ignore=""><summary>Request</summary><div role="tablist">` +
    `<div role="tabpanel" id="request-1-0"><figure class="code-block" data-pagefind-ignore=""><pre>curl</pre></figure>` +
    `</div></div><script type="application/json">{"a":"\\u003c/details>"}</script></details>` +
    `<h3 id="share">Share ${slug} with a link</h3><p>Anyone with the link sees the ${slug} list.</p>` +
    `<div data-pagefind-ignore=""><div class="actions"><div>Edit this page</div></div></div>` +
    `</article><footer data-pagefind-ignore="">Footer</footer></body></html>`
  );
}

describe("searchCopyOf", () => {
  it("keeps the html tag, the title and the article, with each ignored element's content removed", () => {
    expect(searchCopyOf(page("Trip", "Plan trips."), "docs/trips/index.html")).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>Lists | Waymark</title></head><body>' +
        '<article class="page" data-pagefind-body="" data-pagefind-filter="group:guide" data-pagefind-meta="keywords:Trip">' +
        '<nav aria-label="Breadcrumb"><ol><li>Docs</li></ol></nav>' +
        '<div class="code-identifiers" hidden="" data-pagefind-weight="0.5">createList TripId</div>' +
        "<h1>Trip lists <span>New</span></h1><p>Plan trips.</p>" +
        '<h2 id="create-the-list">Create the list<a class="heading-anchor" href="#create-the-list">#</a></h2>' +
        '<figure class="code-block" id="graphql-example-1" data-pagefind-ignore="" data-lang="graphql"></figure>' +
        '<details class="request-snippets" data-pagefind-ignore=""></details>' +
        '<h3 id="share">Share Trip with a link</h3><p>Anyone with the link sees the Trip list.</p>' +
        '<div data-pagefind-ignore=""></div></article></body></html>',
    );
  });

  it("keeps an ignored element whole when its content has a filter, metadata or sort key Pagefind still reads", () => {
    const html = `${HEAD}<body><article data-pagefind-body><div data-pagefind-ignore><p>Skip</p><span data-pagefind-filter="level:2">2</span></div></article></body></html>`;
    expect(searchCopyOf(html, "a.html")).toContain(
      '<div data-pagefind-ignore><p>Skip</p><span data-pagefind-filter="level:2">2</span></div>',
    );
  });

  it("leaves an ignored element without content as it is: a void or self-closed one", () => {
    const html = `${HEAD}<body><article data-pagefind-body><img data-pagefind-ignore src="a.png"><svg data-pagefind-ignore/><p>Text</p></article></body></html>`;
    expect(searchCopyOf(html, "a.html")).toContain(
      '<article data-pagefind-body><img data-pagefind-ignore src="a.png"><svg data-pagefind-ignore/><p>Text</p></article>',
    );
  });

  it("gives nothing for a page without an article to index (a redirect page)", () => {
    expect(searchCopyOf(`${HEAD}<body>Moved</body></html>`, "docs/old/index.html")).toBeUndefined();
  });

  it("reads Pagefind's attributes in tags only, not in text that names them", () => {
    const html = `${HEAD}<body><article data-pagefind-body><h2 id="a">The data-pagefind-body and data-pagefind-filter attributes</h2></article><nav><a href="#a">The data-pagefind-body and data-pagefind-filter attributes</a></nav></body></html>`;
    expect(searchCopyOf(html, "a.html")).toContain(
      '<h2 id="a">The data-pagefind-body and data-pagefind-filter attributes</h2>',
    );
  });

  it("refuses a page with a Pagefind attribute outside its article, naming the file and the fix", () => {
    const html = `${HEAD}<body><div data-pagefind-meta="image:/a.png"></div><article data-pagefind-body><p>A</p></article></body></html>`;
    expect(() => searchCopyOf(html, "docs/a/index.html")).toThrow(
      "docs/a/index.html: `data-pagefind-meta` outside the page's `data-pagefind-body` element, which the search copy would leave out (src/build/publish/search-copy.ts): move it into the article.",
    );
    const twoBodies = `${HEAD}<body><article data-pagefind-body>A</article><div data-pagefind-body>B</div></body></html>`;
    expect(() => searchCopyOf(twoBodies, "docs/b/index.html")).toThrow(
      "docs/b/index.html: `data-pagefind-body` outside",
    );
  });

  it("finds an element's end past nested elements of its name and past scripts, and names an unclosed one", () => {
    const html = '<div a><div><script>"</div>"</script></div><divider></divider></div><p>after</p>';
    expect(html.slice(0, elementEnd(html, 0))).toBe(html.slice(0, html.indexOf("<p>")));
    expect(() => elementEnd("<div><div></div>", 0, "docs/c/index.html")).toThrow(
      "docs/c/index.html: the <div> at offset 0 is never closed.",
    );
  });

  it("gives Pagefind what it needs to write the same index, byte for byte, as from the pages themselves", async () => {
    const root = mkdtempSync(join(tmpdir(), "search-copy-"));
    const pages = {
      "docs/lists/index.html": page("Saved", "Lists keep places in order for a trip."),
      "docs/trails/index.html": page("Trail", "Trails draw a route between the stops of a trip."),
    };
    const fromPages = join(root, "pages");
    const fromCopies = join(root, "copies");
    const copies = join(root, "search-pages");
    for (const [file, html] of Object.entries(pages)) {
      for (const [dir, text] of [
        [fromPages, html],
        [fromCopies, html],
        [copies, searchCopyOf(html, file) ?? ""],
      ] as const) {
        mkdirSync(join(dir, file, ".."), { recursive: true });
        writeFileSync(join(dir, file), text);
      }
    }
    await writeSearchIndex(fromPages);
    await writeSearchIndex(fromCopies, { pagesDir: copies });
    const indexFiles = (dir: string) =>
      readdirSync(join(dir, "pagefind"), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(join(dir, "pagefind").length + 1))
        .sort();
    const files = indexFiles(fromPages);
    expect(files.filter((file) => file.startsWith("fragment/"))).toHaveLength(2);
    expect(indexFiles(fromCopies)).toEqual(files);
    for (const file of files) {
      const same = readFileSync(join(fromCopies, "pagefind", file)).equals(
        readFileSync(join(fromPages, "pagefind", file)),
      );
      expect(same, file).toBe(true);
    }
  });
});
