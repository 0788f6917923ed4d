/** "Was this page helpful?" as the feedback service receives it. */
export interface PageFeedbackPayload {
  kind: "page-feedback";
  path: string;
  helpful: boolean;
  comment?: string;
}

/** A reader asking to hear when a 'Coming soon' page is ready. */
export interface RegisterInterestPayload {
  kind: "register-interest";
  path: string;
  email: string;
  note?: string;
}

/** Everything the site posts to the feedback endpoint. */
export type FeedbackPayload = PageFeedbackPayload | RegisterInterestPayload;

/** The page-feedback body; a blank comment is left out rather than sent empty. */
export function buildPageFeedbackPayload(input: {
  path: string;
  helpful: boolean;
  comment?: string;
}): PageFeedbackPayload {
  const payload: PageFeedbackPayload = { kind: "page-feedback", path: checkPath(input.path), helpful: input.helpful };
  const comment = optionalText(input.comment);
  return comment === undefined ? payload : { ...payload, comment };
}

/** The register-interest body; the email must already be validated (see `validateEmail`), a blank note is left out. */
export function buildRegisterInterestPayload(input: {
  path: string;
  email: string;
  note?: string;
}): RegisterInterestPayload {
  const email = input.email.trim();
  if (email === "") {
    throw new Error("buildRegisterInterestPayload() needs an email address; validate it with validateEmail() first.");
  }
  const payload: RegisterInterestPayload = { kind: "register-interest", path: checkPath(input.path), email };
  const note = optionalText(input.note);
  return note === undefined ? payload : { ...payload, note };
}

function checkPath(path: string): string {
  // The path identifies the page to whoever reads the feedback, so a relative or empty one is our bug.
  if (!path.startsWith("/")) {
    throw new Error(
      `Feedback needs the page's site path, starting with "/"; got \`${path}\`. This is a bug in the site.`,
    );
  }
  return path;
}

function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
