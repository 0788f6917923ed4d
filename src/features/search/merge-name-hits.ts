import type { NameMatch } from "./schema-names.ts";
import { shapeNameHit, type SearchHit } from "./shape-result.ts";

/**
 * The dialog's list: the reference entries the query names first, then Pagefind's ranked pages, one entry per page.
 * A reference page that a name entry leads to is not listed again; its excerpt goes to the name entry instead.
 */
export function mergeNameHits(names: NameMatch[], pageHits: SearchHit[], limit: number): SearchHit[] {
  const namePaths = new Set(names.map((name) => name.path));
  const nameHits = names.map((name) =>
    shapeNameHit(
      name,
      pageHits.find((hit) => hit.path === name.path),
    ),
  );
  return [...nameHits, ...pageHits.filter((hit) => !namePaths.has(hit.path))].slice(0, limit);
}
