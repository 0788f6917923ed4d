// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicConfig } from "#shared/public-config.ts";
import { prepareMapFigure } from "#features/map/map-figure.ts";
import { mountItineraryMaps, WEBGL_UNAVAILABLE } from "#features/map/mount-itinerary-maps.ts";

const config = { mapsAccessToken: "" } as PublicConfig;

function renderFigure(): HTMLElement {
  document.body.innerHTML = `<article><figure class="itinerary-map" data-src="/examples/geojson/city-walk.geojson" data-title="Walk"><figcaption>Walk: 2 stops</figcaption><div class="map-frame">The interactive map loads here.</div><ol class="map-stops"><li>One</li><li>Two</li></ol></figure></article>`;
  return document.querySelector("article")!;
}

afterEach(() => vi.restoreAllMocks());

describe("prepareMapFigure", () => {
  it("draws into the prerendered frame and leaves the stop list visible as the map's key", () => {
    const figure = prepareMapFigure(renderFigure().querySelector("figure")!);
    const frame = document.querySelector(".map-frame")!;
    expect(figure.container.parentElement).toBe(frame);
    expect(frame.textContent).toBe("Loading map…");
    expect(document.querySelector("ol")?.classList.contains("visually-hidden")).toBe(false);
    expect(document.querySelectorAll(".map-frame")).toHaveLength(1);
  });

  it("marks the figure ready with its stop count", () => {
    const figure = prepareMapFigure(renderFigure().querySelector("figure")!);
    figure.showReady(2);
    const element = document.querySelector("figure")!;
    expect(element.dataset).toMatchObject({ mapState: "ready", mapReady: "true", stopCount: "2" });
  });

  it("puts the figure back as it was prerendered", () => {
    const root = renderFigure();
    const before = root.innerHTML;
    prepareMapFigure(root.querySelector("figure")!).restore();
    expect(root.innerHTML).toBe(before);
  });
});

describe("mountItineraryMaps", () => {
  it("shows a clear message and keeps the stop list visible when WebGL 2 is missing", () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    const fetch = vi.spyOn(globalThis, "fetch");
    const root = renderFigure();
    const cleanup = mountItineraryMaps(root, config);

    expect(root.querySelector("figure")?.textContent).toContain(WEBGL_UNAVAILABLE);
    expect(root.querySelector("ol")?.classList.contains("visually-hidden")).toBe(false);
    expect(root.querySelector("button")).toBeNull();
    expect(root.querySelector("figure")?.dataset.mapState).toBe("unavailable");
    expect(fetch).not.toHaveBeenCalled();

    cleanup();
    expect(root.querySelector("figure")?.textContent).not.toContain(WEBGL_UNAVAILABLE);
  });
});
