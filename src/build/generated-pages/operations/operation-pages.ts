import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { typeHref } from "#build/graphql/schema-reference-path.ts";
import type { GeneratedPage, PageGenerator } from "#build/generated-pages/generated-page.ts";
import { markdownText } from "#build/generated-pages/markdown-text.ts";
import {
  loadExampleOperations,
  OPERATIONS_DIR,
  OPERATIONS_PATH,
  operationPath,
  type ExampleOperation,
} from "./load-operations.ts";
import { readGroupSummaries } from "./group-summaries.ts";

/** Every example operation as a page, under one index page per folder, from `examples/operations/`. */
export const operationPages: PageGenerator<"before-render"> = {
  name: "example operations",
  // Before: the operations and the schema are all it reads, so its pages render beside the content pages.
  phase: "before-render",
  parent: "/docs/graphql",
  generate({ rootDir, loadSchema }) {
    const operations = loadExampleOperations(rootDir, loadSchema().schema);
    if (operations.length === 0) return [];
    const readme = path.join(rootDir, OPERATIONS_DIR, "README.md");
    const summaries = existsSync(readme) ? readGroupSummaries(readFileSync(readme, "utf8")) : new Map<string, string>();
    const groups = listGroups(operations);
    return [
      formatIndexPage(groups, summaries),
      ...groups.map((group) => formatGroupPage(group, operations, groups, summaries)),
      ...operations.map(formatOperationPage),
    ];
  },
};

/** Every folder that holds operations, and the folders above them, sorted. */
function listGroups(operations: ExampleOperation[]): string[] {
  const groups = new Set<string>();
  for (const { group } of operations) {
    const parts = group.split("/");
    parts.forEach((_, index) => groups.add(parts.slice(0, index + 1).join("/")));
  }
  return [...groups].sort();
}

function formatIndexPage(groups: string[], summaries: Map<string, string>): GeneratedPage {
  const top = groups.filter((group) => !group.includes("/"));
  const items = top.map((group) => `- [${group}](${OPERATIONS_PATH}/${group})${summary(summaries, group)}`);
  return {
    path: OPERATIONS_PATH,
    title: "Operations",
    weight: 7,
    description: "Every example operation of the repository as a page, with the types it uses and a Run action.",
    keywords: ["operations", "examples", "queries", "mutations"],
    body: `Each example operation of the repository's \`${OPERATIONS_DIR}\` folder as its own page, grouped as the folders group them. Every page shows the operation, lets you run it, and links each field to the schema types.\n\n${items.join("\n")}\n`,
    source: `${OPERATIONS_DIR}/README.md`,
  };
}

function formatGroupPage(
  group: string,
  operations: ExampleOperation[],
  groups: string[],
  summaries: Map<string, string>,
): GeneratedPage {
  const own = operations.filter((operation) => operation.group === group);
  const children = groups.filter(
    (other) => other.startsWith(`${group}/`) && !other.slice(group.length + 1).includes("/"),
  );
  const lines = [
    summaries.get(group) ? `${markdownText(summaries.get(group) ?? "")}.` : `Example operations in \`${group}/\`.`,
  ];
  if (own.length > 0)
    lines.push(
      own
        .map(
          (operation) =>
            `- [${operation.name}](${operationPath(operation)})${operation.summary ? `: ${markdownText(operation.summary)}` : ""}`,
        )
        .join("\n"),
    );
  if (children.length > 0)
    lines.push(
      `Sub-folders:\n\n${children.map((child) => `- [${child}](${OPERATIONS_PATH}/${child})${summary(summaries, child)}`).join("\n")}`,
    );
  return {
    path: `${OPERATIONS_PATH}/${group}`,
    title: `${group}/`,
    weight: 5,
    description: summaries.get(group) ?? `Example operations in ${group}/.`,
    keywords: [group, "operations"],
    body: `${lines.join("\n\n")}\n`,
    source: `${OPERATIONS_DIR}/${group}`,
  };
}

function formatOperationPage(operation: ExampleOperation): GeneratedPage {
  const kind = /^\s*mutation\b/.test(operation.code)
    ? "mutation"
    : /^\s*subscription\b/.test(operation.code)
      ? "subscription"
      : "query";
  const token = operation.token ? ` It needs a **${operation.token}** token.` : "";
  const lines = [
    `${operation.summary ? markdownText(operation.summary) : `The ${operation.name} ${kind}.`}${token}`,
    `\`\`\`graphql title="${operation.name}.graphql"\n${operation.code}\n\`\`\``,
  ];
  if (operation.variables) lines.push(`\`\`\`json variables\n${operation.variables}\n\`\`\``);
  if (operation.types.length > 0)
    lines.push(`## Types it uses\n\n${operation.types.map((name) => `- [${name}](${typeHref(name)})`).join("\n")}`);
  return {
    path: operationPath(operation),
    title: operation.name,
    weight: 5,
    description: operation.summary || `The ${operation.name} example ${kind}.`,
    keywords: [operation.name, kind, operation.group],
    body: `${lines.join("\n\n")}\n`,
    source: operation.file,
  };
}

function summary(summaries: Map<string, string>, group: string): string {
  const text = summaries.get(group);
  return text ? `: ${markdownText(text)}` : "";
}
