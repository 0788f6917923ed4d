import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered markup and during hydration, true once React runs the page. Forms use it
 * to keep their buttons disabled until they work, so an early click can't do nothing or submit natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
