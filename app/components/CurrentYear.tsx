import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const buildYear = new Date().getFullYear();

/** The current year; the prerendered page shows the build year and the browser corrects it if it has changed. */
export function CurrentYear() {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="current-year">{year}</span>;
}
