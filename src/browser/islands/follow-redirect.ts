import { ISLAND_ATTRIBUTES, islandSelector } from "#shared/page-islands.ts";

/** On a redirect page, goes on to its target at once, replacing it in the history. Returns whether it did. */
export function followRedirect(): boolean {
  const target = document.querySelector(islandSelector("redirectTo"))?.getAttribute(ISLAND_ATTRIBUTES.redirectTo);
  if (!target) return false;
  window.location.replace(target);
  return true;
}
