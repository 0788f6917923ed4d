import type { Root, Blockquote, Paragraph } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import { visit } from "unist-util-visit";

/** The callout kinds authors may write, with their visible titles. */
export const CALLOUT_KINDS = { note: "Note", tip: "Tip", warning: "Warning", danger: "Danger" } as const;
type CalloutKind = keyof typeof CALLOUT_KINDS;

const ALERT_KINDS: Record<string, CalloutKind> = {
  NOTE: "note",
  TIP: "tip",
  IMPORTANT: "note",
  WARNING: "warning",
  CAUTION: "danger",
  DANGER: "danger",
};

/** Turns `:::note` directives and GitHub `> [!NOTE]` alerts into `<aside class="callout">` blocks. */
export function remarkCallouts() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === "containerDirective" && node.name in CALLOUT_KINDS) convertDirective(node);
      if (node.type === "blockquote") convertAlert(node);
    });
  };
}

function convertDirective(node: ContainerDirective) {
  const kind = node.name as CalloutKind;
  const first = node.children[0];
  let title: string = CALLOUT_KINDS[kind];
  if (first?.type === "paragraph" && first.data?.directiveLabel) {
    title = first.children.map((child) => ("value" in child ? child.value : "")).join("");
    node.children.shift();
  }
  decorate(node, kind, title);
}

function convertAlert(node: Blockquote) {
  const paragraph = node.children[0];
  if (paragraph?.type !== "paragraph") return;
  const text = paragraph.children[0];
  if (text?.type !== "text") return;
  const match = /^\[!([A-Z]+)\]\s*(?:\n|$)/.exec(text.value);
  const kind = match ? ALERT_KINDS[match[1] ?? ""] : undefined;
  if (!match || !kind) return;
  text.value = text.value.slice(match[0].length);
  if (text.value === "") paragraph.children.shift();
  if (paragraph.children.length === 0) node.children.shift();
  decorate(node, kind, CALLOUT_KINDS[kind]);
}

function decorate(node: ContainerDirective | Blockquote, kind: CalloutKind, title: string) {
  const heading: Paragraph = {
    type: "paragraph",
    children: [{ type: "text", value: title }],
    data: { hProperties: { className: ["callout-title"] } },
  };
  node.children.unshift(heading);
  node.data = {
    ...node.data,
    hName: "aside",
    hProperties: { className: ["callout", `callout-${kind}`], role: "note" },
  };
}
