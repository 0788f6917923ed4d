import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeSearchIndex } from "#build/publish/search-index.ts";
import { vocabularyOf } from "#build/publish/search-names.ts";

/** One page of the fixture site: its Markdown export, from which a minimal HTML page is made for the search index. */
interface FixturePage {
  path: string;
  markdown: string;
}

const LEAFLET = `# Leaflet

> Show an itinerary's GeoJSON on a Leaflet map.

Leaflet draws interactive maps without WebGL. It reads GeoJSON natively through \`L.geoJSON\`, so a Leaflet map
shows an itinerary with no conversion.
`;

const MAPLIBRE = `# MapLibre GL JS

> Show an itinerary on a MapLibre map with vector tiles.

MapLibre draws vector tiles with WebGL. If you do not need vector tiles, the Leaflet guide is simpler.
`;

const GRAPHQL_GUIDE = `# GraphQL

> The endpoint, access tokens and the shape of a GraphQL request.

Load an itinerary's title:

\`\`\`graphql
query GetTitle($id: ID!) {
  itinerary(id: $id) {
    title
  }
}
\`\`\`
`;

/** The shape of the generated reference pages' exports (src/build/generated-pages/schema-reference), cut short. */
const ITINERARY_REFERENCE = `# Itinerary

> The umbrella type for lists, trips and trails.

*Object type*, defined in \`schema/itinerary.graphql\`.

## Fields

### \`Itinerary.id\` {#field-id}

**Type:** [ID](/docs/graphql/schema/ID)! (never null)

Itinerary ID.

### \`Itinerary.title\` {#field-title}

**Type:** [String](/docs/graphql/schema/String) (may be null)

Title of the itinerary.

\`\`\`graphql
# A comment in an example is not a heading
{ itinerary(id: "itinerary/ABC") { title } }
\`\`\`

### \`Itinerary.synopsis\` {#field-synopsis}

**Type:** [String](/docs/graphql/schema/String) (may be null)

Short summary of the itinerary.

## Used by

- [\`Query.itinerary\`](/docs/graphql/schema/Query#field-itinerary)

## In the guides

- [GraphQL](/docs/graphql/getting-started/graph-ql#graphql-example-1)
`;

/** The pages of the fixture site: two map guides that mention Leaflet, a GraphQL guide and a reference page. */
export const FIXTURE_PAGES: FixturePage[] = [
  { path: "/docs/mapping/topics/itinerary/leaflet", markdown: LEAFLET },
  { path: "/docs/mapping/topics/itinerary/maplibre", markdown: MAPLIBRE },
  { path: "/docs/graphql/getting-started/graph-ql", markdown: GRAPHQL_GUIDE },
  { path: "/docs/graphql/schema/Itinerary", markdown: ITINERARY_REFERENCE },
];

/** A page's title: its Markdown export's first heading. */
function titleOf(page: FixturePage): string {
  return (page.markdown.trim().split("\n")[0] ?? "").replace(/^# /, "");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A page as the site publishes it, as far as Pagefind reads it: the article and its title. */
function htmlPage(page: FixturePage): string {
  const rest = page.markdown.trim().split("\n").slice(1);
  const title = titleOf(page);
  const paragraphs = rest
    .join("\n")
    .split(/\n{2,}/)
    .filter((block) => block.trim() !== "")
    .map((block) =>
      block.startsWith("#") ? `<h2>${escapeHtml(block.replace(/^#+ /, ""))}</h2>` : `<p>${escapeHtml(block)}</p>`,
    );
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>`,
    `<article data-pagefind-body=""><h1>${escapeHtml(title)}</h1>`,
    ...paragraphs,
    "</article></main></body></html>",
  ].join("\n");
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Writes a small built site into `buildDir/client` (Markdown exports, HTML pages, 404 page) and indexes it with the
 * build's own search indexing, so the docs server reads it as it reads `build/client`. Returns the client folder.
 */
export async function writeFixtureSite(buildDir: string): Promise<string> {
  const clientDir = join(buildDir, "client");
  for (const page of FIXTURE_PAGES) {
    write(join(clientDir, `${page.path}.md`), page.markdown);
    write(join(clientDir, page.path, "index.html"), htmlPage(page));
  }
  write(join(clientDir, "404.html"), "<!doctype html><title>Not found</title><p>Not found</p>");
  // The guides' titles, as the build takes them from the tree (the reference page's title is a name).
  const guides = FIXTURE_PAGES.filter((page) => !page.path.startsWith("/docs/graphql/schema/"));
  await writeSearchIndex(clientDir, { vocabulary: vocabularyOf(guides.map(titleOf)) });
  return clientDir;
}
