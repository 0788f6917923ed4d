import type { RunOutcome } from "./classify-response.ts";

/** What the runner tells the reader in its live region (GraphQL errors get their own line: summarize-errors.ts). */
export interface OutcomeMessage {
  tone: "success" | "error";
  summary: string;
}

/** Turns a run's outcome into a message that says what happened and what to do next. */
export function describeOutcome(outcome: RunOutcome, tokenFieldLabel: string): OutcomeMessage {
  switch (outcome.kind) {
    case "data":
      return { tone: "success", summary: `Response received (HTTP ${outcome.status}).` };
    case "invalid-variables":
      return { tone: "error", summary: outcome.message };
    case "network":
      return {
        tone: "error",
        summary:
          `Could not reach the API: ${outcome.reason}. ` +
          (outcome.offline
            ? "You appear to be offline; reconnect and run again."
            : "Check your connection, or whether an extension or firewall blocks the API, then run again."),
      };
    case "unauthorized":
      return {
        tone: "error",
        summary:
          `The access token was refused (HTTP ${outcome.status}${outcome.detail ? `: ${outcome.detail}` : ""}). ` +
          `Paste your own token into “${tokenFieldLabel}” and run again; changing your own content needs a secret \`sk.\` token.`,
      };
    case "graphql-errors":
      return {
        tone: "error",
        summary: `The API returned ${outcome.errors.length === 1 ? "an error" : `${outcome.errors.length} errors`}; fix the operation or its variables and run again.`,
      };
    case "unexpected":
      return {
        tone: "error",
        summary:
          `The API answered HTTP ${outcome.status} without a GraphQL response. Try again in a moment.` +
          (outcome.text.trim() ? ` It said: ${outcome.text.trim()}` : ""),
      };
  }
}
