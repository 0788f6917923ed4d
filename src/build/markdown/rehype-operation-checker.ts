import type { Element, ElementContent, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";
import { BREAKING_CHANGES_PATH, OPERATION_CHECKER_MARKUP as MARKUP } from "#shared/operation-checker.ts";
import { SCHEMA_REFERENCE_PATH } from "#shared/schema-reference-path.ts";
import { el, text } from "./hast-nodes.ts";

/**
 * Fills the `::operation-checker` placeholder with the checker's form. The form is prerendered `hidden` with a note that
 * the checker needs JavaScript; the widget (src/features/operation-checker) shows the form and hides the note.
 * It runs after sanitising: the controls are built here, never from page content.
 */
export function rehypeOperationChecker() {
  return (tree: Root) => {
    let count = 0;
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "pre") return SKIP;
      if (node.properties.dataOperationChecker === undefined) return;
      const id = `operation-checker-${++count}`;
      node.tagName = "section";
      node.properties = {
        className: ["operation-checker"],
        [MARKUP.root]: "",
        [MARKUP.changesSource]: BREAKING_CHANGES_PATH,
        dataPagefindIgnore: "",
        ariaLabel: "Operation checker",
      };
      node.children = renderChecker(id);
      return SKIP;
    });
  };
}

function renderChecker(id: string): ElementContent[] {
  const hint = `${id}-hint`;
  return [
    el("p", { className: ["operation-checker-fallback"], [MARKUP.fallback]: "" }, [
      text(
        "The checker runs in your browser and needs JavaScript, which is off or has not loaded. Without it, look each field up in the ",
      ),
      el("a", { href: SCHEMA_REFERENCE_PATH }, [text("schema reference")]),
      text("."),
    ]),
    el("form", { className: ["operation-checker-form"], [MARKUP.form]: "", hidden: true }, [
      el("label", { htmlFor: [`${id}-input`], className: ["operation-checker-label"] }, [text("Operations")]),
      el("p", { id: hint, className: ["operation-checker-hint"] }, [
        text(
          "Paste queries, mutations or fragments, or drop a .graphql file here. Nothing is sent: the check runs in this page. Ctrl+Enter (⌘+Enter) checks; Tab leaves the box.",
        ),
      ]),
      el(
        "textarea",
        {
          id: `${id}-input`,
          name: "operations",
          rows: 12,
          spellCheck: "false",
          autoComplete: ["off"],
          ariaDescribedBy: [hint],
          className: ["operation-checker-input"],
          [MARKUP.input]: "",
        },
        [],
      ),
      el("div", { className: ["operation-checker-actions"] }, [
        el("button", { type: "submit" }, [text("Check operations")]),
        el("label", { htmlFor: [`${id}-file`] }, [text("Or check a file")]),
        el(
          "input",
          { type: "file", id: `${id}-file`, accept: [".graphql,.gql,.graphqls,.txt"], [MARKUP.file]: "" },
          [],
        ),
      ]),
    ]),
    el("p", { className: ["operation-checker-status"], role: "status", [MARKUP.status]: "" }, []),
    el("div", { className: ["operation-checker-results"], [MARKUP.results]: "" }, []),
  ];
}
