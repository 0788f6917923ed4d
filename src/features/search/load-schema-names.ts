import { parseSearchNames, SEARCH_NAMES_URL, type SearchNames } from "#shared/search-names.ts";

let namesPromise: Promise<SearchNames> | undefined;

/** The schema's names, fetched once per page the first time a query looks like one; after a failure, tried again. */
export function loadSchemaNames(): Promise<SearchNames> {
  namesPromise ??= fetch(SEARCH_NAMES_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${SEARCH_NAMES_URL} answered ${response.status}.`);
      return parseSearchNames(await response.json());
    })
    .catch((error: unknown) => {
      namesPromise = undefined;
      throw error;
    });
  return namesPromise;
}
