import { islandSelector } from "#shared/page-islands.ts";

/** The footer shows the build's year; a page built last year says this year's. */
export function correctCurrentYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll(islandSelector("currentYear"))) {
    if (element.textContent !== year) element.textContent = year;
  }
}
