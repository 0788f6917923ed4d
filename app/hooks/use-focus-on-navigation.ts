import { useEffect, useRef, type RefObject } from "react";

/** After a client-side navigation, moves focus to the new page's heading and announces its title. */
export function useFocusOnNavigation(headingRef: RefObject<HTMLElement | null>, path: string): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (window.location.hash) return;
    headingRef.current?.focus({ preventScroll: true });
    const announcer = document.getElementById("route-announcer");
    if (announcer) announcer.textContent = document.title;
  }, [headingRef, path]);
}
