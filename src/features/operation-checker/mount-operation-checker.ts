import { EditorView } from "@codemirror/view";
import type { GraphQLSchema } from "graphql";
import { loadBrowserSchema } from "#features/runner/load-browser-schema.ts";
import { operationExtensions } from "#features/runner/editor-extensions.ts";
import {
  OPERATION_CHECKER_MARKUP as MARKUP,
  parseBreakingChangesFile,
  type BreakingChangesFile,
} from "#shared/operation-checker.ts";
import editorStyles from "#features/runner/RunnerPanel.module.css";
import { checkOperations } from "./check-operations.ts";
import { matchBreakingChanges } from "./match-breaking-changes.ts";
import { readOperationFile } from "./read-operation-file.ts";
import { renderFindings, renderMessage } from "./render-findings.ts";
import "./operation-checker.css";

const SCHEMA_FAILED = "The schema did not load, so the checker cannot run. Reload the page to try again.";

/**
 * Makes every prerendered `section[data-operation-checker]` under `root` live: the form replaces the note that the
 * checker needs JavaScript, the text box becomes the runner's GraphQL editor (completion and hover from the schema),
 * and "Check operations", Ctrl+Enter, a chosen file or a dropped one check the text against the schema, in the page.
 * Returns a cleanup function.
 */
export function mountOperationCheckers(root: HTMLElement): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>(`section[${MARKUP.root}]`)].map(mountChecker);
  return () => cleanups.forEach((cleanup) => cleanup());
}

function mountChecker(section: HTMLElement): () => void {
  const part = <T extends HTMLElement>(name: keyof typeof MARKUP) => section.querySelector<T>(`[${MARKUP[name]}]`);
  const form = part<HTMLFormElement>("form");
  const textarea = part<HTMLTextAreaElement>("input");
  const fileInput = part<HTMLInputElement>("file");
  const status = part("status");
  const results = part("results");
  if (!form || !textarea || !fileInput || !status || !results) return () => undefined;
  const changesSource = section.getAttribute(MARKUP.changesSource) ?? "";
  let changes: Promise<BreakingChangesFile | Error> | undefined;
  const loadChanges = () =>
    (changes ??= fetch(changesSource)
      .then((response) => {
        if (!response.ok) throw new Error(`${changesSource} answered ${response.status}`);
        return response.json();
      })
      .then(parseBreakingChangesFile)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));

  const schema = loadBrowserSchema();
  let view: EditorView | undefined;
  const readText = () => view?.state.doc.toString() ?? textarea.value;
  const writeText = (text: string) => {
    if (view) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    else textarea.value = text;
  };

  let run = 0;
  const check = async (sourceName?: string) => {
    const current = ++run;
    status.textContent = "Checking…";
    const [loaded, file] = await Promise.all([schema.catch(() => undefined), loadChanges()]);
    if (current !== run) return;
    if (!loaded) {
      renderMessage(status, results, SCHEMA_FAILED);
      return;
    }
    const result = checkOperations(loaded, readText(), sourceName);
    if (result.status === "empty") {
      renderMessage(status, results, result.message);
      return;
    }
    const touched =
      result.status === "checked" && !(file instanceof Error) ? matchBreakingChanges(result.usages, file) : [];
    renderFindings(status, results, result, {
      touched,
      changesPage: file instanceof Error ? undefined : file.changesPage,
      changesError: file instanceof Error ? file.message : undefined,
      sourceName,
    });
  };

  const checkFile = async (file: File) => {
    const reading = readOperationFile(file.name, file.size, file.size > 1_000_000 ? "" : await file.text());
    if (!reading.ok) {
      renderMessage(status, results, reading.message);
      return;
    }
    writeText(reading.text);
    await check(file.name);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void check();
  };
  const onFileChosen = () => {
    const file = fileInput.files?.[0];
    if (file) void checkFile(file);
    fileInput.value = "";
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer?.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
  };
  // Captured before the editor sees it: CodeMirror would insert the file's text at the pointer, unchecked.
  const onDrop = (event: DragEvent) => {
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    event.stopPropagation();
    void checkFile(file);
  };
  form.addEventListener("submit", onSubmit);
  fileInput.addEventListener("change", onFileChosen);
  form.addEventListener("dragover", onDragOver);
  form.addEventListener("drop", onDrop, { capture: true });

  void schema.then(
    (loaded) => {
      view = replaceWithEditor(textarea, loaded, () => void check());
      section.setAttribute(MARKUP.ready, "ready");
    },
    () => renderMessage(status, results, SCHEMA_FAILED),
  );
  section.querySelector(`[${MARKUP.fallback}]`)?.setAttribute("hidden", "");
  form.hidden = false;

  return () => {
    form.removeEventListener("submit", onSubmit);
    fileInput.removeEventListener("change", onFileChosen);
    form.removeEventListener("dragover", onDragOver);
    form.removeEventListener("drop", onDrop, { capture: true });
    view?.destroy();
  };
}

/** The prerendered text box becomes the runner's GraphQL editor, keeping its label, hint and any text typed so far. */
function replaceWithEditor(textarea: HTMLTextAreaElement, schema: GraphQLSchema, onRun: () => void): EditorView {
  const label = textarea.form?.querySelector<HTMLLabelElement>(`label[for="${textarea.id}"]`);
  const wrapper = document.createElement("div");
  wrapper.className = `${editorStyles.editor} operation-checker-editor`;
  const view = new EditorView({
    doc: textarea.value,
    extensions: operationExtensions(
      {
        label: label?.textContent ?? "Operations",
        describedBy: textarea.getAttribute("aria-describedby") ?? "",
        onRun,
      },
      schema,
    ),
    parent: wrapper,
  });
  textarea.replaceWith(wrapper);
  if (label) {
    label.removeAttribute("for");
    label.addEventListener("click", () => view.focus());
  }
  return view;
}
