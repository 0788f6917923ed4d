/**
 * The only module that imports MapLibre GL JS. It is reached through dynamic imports alone, so
 * the library, its stylesheet and its worker load only on pages with a map, once one is in view.
 */
import { setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// MapLibre 6 runs its worker from a separate module file; Vite emits it and gives us its URL.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

setWorkerUrl(workerUrl);

export { Map as MapLibreMap, Marker, NavigationControl, Popup } from "maplibre-gl";
export type { IControl, StyleSpecification } from "maplibre-gl";
