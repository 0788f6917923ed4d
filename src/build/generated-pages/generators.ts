import type { PageGenerator } from "./generated-page.ts";
import { operationPages } from "./operations/operation-pages.ts";
import { schemaReferencePages } from "./schema-reference/schema-reference-pages.ts";
import { troubleshootingPage } from "./troubleshooting-page.ts";

/** Every page generator of the site, in the order they run within their phase. Add a generator here. */
export const GENERATORS: PageGenerator[] = [operationPages, schemaReferencePages, troubleshootingPage];
