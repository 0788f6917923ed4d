import { indexTypeUses } from "#build/graphql/used-by.ts";
import { indexTypeHistories, type TypeHistory } from "#build/generated-pages/api-changes/type-history.ts";
import type { PageGenerator } from "#build/generated-pages/generated-page.ts";
import { loadExampleOperations } from "#build/generated-pages/operations/load-operations.ts";
import { formatOverviewPage } from "./overview-page.ts";
import { formatTypePage } from "./type-page.ts";
import { listNamedTypes } from "./type-kind.ts";

/** The schema reference: an overview and one page per named type, from `schema/*.graphql`. */
export const schemaReferencePages: PageGenerator<"after-render"> = {
  name: "schema reference",
  // After: "Used by" lists the guides whose examples select a type's fields, traced while they render.
  phase: "after-render",
  parent: "/docs/graphql",
  linksCode: true,
  generate({ rootDir, loadSchema, loadReferenceHistory, guides }) {
    const { schema, sources } = loadSchema();
    const uses = indexTypeUses(schema);
    const operations = loadExampleOperations(rootDir, schema);
    const types = listNamedTypes(schema);
    const history = loadReferenceHistory();
    const histories = history ? indexTypeHistories(history) : new Map<string, TypeHistory>();
    return [
      formatOverviewPage(schema, "schema"),
      ...types.map((type) =>
        formatTypePage({
          type,
          schema,
          uses: uses.get(type.name) ?? [],
          guides: guides.filter((guide) => guide.types.includes(type.name)),
          operations: operations.filter((operation) => operation.types.includes(type.name)),
          source: sources.fileOf(type.name) ?? "schema",
          history: histories.get(type.name),
        }),
      ),
    ];
  },
};
