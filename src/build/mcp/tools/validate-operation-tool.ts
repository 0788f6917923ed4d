import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { publicUrl, type DocsSite } from "../docs-site.ts";
import { checkOperation, type TextLocation } from "../operation-check.ts";
import { answer, answerOrRefuse, refusal } from "../tool-result.ts";

function at(locations: TextLocation[]): string {
  return locations.map((location) => `line ${location.line}, column ${location.column}`).join("; ") || "unknown place";
}

/** `validate_operation`: a GraphQL operation checked against the schema, as the build checks the guides' examples. */
export function registerValidateOperation(server: McpServer, site: DocsSite): void {
  server.registerTool(
    "validate_operation",
    {
      title: "Validate a GraphQL operation",
      description:
        "Check a GraphQL operation against the API's schema before running it: syntax and validation errors with " +
        "line and column, the deprecated fields it uses with what to use instead, and links to the schema reference.",
      inputSchema: {
        operation: z
          .string({
            error:
              'validate_operation needs `operation`: the GraphQL text, such as `query { itinerary(id: "…") { title } }`.',
          })
          .refine((text) => text.trim() !== "", "validate_operation needs a non-empty `operation` (GraphQL text)."),
      },
    },
    ({ operation }) =>
      answerOrRefuse(() => {
        const check = checkOperation(operation, loadSchema(site.schemaDir));
        if ("syntaxError" in check) {
          const { message, locations } = check.syntaxError;
          return refusal(`The operation does not parse (${at(locations)}): ${message}`);
        }
        const link = (path: string | undefined) => (path ? ` Reference: ${publicUrl(site, path)}` : "");
        const problems = check.problems.map((problem) => ({
          ...problem,
          reference: problem.reference && publicUrl(site, problem.reference),
        }));
        const deprecated = check.deprecated.map((use) => ({ ...use, reference: publicUrl(site, use.reference) }));
        const references = check.references.map((path) => publicUrl(site, path));
        const sections = [
          problems.length === 0
            ? "The operation is valid against the schema."
            : `The operation has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n\n` +
              check.problems
                .map(
                  (problem, index) =>
                    `${index + 1}. ${at(problem.locations)}: ${problem.message}${link(problem.reference)}`,
                )
                .join("\n"),
        ];
        if (deprecated.length > 0) {
          sections.push(
            `It uses ${deprecated.length} deprecated part${deprecated.length === 1 ? "" : "s"}:\n\n` +
              check.deprecated
                .map(
                  (use) => `- \`${use.name}\` (${at([use.location])}): deprecated. ${use.reason}${link(use.reference)}`,
                )
                .join("\n"),
          );
        }
        if (references.length > 0)
          sections.push(`Schema reference of what it selects:\n\n${references.map((url) => `- ${url}`).join("\n")}`);
        return answer(sections.join("\n\n"), { valid: problems.length === 0, problems, deprecated, references });
      }),
  );
}
