import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { json } from "@codemirror/lang-json";
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { lintKeymap } from "@codemirror/lint";
import { Prec, type Extension } from "@codemirror/state";
import { drawSelection, EditorView, keymap } from "@codemirror/view";
import { tags as t } from "@lezer/highlight";
import { graphql } from "cm6-graphql";
import type { GraphQLSchema } from "graphql";
import { graphqlHover } from "./graphql-hover.ts";

/** What every editor of a runner needs from its panel. */
export interface EditorOptions {
  /** The editor's accessible name, such as "Operation". */
  label: string;
  /** The id of the text that says how to run and how to leave the editor. */
  describedBy: string;
  onChange?: (text: string) => void;
  /** Runs the example (Ctrl/Cmd+Enter). */
  onRun: () => void;
}

// Colours are CSS variables (RunnerPanel.module.css) holding the static blocks' Shiki colours for each theme.
const graphqlColours = HighlightStyle.define([
  { tag: [t.keyword, t.definitionKeyword, t.special(t.name)], color: "var(--code-keyword)" },
  { tag: [t.propertyName, t.variableName, t.attributeName], color: "var(--code-field)" },
  { tag: t.atom, color: "var(--code-type)" },
  { tag: [t.integer, t.float, t.bool, t.null], color: "var(--code-number)" },
  { tag: t.string, color: "var(--code-string)" },
  { tag: t.modifier, color: "var(--code-directive)" },
  { tag: t.lineComment, color: "var(--code-comment)" },
]);
const jsonColours = HighlightStyle.define([
  { tag: t.propertyName, color: "var(--code-key)" },
  { tag: t.string, color: "var(--code-string)" },
  { tag: [t.number, t.bool, t.null], color: "var(--code-number)" },
]);

/**
 * Editing, history, brackets and completion, without a Tab binding: Tab and Shift+Tab move focus
 * out of the editor as in any text field, so keyboard users are never trapped in it.
 */
function commonExtensions(options: EditorOptions): Extension[] {
  return [
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    autocompletion(),
    Prec.highest(keymap.of([{ key: "Mod-Enter", run: () => (options.onRun(), true) }])),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap]),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ "aria-label": options.label, "aria-describedby": options.describedBy }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange?.(update.state.doc.toString());
    }),
  ];
}

/** The operation editor: GraphQL highlighting, and completion, hover and checks from `schema` once it has loaded. */
export function operationExtensions(options: EditorOptions, schema?: GraphQLSchema): Extension[] {
  return [...commonExtensions(options), graphql(schema), graphqlHover, syntaxHighlighting(graphqlColours)];
}

/** The variables editor: JSON highlighting. */
export function variablesExtensions(options: EditorOptions): Extension[] {
  return [...commonExtensions(options), json(), syntaxHighlighting(jsonColours)];
}
