import type { IControl } from "./maplibre.ts";
import { mapStyles } from "./map-styles.ts";

// A "fit to frame" icon: four corners, drawn in the control's text colour.
const ICON = `<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="2"><path d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5"/></svg>`;

/** A map control with one button that frames the whole itinerary again. */
export class ResetViewControl implements IControl {
  private container: HTMLElement | undefined;

  constructor(private readonly onReset: () => void) {}

  /** Builds the button; MapLibre calls this when the control is added. */
  onAdd(): HTMLElement {
    const container = document.createElement("div");
    container.className = "maplibregl-ctrl maplibregl-ctrl-group";
    const button = document.createElement("button");
    button.type = "button";
    button.className = mapStyles.resetButton;
    button.title = "Reset view";
    button.setAttribute("aria-label", "Reset view to show the whole route");
    button.innerHTML = ICON;
    button.addEventListener("click", () => this.onReset());
    container.append(button);
    this.container = container;
    return container;
  }

  /** Removes the button; MapLibre calls this when the control or the map is removed. */
  onRemove(): void {
    this.container?.remove();
    this.container = undefined;
  }
}
