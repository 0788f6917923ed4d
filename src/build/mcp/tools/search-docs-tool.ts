import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ExcerptSegment } from "#features/search/parse-excerpt.ts";
import { assertBuilt, publicUrl, type DocsSite } from "../docs-site.ts";
import { startSiteSearch } from "../site-search.ts";
import { answer, answerOrRefuse } from "../tool-result.ts";

const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 50;

/** An excerpt as Markdown: the matched words in bold. */
function excerptText(segments: ExcerptSegment[]): string {
  return segments
    .map((segment) => (segment.mark ? `**${segment.text}**` : segment.text))
    .join("")
    .trim();
}

/** `search_docs`: the site's search, the dialog's results in the dialog's order. */
export function registerSearchDocs(server: McpServer, site: DocsSite): void {
  server.registerTool(
    "search_docs",
    {
      title: "Search the docs",
      description:
        "Search the documentation (guides, GraphQL schema reference, example operations) as the site's search does. " +
        "Returns titles, site paths (give one to read_page), public URLs and excerpts, best first.",
      inputSchema: {
        query: z
          .string({
            error: "search_docs needs `query`: the words to search for, such as `leaflet` or `Itinerary.title`.",
          })
          .trim()
          .min(1, "search_docs needs a non-empty `query`, such as `leaflet` or `Itinerary.title`."),
        limit: z
          .number({ error: `\`limit\` must be a whole number from 1 to ${MAX_LIMIT}.` })
          .int(`\`limit\` must be a whole number from 1 to ${MAX_LIMIT}.`)
          .min(1, `\`limit\` must be a whole number from 1 to ${MAX_LIMIT}.`)
          .max(MAX_LIMIT, `\`limit\` must be a whole number from 1 to ${MAX_LIMIT}.`)
          .optional()
          .describe(`How many results to return (default ${DEFAULT_LIMIT}).`),
      },
    },
    ({ query, limit }) =>
      answerOrRefuse(async () => {
        assertBuilt(site);
        const search = await startSiteSearch(site.clientDir);
        const outcome = await search.search(query, limit ?? DEFAULT_LIMIT);
        if (outcome.hits.length === 0) {
          const none = `No page matches \`${query}\`. Try fewer or other words, or a schema name such as \`Itinerary\`.`;
          return answer(none, { total: 0, results: [] });
        }
        const results = outcome.hits.map((hit) => ({
          title: hit.heading && hit.heading !== hit.title ? `${hit.title}: ${hit.heading}` : hit.title,
          path: hit.path,
          url: publicUrl(site, hit.href),
          excerpt: excerptText(hit.excerpt),
        }));
        const lines = results.map(
          (result, index) =>
            `${index + 1}. [${result.title}](${result.url}) (\`${result.path}\`)\n   ${result.excerpt}`,
        );
        const instead = outcome.correction
          ? `No page has \`${query}\`; these are the results for \`${outcome.correction}\`.\n\n`
          : "";
        const heading = `${instead}${outcome.total} page${outcome.total === 1 ? "" : "s"} match \`${query}\`; the best ${results.length}:`;
        return answer(`${heading}\n\n${lines.join("\n")}`, {
          total: outcome.total,
          correction: outcome.correction,
          results,
        });
      }),
  );
}
