/**
 * The embed configurator's one source of truth, shared by the build (the prerendered form and snippet) and the
 * browser (the live form): which options each embed documents, their sample values, how they are checked and the
 * HTML snippet and preview they produce. Only options the embed pages document are offered.
 */

/** The two embeds the configurator builds: the script tag and the plain iframe. */
export type EmbedKind = "script" | "iframe";

/** One form control. `default` is the sample value the page is prerendered with. */
export interface EmbedField {
  name: string;
  label: string;
  hint: string;
  type: "text" | "checkbox";
  check?: "itinerary-id" | "optional-id" | "length" | "ratio" | "required";
  default: string;
}

/** A published itinerary used by the embed examples in the platform's own documentation. */
export const SAMPLE_ITINERARY_ID = "458UEs3vKr8asSekgzPcKg";

const ID_FIELD: EmbedField = {
  name: "itineraryId",
  label: "Itinerary ID",
  hint: "The part of the ID after itinerary/.",
  type: "text",
  check: "itinerary-id",
  default: SAMPLE_ITINERARY_ID,
};

const length = (name: string, label: string, fallback = ""): EmbedField => ({
  name,
  label,
  hint: "A CSS length such as 400px, 80vh or 100%; leave empty for none.",
  type: "text",
  check: "length",
  default: fallback,
});

const ratio = (fallback: string): EmbedField => ({
  name: "aspectRatio",
  label: "Aspect ratio",
  hint: "Width/height, such as 4/3 or 16/9; leave empty for none.",
  type: "text",
  check: "ratio",
  default: fallback,
});

/** The documented options of each embed, in form order. */
export const EMBED_FIELDS: Record<EmbedKind, EmbedField[]> = {
  script: [
    ID_FIELD,
    {
      name: "locationId",
      label: "Open at location (optional)",
      hint: "The part of a location ID after location/; empty opens the overview.",
      type: "text",
      check: "optional-id",
      default: "",
    },
    length("width", "Width"),
    length("height", "Height"),
    length("minWidth", "Minimum width"),
    length("maxWidth", "Maximum width"),
    length("minHeight", "Minimum height", "400px"),
    length("maxHeight", "Maximum height", "800px"),
    ratio("4/3"),
  ],
  iframe: [
    ID_FIELD,
    {
      name: "title",
      label: "Title",
      hint: "Screen readers announce it.",
      type: "text",
      check: "required",
      default: "Interactive itinerary",
    },
    ratio("4/3"),
    length("minHeight", "Minimum height", "600px"),
    length("maxHeight", "Maximum height", "800px"),
    { name: "lazy", label: "Load when scrolled near", hint: "", type: "checkbox", default: "on" },
  ],
};

/** A value the configurator cannot use, with what to write instead. */
export interface EmbedProblem {
  field: string;
  message: string;
}

/** The snippet to paste, and the hosted viewer's address and box for the preview. */
export interface EmbedOutput {
  snippet: string;
  previewSrc: string;
  previewStyle: Record<string, string>;
}

/** The result of one configuration: the output (absent when the itinerary ID is unusable) and every problem. */
export interface EmbedBuild {
  output?: EmbedOutput;
  problems: EmbedProblem[];
}

/** The sample values of every field of one embed. */
export function defaultEmbedValues(kind: EmbedKind): Record<string, string> {
  return Object.fromEntries(EMBED_FIELDS[kind].map((field) => [field.name, field.default]));
}

const LENGTH = /^\d+(\.\d+)?(px|%|em|rem|vh|vw|vmin|vmax|svh|lvh|dvh)$/;
const RATIO = /^\d+(\.\d+)?\/\d+(\.\d+)?$/;
const ID = /^[A-Za-z0-9_-]+$/;

/** Checks the values against the embed's options and builds its snippet and preview; bad values are left out. */
export function buildEmbed(kind: EmbedKind, values: Record<string, string>, shareHost: string): EmbedBuild {
  const problems: EmbedProblem[] = [];
  const clean: Record<string, string> = {};
  for (const field of EMBED_FIELDS[kind]) {
    const raw = (values[field.name] ?? "").trim();
    const value = field.check === "itinerary-id" ? raw.replace(/^itinerary\//, "") : raw;
    const problem = checkValue(field, value);
    if (problem) problems.push({ field: field.name, message: problem });
    else if (value) clean[field.name] = field.check === "ratio" ? value.replaceAll(" ", "") : value;
  }
  const host = shareHost.replace(/\/+$/, "");
  if (!clean.itineraryId) return { problems };
  const previewSrc = `${host}/embed/itinerary/${clean.itineraryId}`;
  return {
    problems,
    output: kind === "script" ? scriptEmbed(clean, host, previewSrc) : iframeEmbed(clean, previewSrc),
  };
}

function checkValue(field: EmbedField, value: string): string | undefined {
  const named = `${field.label} \`${value}\``;
  switch (field.check) {
    case "itinerary-id":
      if (!value) return `Enter an itinerary ID, e.g. \`${SAMPLE_ITINERARY_ID}\`.`;
      return ID.test(value)
        ? undefined
        : `${named} can hold only letters, digits, - and _: use the part after itinerary/.`;
    case "optional-id":
      return !value || ID.test(value) ? undefined : `${named} can hold only letters, digits, - and _.`;
    case "length":
      return !value || LENGTH.test(value)
        ? undefined
        : `${named} is not a CSS length: write e.g. \`400px\` or \`80vh\`.`;
    case "ratio":
      return !value || RATIO.test(value.replaceAll(" ", ""))
        ? undefined
        : `${named} is not a ratio: write width/height, e.g. \`4/3\`.`;
    case "required":
      return value ? undefined : `Enter a ${field.label.toLowerCase()}.`;
    default:
      return undefined;
  }
}

const SCRIPT_QUERY = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "aspectRatio"];
const CSS_NAMES: Record<string, string> = {
  width: "width",
  height: "height",
  minWidth: "min-width",
  maxWidth: "max-width",
  minHeight: "min-height",
  maxHeight: "max-height",
  aspectRatio: "aspect-ratio",
};

function scriptEmbed(values: Record<string, string>, host: string, previewSrc: string): EmbedOutput {
  const location = values.locationId ? `/location/${values.locationId}` : "";
  const query = SCRIPT_QUERY.filter((name) => values[name])
    .map((name) => `${name}=${encodeURIComponent(values[name] ?? "")}`)
    // Inside an HTML attribute `&` is written `&amp;`, as the script embed page explains.
    .join("&amp;");
  const src = `${host}/api/v3/embed/itinerary/${values.itineraryId}${location}${query ? `?${query}` : ""}`;
  const snippet = ["<script", '  type="text/javascript"', `  src="${src}"`, "  async", "></script>"].join("\n");
  // With no height given, the script's own container is about 600 pixels tall; the preview copies that.
  const previewStyle: Record<string, string> = values.height || values.minHeight ? {} : { "min-height": "600px" };
  for (const name of SCRIPT_QUERY) if (values[name]) previewStyle[CSS_NAMES[name] ?? name] = values[name] ?? "";
  return { snippet, previewSrc, previewStyle };
}

function iframeEmbed(values: Record<string, string>, previewSrc: string): EmbedOutput {
  const box: Record<string, string> = { position: "relative", width: "100%" };
  if (values.aspectRatio) box["aspect-ratio"] = values.aspectRatio.replace("/", " / ");
  if (values.minHeight) box["min-height"] = values.minHeight;
  if (values.maxHeight) box["max-height"] = values.maxHeight;
  const frameStyle = "position: absolute; inset: 0; width: 100%; height: 100%; border: 0;";
  const snippet = [
    `<div style="${formatStyle(box)}">`,
    "  <iframe",
    `    src="${previewSrc}"`,
    `    title="${escapeAttribute(values.title ?? "")}"`,
    '    allow="geolocation"',
    ...(values.lazy ? ['    loading="lazy"'] : []),
    `    style="${frameStyle}"`,
    "  ></iframe>",
    "</div>",
  ].join("\n");
  return { snippet, previewSrc, previewStyle: box };
}

function formatStyle(style: Record<string, string>): string {
  return Object.entries(style)
    .map(([name, value]) => `${name}: ${value};`)
    .join(" ");
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
