/** How long the pointer rests on a link before its page is fetched: passing over a list prefetches nothing. */
const HOVER_DELAY_MS = 80;

/**
 * Pages are separate documents, so a link the reader is about to follow (pointer resting on it, keyboard focus,
 * touch) has its page fetched ahead into the browser's cache, as the router's intent prefetch did.
 */
export function prefetchOnIntent(): void {
  const fetched = new Set<string>([window.location.pathname]);
  let timer = 0;
  const prefetch = (target: EventTarget | null) => {
    const path = prefetchablePath(target);
    if (!path || fetched.has(path)) return;
    fetched.add(path);
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.href = path;
    document.head.append(hint);
  };
  document.addEventListener("pointerover", (event) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => prefetch(event.target), HOVER_DELAY_MS);
  });
  document.addEventListener("pointerout", () => window.clearTimeout(timer));
  document.addEventListener("focusin", (event) => prefetch(event.target));
  document.addEventListener("touchstart", (event) => prefetch(event.target), { passive: true });
}

/** The path of a same-site page link under `target`, or `undefined` (other sites, files, new tabs, downloads). */
function prefetchablePath(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url.pathname;
}
