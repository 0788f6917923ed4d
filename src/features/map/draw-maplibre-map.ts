import type { BaseMapState } from "./describe-base-map.ts";
import type { Itinerary } from "./itinerary.ts";
import { manageBaseStyle } from "./manage-base-style.ts";
import { MapLibreMap, NavigationControl } from "./maplibre.ts";
import { ResetViewControl } from "./reset-view-control.ts";
import { addRouteLayers } from "./route-layers.ts";
import { addStopMarkers } from "./stop-markers.ts";

/** What one live map needs. */
export interface DrawMapOptions {
  /** An empty element whose size CSS has already fixed. */
  container: HTMLElement;
  itinerary: Itinerary;
  /** The figure's title, for the canvas's accessible name. */
  title: string;
  /** `PublicConfig.mapsAccessToken`; empty means the offline base map. */
  accessToken: string;
  /** Called once, when the base map and the itinerary are drawn. */
  onReady: () => void;
  /** Called with the base map in use whenever it is chosen (hosted, or missing and why). */
  onBaseMap: (state: BaseMapState) => void;
}

const FIT = { padding: 40, maxZoom: 16 };

/**
 * Draws an itinerary with MapLibre: a hosted or offline base map that follows the site theme, the
 * route, numbered stop markers and zoom/reset buttons. Throws `GPUInitializationError` without
 * WebGL 2. Returns a function that removes the map.
 */
export function drawMaplibreMap({
  container,
  itinerary,
  title,
  accessToken,
  onReady,
  onBaseMap,
}: DrawMapOptions): () => void {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const map = new MapLibreMap({
    container,
    bounds: itinerary.bounds,
    fitBoundsOptions: FIT,
    attributionControl: { compact: true },
    // On a scrolling docs page, a plain wheel or one-finger drag scrolls the page, not the map.
    cooperativeGestures: true,
    dragRotate: false,
    pitchWithRotate: false,
    reduceMotion,
  });
  map.keyboard.disableRotation();
  map.touchZoomRotate.disableRotation();
  map.getCanvas().setAttribute("aria-label", `${title}: map of ${itinerary.stops.length} numbered stops`);
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  const reset = () => map.fitBounds(itinerary.bounds, { ...FIT, animate: !reduceMotion });
  map.addControl(new ResetViewControl(reset), "top-right");
  map.once("load", onReady);

  const stopBaseStyle = manageBaseStyle(map, {
    accessToken,
    onStyleLoad: (colors) => addRouteLayers(map, itinerary.legs, colors),
    onBaseMap,
  });
  const removeMarkers = addStopMarkers(map, itinerary.stops);
  return () => {
    stopBaseStyle();
    removeMarkers();
    map.remove();
  };
}
