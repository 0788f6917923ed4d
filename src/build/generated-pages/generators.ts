import type { PageGenerator } from "./generated-page.ts";
import { operationPages } from "./operations/operation-pages.ts";
import { schemaReferencePages } from "./schema-reference/schema-reference-pages.ts";

/** Every page generator of the site, in the order they run. Add a generator here. */
export const GENERATORS: PageGenerator[] = [schemaReferencePages, operationPages];
