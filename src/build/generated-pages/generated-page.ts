import type { LoadedSchema } from "#build/graphql/load-schema.ts";

/** One page a generator adds to the site: Markdown plus the metadata front matter would give it. */
export interface GeneratedPage {
  path: string;
  title: string;
  /** Order among siblings, 1-10 like any page. */
  weight: number;
  description?: string;
  keywords?: string[];
  /** Markdown body, rendered and checked like a content file's. */
  body: string;
  /** The repository file the page is generated from, for messages and "edit this page". */
  source: string;
}

/** One validated graphql block of a content page and the types whose fields it selects. */
export interface GuideExample {
  path: string;
  title: string;
  /** The block's id on its page. */
  anchor: string;
  types: string[];
}

/** What generators may read: the repository, the schema and what the content pages' examples use. */
export interface GeneratorContext {
  rootDir: string;
  schema: LoadedSchema;
  guides: GuideExample[];
}

/** Makes pages at build time; runs only when its `parent` page exists, so fixture sites without it still build. */
export interface PageGenerator {
  name: string;
  /** The content page the generated pages hang under. */
  parent: string;
  /** Whether the site's GraphQL code blocks should link to these pages (the schema reference). */
  linksCode?: boolean;
  generate(context: GeneratorContext): GeneratedPage[];
}
