import { useId, useState, type FormEvent } from "react";
import type { PublicConfig } from "#shared/public-config.ts";
import { buildPageFeedbackPayload } from "./feedback-payload.ts";
import { SubmissionStatus } from "./SubmissionStatus.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { SuccessMessage } from "./SuccessMessage.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { useSubmission } from "./use-submission.ts";
import controls from "./form-controls.module.css";
import styles from "./PageFeedback.module.css";

/**
 * "Was this page helpful?" at the foot of each page, or a note saying feedback is not configured. Prerendered with
 * its buttons disabled; the form island (src/features/feedback/form-islands.tsx) renders it live.
 */
export function PageFeedback({ path, config }: { path: string; config: PublicConfig }) {
  const endpoint = config.feedbackEndpoint;
  if (!endpoint) return <p className={`${controls.muted} ${styles.note}`}>Feedback is not configured for this site.</p>;
  return (
    <div className={styles.feedback}>
      <PageFeedbackForm path={path} endpoint={endpoint} />
    </div>
  );
}

function PageFeedbackForm({ path, endpoint }: { path: string; endpoint: string }) {
  const commentId = useId();
  const [helpful, setHelpful] = useState<boolean>();
  const [comment, setComment] = useState("");
  const { state, submit } = useSubmission(endpoint);
  const sending = state.status === "sending";
  const hydrated = useHydrated();

  if (state.status === "success") return <SuccessMessage>Thanks for your feedback.</SuccessMessage>;

  function choose(value: boolean) {
    if (!sending) setHelpful(value);
  }
  function send(event: FormEvent) {
    event.preventDefault();
    if (helpful === undefined) return;
    void submit(buildPageFeedbackPayload({ path, helpful, comment }));
  }

  return (
    <form onSubmit={send} aria-busy={sending}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Was this page helpful?</legend>
        <div className={styles.choices}>
          {[true, false].map((value) => (
            <button
              key={String(value)}
              type="button"
              className={controls.button}
              aria-pressed={helpful === value}
              disabled={!hydrated}
              aria-disabled={sending || undefined}
              onClick={() => choose(value)}
            >
              {value ? "Yes" : "No"}
            </button>
          ))}
        </div>
      </fieldset>
      {helpful === undefined ? null : (
        <>
          <div className={controls.field}>
            <label htmlFor={commentId} className={controls.label}>
              {helpful ? "What helped? (optional)" : "What was missing or unclear? (optional)"}
            </label>
            <textarea
              id={commentId}
              name="comment"
              rows={3}
              className={controls.input}
              value={comment}
              readOnly={sending || !hydrated}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          <SubmitButton state={state} hydrated={hydrated} label="Send feedback" />
        </>
      )}
      <SubmissionStatus state={state} />
    </form>
  );
}
