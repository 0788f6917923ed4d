import type { RunOutcome } from "./classify-response.ts";

/**
 * One line above a response that carries GraphQL errors: how many, the first message and, when the
 * status is not a success, the HTTP status. `undefined` when the response has no errors.
 */
export function summarizeErrors(outcome: RunOutcome): string | undefined {
  if (outcome.kind !== "graphql-errors") return undefined;
  const [first] = outcome.errors;
  if (!first) return undefined;
  const count = outcome.errors.length === 1 ? "1 GraphQL error" : `${outcome.errors.length} GraphQL errors`;
  const status = outcome.status >= 200 && outcome.status < 300 ? "" : ` (HTTP ${outcome.status})`;
  const where = first.path ? ` (at \`${first.path}\`)` : "";
  const more = outcome.errors.length > 1 ? "; the others are in the response below" : "";
  return `${count}${status}: ${first.message}${where}${more}.`.replace(/\.\.$/, ".");
}
