import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { loadExampleOperations, operationPath } from "#build/generated-pages/operations/load-operations.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { publicUrl, type DocsSite } from "../docs-site.ts";
import { answer, answerOrRefuse, refusal } from "../tool-result.ts";

/** `list_example_operations`: the files of examples/operations, each with its page on the site. */
export function registerListExampleOperations(server: McpServer, site: DocsSite): void {
  server.registerTool(
    "list_example_operations",
    {
      title: "List the example operations",
      description:
        "List the example GraphQL operations (files under examples/operations): name, file, what it does, the token " +
        "it needs and its page (read it with read_page). `group` narrows the list to a folder such as `itinerary`.",
      inputSchema: {
        group: z
          .string({ error: "`group` must be a folder name such as `itinerary` or `itinerary/location`." })
          .trim()
          .optional(),
      },
    },
    ({ group }) =>
      answerOrRefuse(() => {
        const all = loadExampleOperations(site.rootDir, loadSchema(site.schemaDir).schema);
        const operations = group
          ? all.filter((operation) => operation.group === group || operation.group.startsWith(`${group}/`))
          : all;
        if (operations.length === 0) {
          const groups = [...new Set(all.map((operation) => operation.group.split("/")[0]))];
          return refusal(
            `No example operations in \`${group ?? ""}\`. Groups: ${groups.map((name) => `\`${name}\``).join(", ")}.`,
          );
        }
        const listed = operations.map((operation) => ({
          name: operation.name,
          group: operation.group,
          file: operation.file,
          summary: operation.summary,
          token: operation.token ?? "unstated",
          page: operationPath(operation),
          url: publicUrl(site, operationPath(operation)),
        }));
        const lines = listed.map(
          (operation) =>
            `- **${operation.name}** (\`${operation.file}\`, ${operation.token} token): ${operation.summary} Page: \`${operation.page}\``,
        );
        return answer(`${listed.length} example operations:\n\n${lines.join("\n")}`, { operations: listed });
      }),
  );
}
