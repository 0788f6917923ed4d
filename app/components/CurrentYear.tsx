import { islandMark } from "../../lib/shared/page-islands.ts";

/** The build's year; app/islands/current-year.ts corrects it in the browser when the year has changed since. */
export function CurrentYear() {
  return (
    <span data-testid="current-year" {...islandMark("currentYear")}>
      {new Date().getFullYear()}
    </span>
  );
}
