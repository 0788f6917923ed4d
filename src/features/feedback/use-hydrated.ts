import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered markup, true when the browser renders the component (a form island, form-island.tsx).
 * Forms use it to keep their controls disabled until they work, so an early click can't do nothing or submit
 * natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
