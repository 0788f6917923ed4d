/** How a submission ended, in the terms the forms show to readers. */
export type SubmitOutcome = { status: "success" } | { status: "error"; message: string } | { status: "offline" };

/** Shown when the browser reports no connection or the request never reached the service. */
export const OFFLINE_MESSAGE =
  "You appear to be offline, or the feedback service can't be reached. Check your connection, then retry.";

const MAX_MESSAGE_LENGTH = 300;

/** Success for any 2xx; otherwise the service's own `{ error }` or `{ message }`, or a plain message naming the status. */
export function classifyResponse(status: number, body: unknown): SubmitOutcome {
  if (status >= 200 && status < 300) return { status: "success" };
  return { status: "error", message: readServerMessage(body) ?? describeStatus(status) };
}

/** The outcome when `fetch` itself failed: a `TypeError` means the request never got an answer. */
export function classifyFailure(error: unknown): SubmitOutcome {
  if (error instanceof TypeError) return { status: "offline" };
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return {
      status: "error",
      message: "The feedback service took too long to answer, so this may not have arrived. Please retry.",
    };
  }
  return {
    status: "error",
    message: "Something went wrong while sending, so this may not have arrived. Please retry.",
  };
}

/** The human-readable message in an error body such as `{ "error": "Email already registered" }`, if there is one. */
export function readServerMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const value of [record.error, record.message]) {
    const text = typeof value === "object" && value !== null ? (value as Record<string, unknown>).message : value;
    if (typeof text === "string" && text.trim() !== "") return truncate(text.trim());
  }
  return undefined;
}

function describeStatus(status: number): string {
  if (status === 429) return "Too many submissions from this browser. Wait a minute, then retry.";
  if (status >= 500)
    return `The feedback service had a problem (HTTP ${status}), so this may not have been saved. Please retry.`;
  return `The feedback service turned this down (HTTP ${status}). Please retry, or contact us if it keeps happening.`;
}

function truncate(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
}
