import { useId, useRef, useState, type FormEvent } from "react";
import type { PublicConfig } from "#shared/public-config.ts";
import { buildRegisterInterestPayload } from "./feedback-payload.ts";
import { validateEmail } from "./validate-email.ts";
import { SubmissionStatus } from "./SubmissionStatus.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { SuccessMessage } from "./SuccessMessage.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { useSubmission } from "./use-submission.ts";
import controls from "./form-controls.module.css";
import styles from "./RegisterInterest.module.css";

/** Register-interest form on 'Coming soon' pages, or how to get in touch when the site takes no submissions. */
export function RegisterInterest({ path, title, config }: { path: string; title: string; config: PublicConfig }) {
  const headingId = useId();
  const endpoint = config.feedbackEndpoint;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-pagefind-ignore="">
      <h2 id={headingId} className={styles.heading}>
        Register interest in {title}
      </h2>
      {endpoint ? (
        <RegisterInterestForm path={path} title={title} endpoint={endpoint} privacyUrl={config.app.privacy} />
      ) : (
        <p className={controls.muted}>
          This site can't take registrations yet. To hear when {title} is ready,{" "}
          <a href={config.app.contact}>get in touch with us</a>.
        </p>
      )}
    </section>
  );
}

interface FormProps {
  path: string;
  title: string;
  endpoint: string;
  privacyUrl: string | undefined;
}

function RegisterInterestForm({ path, title, endpoint, privacyUrl }: FormProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [note, setNote] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const { state, submit } = useSubmission(endpoint);
  const sending = state.status === "sending";
  const hydrated = useHydrated();

  if (state.status === "success") {
    return (
      <SuccessMessage>
        Thanks! We'll email {email.trim()} when {title} is ready.
      </SuccessMessage>
    );
  }

  function changeEmail(value: string) {
    setEmail(value);
    // Once an error is showing, let it clear as soon as the address is fixed.
    if (emailError !== undefined) setEmailError(messageFor(value));
  }
  function send(event: FormEvent) {
    event.preventDefault();
    const check = validateEmail(email);
    if (!check.ok) {
      setEmailError(check.message);
      emailRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    void submit(buildRegisterInterestPayload({ path, email: check.email, note }));
  }

  return (
    <form onSubmit={send} noValidate aria-busy={sending}>
      <p className={controls.muted}>
        Leave your email address and we'll let you know when this is available.
        {privacyUrl ? (
          <>
            {" "}
            See our <a href={privacyUrl}>privacy policy</a>.
          </>
        ) : null}
      </p>
      <div className={controls.field}>
        <label htmlFor={`${id}-email`} className={controls.label}>
          Email address
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          className={controls.input}
          value={email}
          readOnly={sending || !hydrated}
          aria-invalid={emailError !== undefined}
          aria-describedby={emailError === undefined ? undefined : `${id}-email-error`}
          onChange={(event) => changeEmail(event.target.value)}
        />
        {emailError === undefined ? null : (
          <p id={`${id}-email-error`} className={controls.fieldError}>
            {emailError}
          </p>
        )}
      </div>
      <div className={controls.field}>
        <label htmlFor={`${id}-note`} className={controls.label}>
          Note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          className={controls.input}
          value={note}
          readOnly={sending || !hydrated}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <SubmitButton state={state} hydrated={hydrated} label="Register interest" />
      <SubmissionStatus state={state} />
    </form>
  );
}

function messageFor(email: string): string | undefined {
  const check = validateEmail(email);
  return check.ok ? undefined : check.message;
}
