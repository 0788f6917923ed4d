import { PAGE_DATA_SCRIPT_ID, type PageIslandData } from "#shared/page-islands.ts";

/** The data the build wrote into the page (src/shared/page-islands.ts); `undefined`, with a warning, when it is missing. */
export function readPageData(): PageIslandData | undefined {
  const script = document.getElementById(PAGE_DATA_SCRIPT_ID);
  try {
    if (script?.textContent) return JSON.parse(script.textContent) as PageIslandData;
  } catch {
    // Reported below, as for a missing script.
  }
  console.warn(
    `#${PAGE_DATA_SCRIPT_ID} is missing or not JSON: the page's forms, live examples and navigation groups stay off.`,
  );
  return undefined;
}
