import type { Element, ElementContent } from "hast";
import { CODE_BLOCK_MARKUP, TABS_MARKUP } from "#shared/widget-markup.ts";
import {
  encodeAccessToken,
  REQUEST_LANGUAGE_LABELS,
  REQUEST_SNIPPET_MARKUP,
  REQUEST_SNIPPETS_SYNC,
  type RequestSnippet,
} from "#shared/request-snippets.ts";
import { codeHeader } from "../code-header.ts";
import { el, text } from "../hast-nodes.ts";

/**
 * One runnable block's snippets: a closed `<details>` ("Request as…", the tabs name the languages) holding a tab group in the markup of
 * remark-tabs.ts, so the page's tab code switches it and remembers the choice (its `sync` is the client tabs' one),
 * and one code block per tab with the usual copy button. The code is plain text, not highlighted: the snippets repeat
 * the example four times, and plain text keeps the page small. `id` is the group's number on its page.
 */
export function requestSnippetsElement(snippets: RequestSnippet[], token: string, id: number): Element {
  // Only the panels have ids (the tabs point at them with aria-controls, which tabs.ts follows), and they are short:
  // ids differ from block to block, and that difference is most of what the markup costs once compressed.
  const panelId = (index: number) => `request-${id}-${index}`;
  const tabs = snippets.map(({ language }, index) => {
    const label = REQUEST_LANGUAGE_LABELS[language];
    return el(
      "button",
      {
        type: "button",
        role: "tab",
        ariaControls: [panelId(index)],
        ariaSelected: index === 0 ? "true" : "false",
        tabIndex: index === 0 ? 0 : -1,
        [TABS_MARKUP.label]: label,
      },
      [text(label)],
    );
  });
  const panels = snippets.map((snippet, index) =>
    el(
      "div",
      {
        role: "tabpanel",
        id: panelId(index),
        ariaLabel: REQUEST_LANGUAGE_LABELS[snippet.language],
        hidden: index !== 0,
      },
      [snippetFigure(snippet, token)],
    ),
  );
  return el("details", { className: [REQUEST_SNIPPET_MARKUP.className], dataPagefindIgnore: "" }, [
    el("summary", {}, [text("Request as…")]),
    el("div", { className: [TABS_MARKUP.groupClass], [TABS_MARKUP.sync]: REQUEST_SNIPPETS_SYNC }, [
      el("div", { role: "tablist", className: [TABS_MARKUP.listClass], ariaLabel: "Request as" }, tabs),
      ...panels,
    ]),
  ]);
}

/** A code block with only a copy button in its header: the tab above already names the language. */
function snippetFigure(snippet: RequestSnippet, token: string): Element {
  const code: ElementContent[] = [];
  snippet.parts.forEach((part, index) => {
    if (index > 0) code.push(el("span", { [REQUEST_SNIPPET_MARKUP.token]: "" }, [text(encodeAccessToken(token))]));
    if (part) code.push(text(part));
  });
  return el("figure", { className: [CODE_BLOCK_MARKUP.figureClass] }, [
    codeHeader({ copyLabel: "Copy the request" }),
    el("pre", { tabIndex: 0 }, [el("code", {}, code)]),
  ]);
}
