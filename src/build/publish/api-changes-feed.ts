import { API_CHANGES_FEED } from "#shared/api-changes-feed.ts";

/** One version's section of the changes page, as a feed entry. */
export interface FeedEntry {
  /** `YYYY-MM-DD`, from the section's anchor. */
  date: string;
  anchor: string;
  title: string;
  /** The section's HTML after its heading, links made absolute. */
  html: string;
}

/** What the feed says about itself. */
export interface FeedSite {
  name: string;
  company: string;
  siteUrl: string;
}

const VERSION_HEADING = /<h3 id="(v(\d{4}-\d{2}-\d{2}))"[^>]*>([\s\S]*?)<\/h3>/g;

/**
 * The version sections of the rendered changes page (`### <date> {#v<date>}`, written by
 * src/build/generated-pages/api-changes), newest first as on the page. Read from the page itself so the feed has
 * exactly its entries.
 */
export function readFeedEntries(pageHtml: string, pageUrl: string, siteUrl: string): FeedEntry[] {
  const headings = [...pageHtml.matchAll(VERSION_HEADING)];
  return headings.map((heading, index) => {
    const start = heading.index + heading[0].length;
    const next = headings[index + 1]?.index ?? pageHtml.length;
    // A section ends at the next version, or at a heading of the page's own above its level.
    const rest = pageHtml.slice(start, next);
    const end = rest.search(/<h[12][\s>]/);
    const html = absoluteLinks(removeHeadingAnchors(end === -1 ? rest : rest.slice(0, end)), pageUrl, siteUrl);
    return { anchor: heading[1] ?? "", date: heading[2] ?? "", title: textOf(heading[3] ?? ""), html: html.trim() };
  });
}

/** An Atom feed (RFC 4287) of the entries, newest first. */
export function formatAtomFeed(entries: FeedEntry[], site: FeedSite): string {
  const pageUrl = `${site.siteUrl}${API_CHANGES_FEED.page}`;
  const feedUrl = `${site.siteUrl}${API_CHANGES_FEED.feed}`;
  const updated =
    entries
      .map((entry) => entry.date)
      .sort()
      .at(-1) ?? "1970-01-01";
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `  <title>${escapeXml(`${site.name} API changes`)}</title>`,
    `  <subtitle>Changes between the published versions of the GraphQL type reference, newest first.</subtitle>`,
    `  <id>${escapeXml(pageUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <updated>${updated}T00:00:00Z</updated>`,
    `  <author><name>${escapeXml(site.company)}</name></author>`,
    ...entries.flatMap((entry) => [
      `  <entry>`,
      `    <title>${escapeXml(`Reference of ${entry.title}`)}</title>`,
      `    <id>${escapeXml(`${pageUrl}#${entry.anchor}`)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${pageUrl}#${entry.anchor}`)}"/>`,
      `    <updated>${entry.date}T00:00:00Z</updated>`,
      `    <content type="html">${escapeXml(entry.html)}</content>`,
      `  </entry>`,
    ]),
    `</feed>`,
  ];
  return `${lines.join("\n")}\n`;
}

function removeHeadingAnchors(html: string): string {
  return html.replace(/<a class="heading-anchor"[^>]*>[^<]*<\/a>/g, "");
}

/** Feed readers show entries away from the page: `/docs/…` and `#…` links get the site's address. */
function absoluteLinks(html: string, pageUrl: string, siteUrl: string): string {
  return html.replace(/href="\/(?!\/)/g, `href="${siteUrl}/`).replace(/href="#/g, `href="${pageUrl}#`);
}

function textOf(html: string): string {
  return decodeEntities(removeHeadingAnchors(html).replace(/<[^>]+>/g, "")).trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
