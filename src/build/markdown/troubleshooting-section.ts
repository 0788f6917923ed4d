import type { Element, Root as HastRoot } from "hast";
import type { Definition, Heading, Root as MdastRoot, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import { EXIT, visit } from "unist-util-visit";
import { invariant } from "#shared/invariant.ts";
import { HEADING_ID_SUFFIX } from "./remark-heading-ids.ts";

/** The heading that pages use for their troubleshooting entries. */
export const TROUBLESHOOTING_HEADING = "What can go wrong";

/**
 * A page's "What can go wrong" section as rendering saw it, for the Troubleshooting page
 * (src/build/generated-pages/): the blocks as parsed, before the site's plugins change them, and the id the
 * heading was given.
 */
export interface TroubleshootingSection {
  /** The heading's id in the page's HTML: its `{#id}`, else its slug. */
  anchor: string;
  /** Line of the heading in the page body. */
  line: number;
  blocks: RootContent[];
  /** The page's link definitions, which reference links in the entries point to. */
  definitions: Definition[];
}

/** A section copied from the parsed page, waiting for its heading's id. */
export interface SectionCopy extends Omit<TroubleshootingSection, "anchor"> {
  /** Where the heading starts in the body: the HTML heading made from it starts there too. */
  offset: number | undefined;
}

/**
 * Copies the page's first top-level "What can go wrong" heading (case, end punctuation and a `{#id}` do not matter)
 * and the blocks under it, before the pipeline's plugins change them.
 */
export function copyTroubleshootingSection(tree: MdastRoot): SectionCopy | undefined {
  const index = tree.children.findIndex((node) => node.type === "heading" && isTroubleshootingHeading(node));
  const heading = tree.children[index];
  if (heading?.type !== "heading") return undefined;
  const blocks: RootContent[] = [];
  for (const node of tree.children.slice(index + 1)) {
    if (node.type === "heading" && node.depth <= heading.depth) break;
    blocks.push(node);
  }
  const definitions: Definition[] = [];
  visit(tree, "definition", (node) => {
    definitions.push(node);
  });
  return {
    line: heading.position?.start.line ?? 1,
    offset: heading.position?.start.offset,
    blocks: structuredClone(blocks),
    definitions: structuredClone(definitions),
  };
}

/** The copied section with the id its heading got in the page's HTML tree (matched by where it starts). */
export function withRenderedAnchor(copy: SectionCopy | undefined, hast: HastRoot): TroubleshootingSection | undefined {
  if (!copy) return undefined;
  const { offset, ...section } = copy;
  let heading: Element | undefined;
  // Anywhere in the tree: a directive (tabs, a callout) may have wrapped what was a top-level heading.
  visit(hast, "element", (node: Element) => {
    if (!/^h[1-6]$/.test(node.tagName) || node.position?.start.offset !== offset) return undefined;
    heading = node;
    return EXIT;
  });
  const id = heading?.properties.id;
  invariant(typeof id === "string", `the "What can go wrong" heading on line ${section.line} has no id in the HTML`);
  return { ...section, anchor: id };
}

function isTroubleshootingHeading(heading: Heading): boolean {
  const text = toString(heading)
    .replace(HEADING_ID_SUFFIX, "")
    .trim()
    .replace(/[?.:!]+$/, "");
  return text.toLowerCase() === TROUBLESHOOTING_HEADING.toLowerCase();
}
