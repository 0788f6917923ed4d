import type { Root as MdastRoot } from "mdast";
import type { LoadedSchema } from "#build/graphql/load-schema.ts";
import type { ReferenceHistory } from "./api-changes/load-version-changes.ts";
import type { TroubleshootingSection } from "#build/markdown/troubleshooting-section.ts";

/** One page a generator adds to the site: its content plus the metadata front matter would give it. */
export interface GeneratedPage {
  path: string;
  title: string;
  /** Order among siblings, 1-10 like any page. */
  weight: number;
  description?: string;
  keywords?: string[];
  /** Markdown, rendered and checked like a content file's, and the page's Markdown export. */
  body: string;
  /**
   * For a page assembled from other pages' parsed parts (the Troubleshooting page): its syntax tree, which is
   * rendered as it is rather than `body` parsed back; `body` is then this tree written as Markdown.
   */
  tree?: MdastRoot;
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

/** A content page's "What can go wrong" section as rendering found it, with the page it is on. */
export interface PageSection {
  path: string;
  title: string;
  /** The page's file and the line its body starts on, for messages. */
  file: string;
  bodyLine: number;
  section: TroubleshootingSection;
}

/**
 * When a generator runs. `before-render`: from the repository alone, its pages rendered beside the content pages.
 * `after-render`: also from what rendering the content pages found, its pages rendered after them.
 */
export type GeneratorPhase = "before-render" | "after-render";

/** What every generator may read: the repository, the schema and the reference history (each loaded on first use). */
export interface SourceInputs {
  rootDir: string;
  loadSchema: () => LoadedSchema;
  /**
   * The committed versions of the type reference compared (schema/reference-history), for the "since" and "History"
   * lines; undefined when there is none. The dev server gives none for its first tree, which needs no page's body.
   */
  loadReferenceHistory: () => ReferenceHistory | undefined;
}

/** What an `after-render` generator may read besides: what the content pages' examples use and their sections. */
export interface RenderedInputs extends SourceInputs {
  guides: GuideExample[];
  troubleshootingSections: PageSection[];
}

/** The inputs of each phase. */
export interface PhaseInputs {
  "before-render": SourceInputs;
  "after-render": RenderedInputs;
}

/** Makes pages at build time; runs only when its `parent` page exists, so fixture sites without it still build. */
export interface PageGenerator<P extends GeneratorPhase = GeneratorPhase> {
  name: string;
  phase: P;
  /** The content page the generated pages hang under. */
  parent: string;
  /** Whether the site's GraphQL code blocks should link to these pages (the schema reference). */
  linksCode?: boolean;
  generate(inputs: PhaseInputs[P]): GeneratedPage[];
}
