/**
 * The only module that loads MapLibre GL JS. It is reached through dynamic imports alone, so the library, its
 * stylesheet and its worker load only on pages with a map, once one is in view.
 *
 * MapLibre ships its library as one minified, self-contained ES module: Vite copies it as it is (`?url`) and the page
 * imports it from there, rather than parsing and minifying its 1.1 MB again on every build.
 */
import "maplibre-gl/dist/maplibre-gl.css";
import libraryUrl from "maplibre-gl/dist/maplibre-gl.mjs?url";
// MapLibre 6 runs its worker from a separate module file; Vite emits it and gives us its URL.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

const maplibre = (await import(/* @vite-ignore */ libraryUrl)) as typeof import("maplibre-gl");
maplibre.setWorkerUrl(workerUrl);

export const { Map: MapLibreMap, Marker, NavigationControl, Popup } = maplibre;
export type MapLibreMap = import("maplibre-gl").Map;
export type Marker = import("maplibre-gl").Marker;
export type Popup = import("maplibre-gl").Popup;
export type NavigationControl = import("maplibre-gl").NavigationControl;
export type { IControl, StyleSpecification } from "maplibre-gl";
