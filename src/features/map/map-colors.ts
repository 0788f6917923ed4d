/** The site theme, as `<html data-theme>` spells it. */
export type Theme = "light" | "dark";

/** Colours the map paints on its canvas; HTML markers and popups use the CSS tokens directly. */
export interface MapColors {
  /** Land colour of the offline base map. */
  background: string;
  /** The route line. */
  route: string;
  /** The outline under the route line that keeps it readable on any base map. */
  routeCasing: string;
}

/** Which design token (app/styles/tokens.css) each canvas colour comes from. */
export const MAP_COLOR_TOKENS: Record<keyof MapColors, string> = {
  background: "--color-background-subtle",
  route: "--color-brand",
  routeCasing: "--color-surface",
};

/** Used only when a token is missing (the stylesheet failed to load); canvas paint needs real colours. */
const FALLBACK_COLORS: Record<Theme, MapColors> = {
  light: { background: "#f5f7f6", route: "#0b6b5c", routeCasing: "#ffffff" },
  dark: { background: "#141c19", route: "#56d3b8", routeCasing: "#18211e" },
};

/** Reads the canvas colours from the design tokens in effect (pass `getComputedStyle(<html>)`). */
export function readMapColors(style: Pick<CSSStyleDeclaration, "getPropertyValue">, theme: Theme): MapColors {
  const colors = { ...FALLBACK_COLORS[theme] };
  for (const key of Object.keys(MAP_COLOR_TOKENS) as (keyof MapColors)[]) {
    const value = style.getPropertyValue(MAP_COLOR_TOKENS[key]).trim();
    if (value) colors[key] = value;
  }
  return colors;
}

/** Reads a theme attribute value; anything but `dark` is the light theme. */
export function toTheme(value: string | undefined): Theme {
  return value === "dark" ? "dark" : "light";
}
