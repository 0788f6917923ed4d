import css from "./itinerary-map.module.css";

/** Class names from itinerary-map.module.css (Vite types a CSS module as an open record). */
export const mapStyles = css as Record<
  | "figure"
  | "frame"
  | "canvas"
  | "status"
  | "unavailable"
  | "notice"
  | "resetButton"
  | "marker"
  | "popup"
  | "popupTitle"
  | "popupDetail",
  string
>;
