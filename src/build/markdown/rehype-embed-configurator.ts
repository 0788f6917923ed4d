import type { Element, ElementContent, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";
import {
  buildEmbed,
  defaultEmbedValues,
  EMBED_FIELDS,
  type EmbedField,
  type EmbedKind,
} from "#shared/embed-snippet.ts";
import { CODE_BLOCK_MARKUP, EMBED_ATTRIBUTES, EMBED_CLASSES } from "#shared/widget-markup.ts";
import { codeHeader } from "./code-header.ts";
import { el, text } from "./hast-nodes.ts";

const LABELS: Record<EmbedKind, string> = { script: "Script embed", iframe: "Iframe embed" };

/**
 * Fills each `::embed-configurator` placeholder with its form, preview box and snippet, prerendered with the sample
 * values so the snippet is right before any script runs. It runs after sanitising: the form controls are built here
 * from the shared field list, never from page content.
 */
export function rehypeEmbedConfigurator(options: { shareHost: string }) {
  return (tree: Root) => {
    let count = 0;
    visit(tree, "element", (node: Element) => {
      // Highlighted code is most of a page's elements and never holds a placeholder.
      if (node.tagName === "pre") return SKIP;
      const kind = node.properties.dataEmbedConfigurator;
      if (kind !== "script" && kind !== "iframe") return;
      const id = `embed-${kind}-${++count}`;
      node.tagName = "section";
      node.properties = {
        className: ["embed-configurator"],
        [EMBED_ATTRIBUTES.configurator]: kind,
        [EMBED_ATTRIBUTES.shareHost]: options.shareHost,
        dataPagefindIgnore: "",
        ariaLabel: `${LABELS[kind]} builder`,
      };
      node.children = renderConfigurator(kind, id, options.shareHost);
    });
  };
}

function renderConfigurator(kind: EmbedKind, id: string, shareHost: string): ElementContent[] {
  const output = buildEmbed(kind, defaultEmbedValues(kind), shareHost).output;
  if (!output) throw new Error(`Bug: the ${kind} embed's sample values do not build (src/shared/embed-snippet.ts).`);
  const fields = EMBED_FIELDS[kind].map((field) => renderField(field, `${id}-${field.name}`));
  const form = el("fieldset", { className: ["embed-form"] }, [el("legend", {}, [text("Options")]), ...fields]);
  const preview = el("div", { className: ["embed-preview"] }, [
    el("p", { className: ["embed-preview-label"] }, [text("Preview")]),
    el(
      "div",
      {
        className: [EMBED_CLASSES.previewFrame],
        style: formatStyle(output.previewStyle),
        [EMBED_ATTRIBUTES.previewSource]: output.previewSrc,
      },
      [el("p", { className: [EMBED_CLASSES.previewStatus], role: "status" }, [text("The live preview loads here.")])],
    ),
    el("p", { className: ["embed-preview-note"] }, [
      text(
        kind === "script"
          ? "The preview shows the hosted viewer in a box of the chosen size, opened at the overview; on your page the script picks the layout for each device."
          : "The preview shows the iframe in the chosen box.",
      ),
    ]),
  ]);
  const snippet = el("figure", { className: [CODE_BLOCK_MARKUP.figureClass, "embed-snippet"] }, [
    codeHeader({
      title: `Your ${LABELS[kind].toLowerCase()} code`,
      label: "HTML",
      copyLabel: "Copy the embed code",
      copyAttribute: EMBED_ATTRIBUTES.copy,
    }),
    // Neither a name (HTML allows no aria-label on a plain `pre`; the header's title says what it is) nor a tab stop:
    // the snippet wraps (embed-configurator.css), so there is nothing to scroll with the keyboard.
    el("pre", {}, [el("code", { [EMBED_ATTRIBUTES.snippet]: "" }, [text(output.snippet)])]),
  ]);
  return [
    el("div", { className: ["embed-layout"] }, [form, preview]),
    snippet,
    el("p", { className: ["visually-hidden"], role: "status", [EMBED_ATTRIBUTES.copyStatus]: "" }, []),
  ];
}

function renderField(field: EmbedField, id: string): Element {
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  if (field.type === "checkbox") {
    return el("div", { className: ["embed-field", "embed-field-checkbox"] }, [
      el("input", { type: "checkbox", id, name: field.name, checked: field.default === "on" }, []),
      el("label", { htmlFor: [id] }, [text(field.label)]),
    ]);
  }
  return el("div", { className: ["embed-field"] }, [
    el("label", { htmlFor: [id] }, [text(field.label)]),
    el(
      "input",
      {
        type: "text",
        id,
        name: field.name,
        value: field.default,
        autoComplete: ["off"],
        spellCheck: "false",
        ariaDescribedBy: [hintId, problemId],
      },
      [],
    ),
    el("p", { className: ["embed-field-hint"], id: hintId }, [text(field.hint)]),
    el("p", { className: ["embed-field-problem"], id: problemId }, []),
  ]);
}

function formatStyle(style: Record<string, string>): string {
  return Object.entries(style)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
}
