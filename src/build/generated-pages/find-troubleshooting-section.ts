import GithubSlugger from "github-slugger";
import type { Heading, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";

/** The heading that pages use for their troubleshooting entries. */
export const TROUBLESHOOTING_HEADING = "What can go wrong";

/** A page's troubleshooting section: the heading's anchor and the blocks under it. */
export interface TroubleshootingSection {
  /** The heading's id, as the renderer gives it (GitHub slugs, numbered when a page repeats a heading). */
  anchor: string;
  heading: Heading;
  blocks: RootContent[];
}

/** Finds the "What can go wrong" section of a page, if it has one (case and end punctuation do not matter). */
export function findTroubleshootingSection(tree: Root): TroubleshootingSection | undefined {
  const anchors = headingAnchors(tree);
  const index = tree.children.findIndex((node) => node.type === "heading" && isTroubleshootingHeading(node));
  const heading = tree.children[index];
  if (heading?.type !== "heading") return undefined;
  const blocks: RootContent[] = [];
  for (const node of tree.children.slice(index + 1)) {
    if (node.type === "heading" && node.depth <= heading.depth) break;
    blocks.push(node);
  }
  return { anchor: anchors.get(heading) ?? "", heading, blocks };
}

function isTroubleshootingHeading(heading: Heading): boolean {
  const text = toString(heading)
    .trim()
    .replace(/[?.:!]+$/, "");
  return text.toLowerCase() === TROUBLESHOOTING_HEADING.toLowerCase();
}

// rehype-slug gives every heading of the page an id with one slugger, in document order; do the same.
function headingAnchors(tree: Root): Map<Heading, string> {
  const slugger = new GithubSlugger();
  const anchors = new Map<Heading, string>();
  visit(tree, "heading", (heading) => {
    anchors.set(heading, slugger.slug(toString(heading)));
  });
  return anchors;
}
