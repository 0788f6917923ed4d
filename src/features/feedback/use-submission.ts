import { useCallback, useRef, useState } from "react";
import type { FeedbackPayload } from "./feedback-payload.ts";
import { postFeedback } from "./post-feedback.ts";
import type { SubmissionState } from "./submission-state.ts";

/** Sends submissions to `endpoint` one at a time: a second submit while one is in flight is ignored. */
export function useSubmission(endpoint: string) {
  const [state, setState] = useState<SubmissionState>({ status: "idle" });
  // A ref, not state: two clicks in the same frame both see the old state.
  const inFlight = useRef(false);
  const submit = useCallback(
    async (payload: FeedbackPayload) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ status: "sending" });
      const outcome = await postFeedback(endpoint, payload);
      inFlight.current = false;
      setState(outcome);
    },
    [endpoint],
  );
  return { state, submit };
}
