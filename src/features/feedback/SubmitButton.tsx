import type { SubmissionState } from "./submission-state.ts";
import { submitLabel } from "./submission-state.ts";
import controls from "./form-controls.module.css";

/**
 * A form's submit button: disabled until hydrated, marked busy (not disabled, so focus stays) while sending. Never both:
 * HTML forbids `aria-disabled` beside `disabled`, so the attribute is left out unless it is true.
 */
export function SubmitButton({ state, hydrated, label }: { state: SubmissionState; hydrated: boolean; label: string }) {
  return (
    <div className={controls.actions}>
      <button
        type="submit"
        className={`${controls.button} ${controls.primary}`}
        disabled={!hydrated}
        aria-disabled={state.status === "sending" || undefined}
      >
        {submitLabel(state, label)}
      </button>
    </div>
  );
}
