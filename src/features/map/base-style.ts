import type { StyleSpecification } from "maplibre-gl";
import { HOSTED_STYLE_URL } from "#shared/hosted-map-style.ts";
import type { MapColors, Theme } from "./map-colors.ts";

/** The MapTiler style used for each site theme. */
export const HOSTED_STYLE_IDS: Record<Theme, string> = { light: "dataviz", dark: "dataviz-dark" };

/** Where a map's base layers come from: a hosted style URL or a style object built here. */
export type BaseStyle = { kind: "hosted"; url: string } | { kind: "local"; style: StyleSpecification };

/** What decides the base map. */
export interface BaseStyleInput {
  /** `PublicConfig.mapsAccessToken`; empty means there is no hosted base map. */
  accessToken: string;
  theme: Theme;
  colors: MapColors;
  /** True once the hosted style failed to load on this page (offline, bad key): stay local. */
  hostedFailed?: boolean;
}

/** Chooses the hosted style when there is a token and it has not failed, else the local one. */
export function chooseBaseStyle({ accessToken, theme, colors, hostedFailed = false }: BaseStyleInput): BaseStyle {
  const token = accessToken.trim();
  if (token === "" || hostedFailed) return { kind: "local", style: buildLocalStyle(theme, colors) };
  return { kind: "hosted", url: hostedStyleUrl(token, theme) };
}

/** The hosted style URL for a theme, with the access token escaped into it. */
export function hostedStyleUrl(accessToken: string, theme: Theme): string {
  return HOSTED_STYLE_URL.replace("{styleId}", HOSTED_STYLE_IDS[theme]).replace(
    "{key}",
    encodeURIComponent(accessToken),
  );
}

/**
 * A base map that needs no network: one background layer in the theme's colour. It has no tiles,
 * glyphs or sprites, so the map draws offline; stop numbers are HTML markers for the same reason.
 */
export function buildLocalStyle(theme: Theme, colors: MapColors): StyleSpecification {
  return {
    version: 8,
    name: `Itinerary offline base map (${theme})`,
    sources: {},
    layers: [{ id: "background", type: "background", paint: { "background-color": colors.background } }],
  };
}
