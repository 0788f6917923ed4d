import { OFFLINE_MESSAGE } from "./classify-response.ts";
import type { SubmissionState } from "./submission-state.ts";
import styles from "./SubmissionStatus.module.css";

/**
 * Announces progress and problems. Both live regions are always in the page (empty when idle),
 * because screen readers only announce changes to regions that already exist.
 */
export function SubmissionStatus({ state }: { state: SubmissionState }) {
  const problem = state.status === "error" ? state.message : state.status === "offline" ? OFFLINE_MESSAGE : "";
  return (
    <>
      <p role="status" className={styles.progress}>
        {state.status === "sending" ? "Sending…" : ""}
      </p>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </>
  );
}
