import { describe, expect, it } from "vitest";
import { buildLocalStyle, chooseBaseStyle } from "#features/map/base-style.ts";
import { HOSTED_STYLE_ORIGIN, HOSTED_STYLE_URL } from "#shared/hosted-map-style.ts";
import type { MapColors } from "#features/map/map-colors.ts";

const colors: MapColors = { background: "#f5f7f6", route: "#0b6b5c", routeCasing: "#ffffff" };

describe("chooseBaseStyle", () => {
  it("uses the hosted light style with the token escaped into `?key=`", () => {
    expect(chooseBaseStyle({ accessToken: " pk.a/b+c ", theme: "light", colors })).toEqual({
      kind: "hosted",
      url: "https://api.maptiler.com/maps/dataviz/style.json?key=pk.a%2Fb%2Bc",
    });
  });

  it("uses the hosted dark style in the dark theme", () => {
    const style = chooseBaseStyle({ accessToken: "pk", theme: "dark", colors });
    expect(style).toMatchObject({ kind: "hosted", url: expect.stringContaining("/maps/dataviz-dark/") as string });
  });

  it("draws the local style when there is no token", () => {
    expect(chooseBaseStyle({ accessToken: "", theme: "light", colors })).toMatchObject({ kind: "local" });
  });

  it("stays local once the hosted style has failed on this page", () => {
    expect(chooseBaseStyle({ accessToken: "pk", theme: "light", colors, hostedFailed: true })).toMatchObject({
      kind: "local",
    });
  });

  it("loads the hosted style from the origin the page's Content-Security-Policy allows", () => {
    expect(new URL(HOSTED_STYLE_URL).origin).toBe(HOSTED_STYLE_ORIGIN);
  });
});

describe("buildLocalStyle", () => {
  it("is one background layer in the theme colour, with no tiles, glyphs or sprites to download", () => {
    const style = buildLocalStyle("dark", { ...colors, background: "#141c19" });
    expect(style.sources).toEqual({});
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers).toEqual([{ id: "background", type: "background", paint: { "background-color": "#141c19" } }]);
  });
});
