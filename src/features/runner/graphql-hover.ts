import { hoverTooltip, type Tooltip } from "@codemirror/view";
import { getSchema, offsetToPos } from "cm6-graphql";
import { getHoverInformation } from "graphql-language-service";

/** Shows the schema's documentation of the field, argument or type under the pointer. */
export const graphqlHover = hoverTooltip((view, pos): Tooltip | null => {
  const schema = getSchema(view.state);
  if (!schema) return null;
  const word = view.state.wordAt(pos);
  if (!word) return null;
  const contents = getHoverInformation(schema, view.state.doc.toString(), offsetToPos(view.state.doc, pos));
  const text = toPlainText(contents);
  if (!text) return null;
  return {
    pos: word.from,
    end: word.to,
    above: true,
    create() {
      const dom = document.createElement("div");
      dom.className = "cm-graphql-hover";
      dom.textContent = text;
      return { dom };
    },
  };
});

type HoverContents = ReturnType<typeof getHoverInformation>;

/** The language service writes Markdown; its code fences are dropped and the rest reads as plain text. */
function toPlainText(contents: HoverContents): string {
  const parts = Array.isArray(contents) ? contents : [contents];
  return parts
    .map((part) => (typeof part === "string" ? part : part.value))
    .join("\n\n")
    .replace(/```\w*\n?/g, "")
    .trim();
}
