import type { SubmitOutcome } from "./classify-response.ts";

/** Where a form's submission stands. */
export type SubmissionState = { status: "idle" } | { status: "sending" } | SubmitOutcome;

/** The submit button's label in each state: "Retry" after a failure, so readers know their input is kept. */
export function submitLabel(state: SubmissionState, label: string): string {
  if (state.status === "sending") return "Sending…";
  if (state.status === "error" || state.status === "offline") return "Retry";
  return label;
}
