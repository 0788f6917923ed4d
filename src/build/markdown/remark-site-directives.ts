import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Root, RootContent, PhrasingContent } from "mdast";
import type { LeafDirective, TextDirective } from "mdast-util-directive";
import { visit, SKIP } from "unist-util-visit";
import type { VFile } from "vfile";
import type { DesignToken } from "#build/design/read-design-tokens.ts";
import { selectStops, type StopCandidate } from "#shared/itinerary-stops.ts";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { deprecationsBlock, listDeprecations } from "./schema-deprecations.ts";
import { FILTER_LIST_MARKUP, MAP_MARKUP } from "#shared/widget-markup.ts";

/** Inputs the site directives need at build time. */
export interface SiteDirectiveOptions {
  /** Absolute path of the folder served at the site root (map data lives there). */
  publicDir: string;
  tokens: { colors: DesignToken[]; fonts: DesignToken[]; sizes: DesignToken[] };
  /** The hosted viewer and embed host (`shareHost` in site.config.ts), for the embed configurator. */
  shareHost: string;
  /** Folder of the GraphQL schema that `::schema-deprecations` reads; the repository's `schema/` by default. */
  schemaDir?: string;
}

const CONTAINER_NAMES = new Set(["note", "tip", "warning", "danger", "tabs", "tab"]);

/**
 * Renders `::itinerary-map`, `::color-swatches`, `::type-samples` and `::schema-deprecations`, marks
 * `::embed-configurator` for `rehype-embed-configurator.ts`; reports unknown directives.
 */
export function remarkSiteDirectives(options: SiteDirectiveOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "textDirective") {
        // `10:30` or `key:value` in prose parses as a text directive; put the text back.
        if (parent && index !== undefined) parent.children.splice(index, 1, ...textDirectiveAsText(node));
        return SKIP;
      }
      if (node.type === "containerDirective" && !CONTAINER_NAMES.has(node.name)) {
        file.message(`Unknown block directive \`:::${node.name}\`. Use note, tip, warning, danger or tabs.`, node);
      }
      if (node.type !== "leafDirective") return;
      if (node.name === "schema-deprecations" && parent && index !== undefined) {
        const deprecations = listDeprecations(loadSchema(options.schemaDir).schema);
        parent.children.splice(index, 1, deprecationsBlock(deprecations, node.position));
        return SKIP;
      }
      if (node.name === "itinerary-map") renderMap(node, options, file);
      else if (node.name === "color-swatches") renderSwatches(node, options.tokens.colors);
      else if (node.name === "type-samples") renderTypeSamples(node, options.tokens);
      else if (node.name === "embed-configurator") markEmbedConfigurator(node, file);
      else if (node.name === "filter-list") renderFilterList(node);
      else if (node.name === "operation-checker") markOperationChecker(node);
      else
        file.message(
          `Unknown directive \`::${node.name}\`. Use itinerary-map, color-swatches, type-samples, schema-deprecations, embed-configurator, filter-list or operation-checker.`,
          node,
        );
      return undefined;
    });
  };
}

/** Leaves a placeholder that the rehype step fills with the form, once sanitising is done. */
function markEmbedConfigurator(node: LeafDirective, file: VFile) {
  const type = node.attributes?.type ?? "";
  if (type !== "script" && type !== "iframe") {
    file.message(
      `Embed configurator type \`${type}\` is not known. Write \`::embed-configurator{type="script"}\` or \`::embed-configurator{type="iframe"}\`.`,
      node,
    );
    return;
  }
  node.data = { hName: "div", hProperties: { dataEmbedConfigurator: type } };
  node.children = [];
}

/** Leaves a placeholder that `rehype-operation-checker.ts` fills with the checker's form, once sanitising is done. */
function markOperationChecker(node: LeafDirective) {
  node.data = { hName: "div", hProperties: { dataOperationChecker: "" } };
  node.children = [];
}

/** A place for the filter box that narrows the lists below it as you type (added in the browser; the lists work without it). */
function renderFilterList(node: LeafDirective) {
  node.data = {
    hName: "div",
    hProperties: { className: [FILTER_LIST_MARKUP.className], [FILTER_LIST_MARKUP.attribute]: "" },
  };
  node.children = [];
}

function textDirectiveAsText(node: TextDirective): PhrasingContent[] {
  return [{ type: "text", value: `:${node.name}` }, ...node.children];
}

function renderMap(node: LeafDirective, options: SiteDirectiveOptions, file: VFile) {
  const src = node.attributes?.src ?? "";
  const title = node.attributes?.title ?? "Itinerary map";
  const path = join(options.publicDir, src);
  if (!src.startsWith("/") || !existsSync(path)) {
    file.message(
      `Map data \`${src}\` was not found. Put the GeoJSON file in public/ and write its path from the site root, e.g. \`/examples/geojson/city-walk.geojson\`.`,
      node,
    );
    return;
  }
  let stops: string[] = [];
  try {
    stops = listStops(JSON.parse(readFileSync(path, "utf8")) as GeoJsonCollection);
  } catch (error) {
    file.message(`Map data \`${src}\` is not valid JSON: ${(error as Error).message}`, node);
    return;
  }
  const list: RootContent = {
    type: "list",
    ordered: true,
    children: stops.map((stop) => ({
      type: "listItem",
      children: [{ type: "paragraph", children: [{ type: "text", value: stop }] }],
    })),
    data: { hProperties: { className: [MAP_MARKUP.stopsClass] } },
  };
  node.data = {
    hName: "figure",
    hProperties: { className: [MAP_MARKUP.figureClass], [MAP_MARKUP.source]: src, [MAP_MARKUP.title]: title },
  };
  node.children = [];
  (node as unknown as { children: RootContent[] }).children = [
    {
      type: "paragraph",
      children: [{ type: "text", value: `${title}: ${stops.length} stops` }],
      data: { hName: "figcaption" },
    },
    // The live map's space is reserved in the prerendered page, so loading it moves nothing.
    {
      type: "paragraph",
      children: [{ type: "text", value: "The interactive map loads here." }],
      data: { hName: "div", hProperties: { className: [MAP_MARKUP.frameClass] } },
    },
    list,
  ];
}

interface GeoJsonCollection {
  features?: (StopCandidate | null)[];
}

/** The labels of the stops in an itinerary FeatureCollection, in order (the rule lives in src/shared/itinerary-stops.ts). */
export function listStops(collection: GeoJsonCollection): string[] {
  return selectStops(Array.isArray(collection.features) ? collection.features : []).map((stop) => stop.label);
}

function renderSwatches(node: LeafDirective, colors: DesignToken[]) {
  node.data = { hName: "div", hProperties: { className: ["swatches"] } };
  (node as unknown as { children: RootContent[] }).children = colors.map((token) => ({
    type: "paragraph",
    data: { hName: "figure", hProperties: { className: ["swatch"] } },
    children: [
      {
        type: "text",
        value: "",
        data: { hName: "span", hProperties: { className: ["swatch-chip"], style: `background:var(${token.name})` } },
      },
      { type: "inlineCode", value: token.name },
      {
        type: "text",
        value: ` ${token.light}${token.dark ? ` · dark ${token.dark}` : ""}`,
        data: { hName: "span", hProperties: { className: ["swatch-values"] } },
      },
    ],
  }));
}

function renderTypeSamples(node: LeafDirective, tokens: SiteDirectiveOptions["tokens"]) {
  node.data = { hName: "div", hProperties: { className: ["type-samples"] } };
  const fontRows: RootContent[] = tokens.fonts.map((token) => ({
    type: "paragraph",
    data: { hName: "figure", hProperties: { className: ["type-sample"] } },
    children: [
      {
        type: "text",
        value: "Trails, trips and lists — 0123456789",
        data: {
          hName: "span",
          hProperties: { className: ["type-sample-text"], style: `font-family:var(${token.name})` },
        },
      },
      { type: "inlineCode", value: token.name },
      {
        type: "text",
        value: ` ${token.light}`,
        data: { hName: "span", hProperties: { className: ["swatch-values"] } },
      },
    ],
  }));
  const sizeRows: RootContent[] = tokens.sizes.map((token) => ({
    type: "paragraph",
    data: { hName: "figure", hProperties: { className: ["type-sample"] } },
    children: [
      {
        type: "text",
        value: "Itinerary heading",
        data: {
          hName: "span",
          hProperties: { className: ["type-sample-text"], style: `font-size:var(${token.name})` },
        },
      },
      { type: "inlineCode", value: token.name },
      {
        type: "text",
        value: ` ${token.light}`,
        data: { hName: "span", hProperties: { className: ["swatch-values"] } },
      },
    ],
  }));
  (node as unknown as { children: RootContent[] }).children = [...fontRows, ...sizeRows];
}
