/** The result of checking an email address typed by a reader. */
export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

const MAX_LENGTH = 254;
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/**
 * Checks an email address before it is sent, with a message that says what to fix.
 * Deliberately simple: it catches typos, and the service has the final word.
 */
export function validateEmail(raw: string): EmailCheck {
  const email = raw.trim();
  if (email === "") return fail("Enter your email address.");
  if (/\s/.test(email)) return fail(`Remove the spaces from “${email}”.`);
  if (email.length > MAX_LENGTH) return fail(`This email address is too long: keep it to ${MAX_LENGTH} characters.`);
  const at = email.lastIndexOf("@");
  if (at === -1) return fail(`“${email}” is missing an @. Enter an address like name@example.com.`);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local === "") return fail(`Add the part before the @ in “${email}”, as in name@example.com.`);
  if (domain === "") return fail(`Add the domain after the @ in “${email}”, as in name@example.com.`);
  if (!LOCAL_PART.test(local)) {
    return fail(`The part before the @ (“${local}”) has characters an email address can't contain; check for typos.`);
  }
  const labels = domain.split(".");
  if (labels.length < 2) {
    return fail(`“${domain}” is missing its ending, such as .com; check the part after the @.`);
  }
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) {
    return fail(`“${domain}” is not a valid domain; check for typos after the @.`);
  }
  return { ok: true, email };
}

function fail(message: string): EmailCheck {
  return { ok: false, message };
}
