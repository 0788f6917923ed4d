import { chooseBaseStyle, type BaseStyle } from "./base-style.ts";
import { baseMapState, type BaseMapState } from "./describe-base-map.ts";
import { readMapColors, type MapColors } from "./map-colors.ts";
import type { MapLibreMap } from "./maplibre.ts";
import { observeTheme, readTheme } from "./observe-theme.ts";

/** How long a hosted style may take to load before the map gives up on it and draws offline. */
const HOSTED_STYLE_TIMEOUT_MS = 8000;

/** What the base map depends on. */
export interface BaseStyleOptions {
  /** `PublicConfig.mapsAccessToken`; empty means the offline base map. */
  accessToken: string;
  /** Draws our own layers; called after each base style loads, since a new style starts bare. */
  onStyleLoad: (colors: MapColors) => void;
  /** Told which base map is showing each time it is chosen, so the figure can say why one is missing. */
  onBaseMap?: (state: BaseMapState) => void;
}

/**
 * Gives the map its base style and keeps it right: dark or light with the site theme, and offline
 * for the rest of the page's life once a hosted style fails (offline, bad key, blocked, too slow).
 * Returns a function that stops following the theme.
 */
export function manageBaseStyle(
  map: MapLibreMap,
  { accessToken, onStyleLoad, onBaseMap }: BaseStyleOptions,
): () => void {
  let hostedFailed = false;
  let current: BaseStyle | undefined;
  let colors: MapColors | undefined;
  let styleLoaded = false;
  let mapLoaded = false;
  let timer: number | undefined;

  const apply = () => {
    const theme = readTheme();
    colors = readMapColors(getComputedStyle(document.documentElement), theme);
    current = chooseBaseStyle({ accessToken, theme, colors, hostedFailed });
    // Says which base map is showing, e.g. `local-dark`: handy when debugging and in tests.
    map.getContainer().dataset.baseMap = `${current.kind}-${theme}`;
    onBaseMap?.(baseMapState(current.kind, accessToken, navigator.onLine));
    styleLoaded = false;
    window.clearTimeout(timer);
    if (current.kind === "hosted") timer = window.setTimeout(fallBack, HOSTED_STYLE_TIMEOUT_MS);
    map.setStyle(current.kind === "hosted" ? current.url : current.style, { diff: false });
  };
  const fallBack = () => {
    if (hostedFailed || current?.kind !== "hosted") return;
    hostedFailed = true;
    console.warn("The hosted base map did not load; drawing the offline base map instead.");
    apply();
  };

  map.on("style.load", () => {
    styleLoaded = true;
    window.clearTimeout(timer);
    if (colors) onStyleLoad(colors);
  });
  map.once("load", () => (mapLoaded = true));
  // Errors before the style and its first tiles are in mean the hosted base map is unusable.
  map.on("error", (event) => {
    if (current?.kind === "hosted" && (!styleLoaded || !mapLoaded)) fallBack();
    else console.warn("Map error:", event.error);
  });

  apply();
  const stopObserving = observeTheme(apply);
  return () => {
    window.clearTimeout(timer);
    stopObserving();
  };
}
