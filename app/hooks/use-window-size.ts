import { useSyncExternalStore } from "react";

/** Window size in CSS pixels; `undefined` during prerender and hydration so server and client markup match. */
export interface WindowSize {
  width: number | undefined;
  height: number | undefined;
}

let cachedSize: WindowSize = { width: undefined, height: undefined };
const serverSize: WindowSize = { width: undefined, height: undefined };

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

function readSize(): WindowSize {
  if (cachedSize.width !== window.innerWidth || cachedSize.height !== window.innerHeight) {
    cachedSize = { width: window.innerWidth, height: window.innerHeight };
  }
  return cachedSize;
}

/** Tracks the window size; safe to use in prerendered components. */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore(subscribe, readSize, () => serverSize);
}
