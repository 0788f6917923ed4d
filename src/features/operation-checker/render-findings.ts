import type { CheckResult } from "./check-operations.ts";
import type { OperationProblem, ProblemKind, ReferenceLink, TouchedChange } from "./operation-findings.ts";

/** What the answer adds to the check of the text itself. */
export interface FindingsContext {
  /** The breaking changes of past versions that touch the operations. */
  touched: TouchedChange[];
  /** The API changes page; none when the changes file did not load. */
  changesPage?: string;
  /** Why the breaking changes could not be matched, when the file did not load. */
  changesError?: string;
  /** The file checked, when it was one. */
  sourceName?: string;
}

const KIND_NAMES: Record<ProblemKind, string> = {
  syntax: "Syntax error",
  "unknown-field": "Unknown field",
  "unknown-argument": "Unknown argument",
  "unknown-type": "Unknown type",
  "argument-type": "Wrong argument type",
  "missing-argument": "Missing argument",
  deprecated: "Deprecated",
  invalid: "Invalid",
};

/** Shows one sentence instead of findings: empty input, a file that is not GraphQL, a schema that did not load. */
export function renderMessage(status: HTMLElement, results: HTMLElement, message: string): void {
  status.replaceChildren(...withCode(message));
  results.replaceChildren();
}

/** Says in the live region what the check found, and lists each problem and each touching breaking change below it. */
export function renderFindings(
  status: HTMLElement,
  results: HTMLElement,
  result: Exclude<CheckResult, { status: "empty" }>,
  context: FindingsContext,
): void {
  status.textContent = summarize(result, context);
  const parts: HTMLElement[] = [];
  if (result.problems.length > 0) {
    parts.push(heading("Problems"), list("operation-checker-problems", result.problems.map(renderProblem)));
  }
  if (context.touched.length > 0) {
    parts.push(
      heading("Breaking changes of past versions that touch these operations"),
      list("operation-checker-changes", context.touched.map(renderTouchedChange)),
    );
  }
  if (result.status === "checked" && context.changesError) {
    parts.push(
      element("p", "operation-checker-note", [
        `The breaking changes of past versions could not be loaded (${context.changesError}), so they are not matched.`,
      ]),
    );
  } else if (result.status === "checked" && context.changesPage && context.touched.length === 0) {
    parts.push(
      element("p", "operation-checker-note", [
        "No breaking change of a past version touches these operations. Every change is on ",
        link({ label: "the API changes page", href: context.changesPage }),
        ".",
      ]),
    );
  }
  results.replaceChildren(...parts);
}

function summarize(result: Exclude<CheckResult, { status: "empty" }>, context: FindingsContext): string {
  const where = context.sourceName ? ` in ${context.sourceName}` : "";
  if (result.status === "unparsable") {
    const [problem] = result.problems;
    return `The text${where} does not parse as GraphQL${problem ? ` (line ${problem.line}, column ${problem.column})` : ""}.`;
  }
  const operations = count(result.operations.length, "operation");
  const problems = result.problems.length === 0 ? "no problems" : count(result.problems.length, "problem");
  const verb = context.touched.length === 1 ? "touches" : "touch";
  const changes =
    context.touched.length === 0
      ? ""
      : `; ${count(context.touched.length, "breaking change")} of past versions ${verb} them`;
  return `Checked ${operations}${where}: ${problems}${changes}.`;
}

function renderProblem(problem: OperationProblem): HTMLElement {
  const item = element("li", `operation-checker-problem operation-checker-${problem.kind}`, [
    element("span", "operation-checker-place", [`Line ${problem.line}, column ${problem.column}`]),
    " ",
    element("strong", "operation-checker-kind", [KIND_NAMES[problem.kind]]),
    ": ",
    ...withCode(problem.message),
  ]);
  const details: (string | Node)[] = [];
  if (problem.suggestion) details.push("Did you mean ", link(problem.suggestion, true), "? ");
  if (problem.deprecationReason) details.push(...withCode(problem.deprecationReason), " ");
  if (problem.reference) details.push("Reference: ", link(problem.reference, true), ".");
  if (details.length > 0) item.append(element("p", "operation-checker-details", details));
  return item;
}

function renderTouchedChange(touched: TouchedChange): HTMLElement {
  const { usage } = touched;
  const date = element("time", "", [formatDate(touched.date)]);
  date.setAttribute("datetime", touched.date);
  const version = document.createElement("a");
  version.href = touched.versionHref;
  version.append(date);
  return element("li", "operation-checker-change", [
    version,
    `: ${touched.reason} `,
    "Used at ",
    element("span", "operation-checker-place", [`line ${usage.line}, column ${usage.column}`]),
    " (",
    usage.href ? link({ label: usage.label, href: usage.href }, true) : code(usage.label),
    usage.href ? ")." : ", which the current schema no longer has).",
  ]);
}

/** Text with its `code` spans (the schema's reasons and the checker's own messages use them) as `<code>`. */
function withCode(text: string): (string | Node)[] {
  return text.split("`").map((part, index) => (index % 2 === 1 ? code(part) : part));
}

function heading(text: string): HTMLElement {
  return element("h3", "operation-checker-heading", [text]);
}

function list(className: string, items: HTMLElement[]): HTMLElement {
  return element("ol", className, items);
}

function link(target: ReferenceLink, asCode = false): HTMLAnchorElement {
  const anchor = document.createElement("a");
  anchor.href = target.href;
  anchor.append(asCode ? code(target.label) : target.label);
  return anchor;
}

function code(text: string): HTMLElement {
  return element("code", "", [text]);
}

function element(tag: string, className: string, children: (string | Node)[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** `8 November 2022` for `2022-11-08`, as the API changes page writes it. */
function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
