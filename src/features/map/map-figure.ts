import { mapStyles } from "./map-styles.ts";
import { MAP_MARKUP } from "#shared/widget-markup.ts";

/** The live parts added to one prerendered `figure.itinerary-map`. */
export interface MapFigure {
  /** `data-src`: the GeoJSON file's path from the site root. */
  src: string;
  /** `data-title`, for labels. */
  title: string;
  /** The element MapLibre draws into; its size is fixed by CSS before anything loads. */
  container: HTMLElement;
  /** Marks the map as drawn. */
  showReady(stopCount: number): void;
  /** Shows, under the map, why its base map is missing; `undefined` removes the notice. */
  showBaseMapNotice(message: string | undefined): void;
  /** Replaces the map with a message; the stop list below stays the figure's content. */
  showUnavailable(message: string): void;
  /** Puts the figure back as it was prerendered. */
  restore(): void;
}

/** Turns the prerendered map frame into the map's container; the stop list stays visible below as the map's key. */
export function prepareMapFigure(figure: HTMLElement): MapFigure {
  const src = figure.getAttribute(MAP_MARKUP.source) ?? "";
  const title = figure.getAttribute(MAP_MARKUP.title) ?? "Itinerary map";
  const list = figure.querySelector<HTMLElement>(`ol.${MAP_MARKUP.stopsClass}`);
  const added: HTMLElement[] = [];
  const add = <T extends HTMLElement>(element: T, parent: HTMLElement, before: Node | null): T => {
    parent.insertBefore(element, before);
    added.push(element);
    return element;
  };

  figure.classList.add(mapStyles.figure);
  figure.dataset.mapState = "loading";
  // The frame is prerendered (its space is reserved by CSS); markup without one gets a new frame.
  const prerendered = figure.querySelector<HTMLElement>(`.${MAP_MARKUP.frameClass}`);
  const frame = prerendered ?? add(createElement("div", ""), figure, list);
  const placeholder = frame.textContent;
  frame.textContent = "";
  frame.classList.add(mapStyles.frame);
  const container = add(createElement("div", mapStyles.canvas), frame, null);
  const status = add(createElement("p", mapStyles.status, "Loading map…"), frame, null);
  let notice: HTMLElement | undefined;

  return {
    src,
    title,
    container,
    showReady(stopCount) {
      status.remove();
      figure.dataset.mapState = "ready";
      figure.dataset.mapReady = "true";
      figure.dataset.stopCount = String(stopCount);
    },
    showBaseMapNotice(message) {
      if (message === undefined) {
        notice?.remove();
        notice = undefined;
        return;
      }
      notice ??= add(createElement("p", mapStyles.notice), figure, frame.nextSibling);
      notice.textContent = message;
      notice.dataset.mapNotice = "";
    },
    showUnavailable(message) {
      notice?.remove();
      container.remove();
      status.textContent = message;
      status.className = mapStyles.unavailable;
      figure.dataset.mapState = "unavailable";
      delete figure.dataset.mapReady;
    },
    restore() {
      added.forEach((element) => element.remove());
      frame.classList.remove(mapStyles.frame);
      if (prerendered) prerendered.textContent = placeholder;
      figure.classList.remove(mapStyles.figure);
      for (const key of ["mapState", "mapReady", "stopCount"]) delete figure.dataset[key];
    },
  };
}

function createElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}
