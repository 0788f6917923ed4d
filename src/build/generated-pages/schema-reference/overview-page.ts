import type { GraphQLObjectType, GraphQLSchema } from "graphql";
import { SCHEMA_REFERENCE_PATH, typeHref } from "#build/graphql/schema-reference-path.ts";
import type { GeneratedPage } from "#build/generated-pages/generated-page.ts";
import { firstSentence, markdownText } from "#build/generated-pages/markdown-text.ts";
import { fieldLink } from "./type-sections.ts";
import { kindOf, listNamedTypes, TYPE_KINDS } from "./type-kind.ts";

/** The reference's front page: root fields, then every type grouped by kind, with a filter box. */
export function formatOverviewPage(schema: GraphQLSchema, source: string): GeneratedPage {
  const types = listNamedTypes(schema);
  const sections = [
    formatRootFields("Queries", schema.getQueryType()),
    formatRootFields("Mutations", schema.getMutationType()),
    ...TYPE_KINDS.map(({ kind, heading }) => {
      // Types are listed by name only: with every description the overview outgrows the page-weight budget.
      const items = types
        .filter((type) => kindOf(type) === kind)
        .map((type) => `- [${type.name}](${typeHref(type.name)})`);
      return items.length > 0 ? `## ${heading}\n\n${items.join("\n")}` : "";
    }),
  ];
  const intro = [
    `Every query, mutation and type of the GraphQL schema, generated from the schema files this site validates its`,
    `examples against (${types.length} types). Each type has its own page with its fields, where it is used, and the`,
    `guides and example operations that select it. In any GraphQL example on this site, field and type names link here.`,
  ].join("\n");
  return {
    path: SCHEMA_REFERENCE_PATH,
    title: "Schema types",
    weight: 6,
    description: "Every query, mutation and type of the GraphQL schema, with fields, arguments and where each is used.",
    keywords: ["schema", "types", "reference", "queries", "mutations", "fields"],
    body: `${intro}\n\n::filter-list\n\n${sections.filter(Boolean).join("\n\n")}\n`,
    source,
  };
}

function formatRootFields(heading: string, root: GraphQLObjectType | null | undefined): string {
  if (!root) return "";
  const items = Object.values(root.getFields()).map((field) => {
    const summary = firstSentence(field.description);
    return `- ${fieldLink(root.name, field.name)}${summary ? `: ${markdownText(summary)}` : ""}`;
  });
  return `## ${heading}\n\n${items.join("\n")}`;
}
