import type { ItineraryStop } from "./itinerary.ts";
import { describeLeg } from "./describe-leg.ts";
import { spreadPoints } from "./spread-points.ts";
import { mapStyles } from "./map-styles.ts";
import { Marker, Popup, type MapLibreMap } from "./maplibre.ts";

/** Centre-to-centre distance that keeps two markers (1.75rem, 28 px) from touching. */
const MARKER_SPACING_PX = 32;

/**
 * Adds one numbered button per stop; markers that would overlap at the current zoom are spread around
 * their common centre, so each stays readable and clickable. Click, Enter or Space opens a popup with the stop's title;
 * Escape or the popup's close button closes it. Returns a function that removes them all.
 */
export function addStopMarkers(map: MapLibreMap, stops: readonly ItineraryStop[]): () => void {
  const popup = new Popup({ className: mapStyles.popup, offset: 18, maxWidth: "18rem", focusAfterOpen: false });
  let openButton: HTMLButtonElement | undefined;
  popup.on("close", () => {
    openButton?.setAttribute("aria-expanded", "false");
    openButton = undefined;
  });

  const toggle = (stop: ItineraryStop, button: HTMLButtonElement) => {
    if (openButton === button) return void popup.remove();
    openButton?.setAttribute("aria-expanded", "false");
    popup.setLngLat(stop.position).setDOMContent(popupContent(stop, stops.length));
    if (!popup.isOpen()) popup.addTo(map);
    openButton = button;
    button.setAttribute("aria-expanded", "true");
  };

  const markers = stops.map((stop) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = mapStyles.marker;
    button.textContent = String(stop.number);
    button.dataset.stop = String(stop.number);
    button.setAttribute("aria-label", `Stop ${stop.number}: ${stop.label}`);
    button.setAttribute("aria-expanded", "false");
    button.addEventListener("click", (event) => {
      // The map would otherwise see this click as a click on the map, which closes popups.
      event.stopPropagation();
      toggle(stop, button);
    });
    return new Marker({ element: button }).setLngLat(stop.position).addTo(map);
  });

  const spread = () => {
    const points = stops.map((stop) => {
      const { x, y } = map.project(stop.position);
      return [x, y] as const;
    });
    spreadPoints(points, MARKER_SPACING_PX).forEach((offset, index) => markers[index]?.setOffset(offset));
  };
  spread();
  map.on("zoom", spread);
  map.on("resize", spread);

  const container = map.getContainer();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !openButton) return;
    const button = openButton;
    popup.remove();
    button.focus();
  };
  container.addEventListener("keydown", onKeyDown);

  return () => {
    container.removeEventListener("keydown", onKeyDown);
    map.off("zoom", spread);
    map.off("resize", spread);
    popup.remove();
    markers.forEach((marker) => marker.remove());
  };
}

function popupContent(stop: ItineraryStop, total: number): HTMLElement {
  const content = document.createElement("div");
  const title = content.appendChild(document.createElement("p"));
  title.className = mapStyles.popupTitle;
  title.textContent = stop.label;
  const details = [`Stop ${stop.number} of ${total}`];
  const leg = stop.nextLeg && describeLeg(stop.nextLeg);
  if (leg) details.push(`next: ${leg}`);
  const detail = content.appendChild(document.createElement("p"));
  detail.className = mapStyles.popupDetail;
  detail.textContent = details.join("; ");
  return content;
}
