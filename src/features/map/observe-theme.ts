import { toTheme, type Theme } from "./map-colors.ts";

/** The site theme now in effect. */
export function readTheme(): Theme {
  return toTheme(document.documentElement.dataset.theme);
}

/** Calls `onChange` whenever the theme toggle switches `<html data-theme>`. Returns a stop function. */
export function observeTheme(onChange: (theme: Theme) => void): () => void {
  let current = readTheme();
  const observer = new MutationObserver(() => {
    const next = readTheme();
    if (next === current) return;
    current = next;
    onChange(next);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}
