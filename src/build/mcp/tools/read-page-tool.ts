import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { closestNames } from "../closest-names.ts";
import { assertBuilt, listExportedPages, normalizePagePath, readMarkdownExport, type DocsSite } from "../docs-site.ts";
import { answer, answerOrRefuse, refusal } from "../tool-result.ts";

/** `read_page`: a page's Markdown export, as the site publishes it at `<path>.md`. */
export function registerReadPage(server: McpServer, site: DocsSite): void {
  server.registerTool(
    "read_page",
    {
      title: "Read a docs page",
      description:
        "Read one documentation page as Markdown. `path` is a site path from search_docs or a link, such as " +
        "`/docs/graphql/getting-started/graph-ql`; a full URL or a `.md` address works too.",
      inputSchema: {
        path: z
          .string({ error: "read_page needs `path`: a site path such as `/docs/graphql/getting-started/graph-ql`." })
          .trim()
          .min(1, "read_page needs a non-empty `path`, such as `/docs/graphql/getting-started/graph-ql`."),
      },
    },
    ({ path }) =>
      answerOrRefuse(() => {
        assertBuilt(site);
        const pagePath = normalizePagePath(site, path);
        if (!pagePath)
          return refusal(`\`${path}\` is not a page of this site. Give a site path such as \`/docs/embed\`.`);
        const markdown = readMarkdownExport(site, pagePath);
        if (markdown === undefined) {
          const suggestions = closestNames(pagePath, listExportedPages(site)).map((page) => `\`${page}\``);
          return refusal(
            `No page at \`${pagePath}\`. Closest pages: ${suggestions.join(", ")}. ` +
              "Use search_docs to find a page, or list_example_operations for the operation pages.",
          );
        }
        return answer(markdown);
      }),
  );
}
