/**
 * Hosted base maps come from MapTiler Cloud, whose styles MapLibre reads natively and whose keys go
 * in a `?key=` query parameter (the site's `MAPS_ACCESS_TOKEN`). We use its "Dataviz" styles: quiet
 * cartography in a light and a dark variant that keeps the route and numbered stops in front.
 */
export const HOSTED_STYLE_URL = "https://api.maptiler.com/maps/{styleId}/style.json?key={key}";

/** The origin the hosted style, its tiles, glyphs and sprites come from; the page's CSP must allow it. */
export const HOSTED_STYLE_ORIGIN = "https://api.maptiler.com";
