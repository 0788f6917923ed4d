import { islandMark } from "#shared/page-islands.ts";

/** The build's year; src/browser/islands/current-year.ts corrects it in the browser when the year has changed since. */
export function CurrentYear() {
  return (
    <span data-testid="current-year" {...islandMark("currentYear")}>
      {new Date().getFullYear()}
    </span>
  );
}
