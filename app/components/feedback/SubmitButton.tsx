import type { SubmissionState } from "#browser/feedback/submission-state.ts";
import { submitLabel } from "#browser/feedback/submission-state.ts";
import controls from "./form-controls.module.css";

/** A form's submit button: disabled until hydrated, marked busy (not disabled, so focus stays) while sending. */
export function SubmitButton({ state, hydrated, label }: { state: SubmissionState; hydrated: boolean; label: string }) {
  return (
    <div className={controls.actions}>
      <button
        type="submit"
        className={`${controls.button} ${controls.primary}`}
        disabled={!hydrated}
        aria-disabled={state.status === "sending"}
      >
        {submitLabel(state, label)}
      </button>
    </div>
  );
}
