import type { PublicConfig } from "#shared/public-config.ts";
import { describeBaseMap } from "./describe-base-map.ts";
import { supportsWebGl2 } from "./detect-webgl.ts";
import { fetchItinerary } from "./fetch-itinerary.ts";
import { prepareMapFigure, type MapFigure } from "./map-figure.ts";
import { MAP_MARKUP } from "#shared/widget-markup.ts";

/** Shown in place of the map, above the stop list, when the browser cannot draw it. */
export const WEBGL_UNAVAILABLE = "Interactive map unavailable: WebGL is not supported in this browser.";
/** Shown when the map's data or code failed to load; the console has the details. */
export const MAP_LOAD_FAILED = "Interactive map unavailable: the map could not be loaded.";

/**
 * Turns every prerendered `figure.itinerary-map` under `root` into a live MapLibre map of its
 * GeoJSON: route lines, numbered stop markers with popups and zoom/reset controls. The prerendered
 * stop list stays as the text alternative. Returns a cleanup function.
 */
export function mountItineraryMaps(root: HTMLElement, config: PublicConfig): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>(`figure.${MAP_MARKUP.figureClass}[${MAP_MARKUP.source}]`)];
  const cleanups = figures.map((figure) => mountItineraryMap(figure, config));
  return () => cleanups.forEach((cleanup) => cleanup());
}

function mountItineraryMap(element: HTMLElement, config: PublicConfig): () => void {
  const figure = prepareMapFigure(element);
  if (!supportsWebGl2()) {
    figure.showUnavailable(WEBGL_UNAVAILABLE);
    return () => figure.restore();
  }
  const abort = new AbortController();
  let removeMap: (() => void) | undefined;
  void loadAndDraw(figure, config, abort.signal)
    .then((remove) => (abort.signal.aborted ? remove() : (removeMap = remove)))
    .catch((error: unknown) => {
      if (abort.signal.aborted) return;
      console.error(error);
      const isWebGl = error instanceof Error && error.name === "GPUInitializationError";
      figure.showUnavailable(isWebGl ? WEBGL_UNAVAILABLE : MAP_LOAD_FAILED);
    });
  return () => {
    abort.abort();
    removeMap?.();
    figure.restore();
  };
}

/** Loads the data and the map library side by side, then draws. Resolves to the map's remover. */
async function loadAndDraw(figure: MapFigure, config: PublicConfig, signal: AbortSignal): Promise<() => void> {
  const [itinerary, { drawMaplibreMap }] = await Promise.all([
    fetchItinerary(figure.src, signal),
    import("./draw-maplibre-map.ts"),
  ]);
  if (signal.aborted) return () => {};
  return drawMaplibreMap({
    container: figure.container,
    itinerary,
    title: figure.title,
    accessToken: config.mapsAccessToken,
    onReady: () => figure.showReady(itinerary.stops.length),
    onBaseMap: (state) => figure.showBaseMapNotice(describeBaseMap(state)),
  });
}
