import type { DocNode } from "./doc-node.ts";
import type { ContentProblem } from "./content-problem.ts";
import type { ContentFile } from "./load-content-files.ts";

/** Builds the documentation tree from loaded files: types from metadata, siblings by weight, then title. */
export function buildTree(files: ContentFile[]): { tree?: DocNode; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const nodes = new Map<string, DocNode>();
  for (const file of files) nodes.set(file.path, createNode(file, problems));
  const root = nodes.get("/");
  if (!root) {
    problems.push({ file: "content/index.md", message: "The root page is missing: add `content/index.md` (for example with `forward: true`)." });
    return { problems };
  }
  for (const file of files) {
    if (file.path === "/") continue;
    const parentPath = file.path.slice(0, file.path.lastIndexOf("/")) || "/";
    const parent = nodes.get(parentPath);
    const node = nodes.get(file.path);
    if (!parent || !node) {
      problems.push({
        file: file.file,
        line: 1,
        message: `The parent page \`${parentPath}\` does not exist. Add \`content${parentPath}/index.md\` so \`${file.path}\` has a place in the tree.`,
      });
      continue;
    }
    parent.children.push(node);
  }
  for (const node of nodes.values()) node.children.sort(compareSiblings);
  for (const file of files) checkShape(file, nodes.get(file.path), problems);
  return { tree: root, problems };
}

/** Orders siblings by weight, then title. */
export function compareSiblings(a: DocNode, b: DocNode): number {
  return a.metadata.weight - b.metadata.weight || a.title.localeCompare(b.title);
}

function createNode(file: ContentFile, problems: ContentProblem[]): DocNode {
  const { metadata, path } = file;
  const base = { id: path.slice(1), path, title: metadata.title, metadata, children: [], source: file.file };
  if (metadata.redirect !== undefined && metadata.forward) {
    problems.push({
      file: file.file,
      message: "A page cannot have both `redirect` and `forward`. Keep `redirect` to send visitors elsewhere, or `forward: true` to open the first child.",
    });
  }
  if (metadata.redirect !== undefined) return { ...base, type: "redirect", url: metadata.redirect };
  if (metadata.forward) return { ...base, type: "forward-to-first-child" };
  return { ...base, type: "markdown" };
}

function checkShape(file: ContentFile, node: DocNode | undefined, problems: ContentProblem[]): void {
  if (!node) return;
  if (node.type === "forward-to-first-child" && node.children.length === 0) {
    problems.push({
      file: file.file,
      message: `\`forward: true\` needs child pages, but \`${node.path}\` has none. Add a child page or remove \`forward\`.`,
    });
  }
  if (node.type !== "markdown" && file.body.trim() !== "") {
    problems.push({
      file: file.file,
      line: file.bodyLine,
      message: `This ${node.type === "redirect" ? "redirect" : "forward"} page has body text that no reader will see. Move the text to the target page or remove it.`,
    });
  }
}
