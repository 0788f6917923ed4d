import { isGraphqlLanguage } from "#shared/code-languages.ts";
import { loadSchema } from "./load-schema.ts";
import { traceSchemaUsage, type SchemaReference } from "./trace-schema-usage.ts";

/** Links for the names in a `graphql` block, traced against the site's schema; other languages get none. */
export function linkGraphqlCode(code: string, lang: string): SchemaReference[] {
  if (!isGraphqlLanguage(lang)) return [];
  return traceSchemaUsage(code, loadSchema().schema);
}
