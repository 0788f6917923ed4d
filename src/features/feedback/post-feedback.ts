import { classifyFailure, classifyResponse, type SubmitOutcome } from "./classify-response.ts";
import type { FeedbackPayload } from "./feedback-payload.ts";

/** What `postFeedback` uses from the browser; tests pass their own. */
export interface PostFeedbackOptions {
  fetch?: typeof fetch;
  /** `navigator.onLine`: when false nothing is sent. */
  isOnline?: () => boolean;
  timeoutMs?: number;
}

/** POSTs one submission as JSON and says how it went; it never throws, so no failure goes unreported. */
export async function postFeedback(
  endpoint: string,
  payload: FeedbackPayload,
  options: PostFeedbackOptions = {},
): Promise<SubmitOutcome> {
  const { fetch: send = fetch, isOnline = () => navigator.onLine, timeoutMs = 15_000 } = options;
  if (!isAbsoluteHttpUrl(endpoint)) {
    return {
      status: "error",
      message: `This site's feedback address (“${endpoint}”) is not a valid URL, so nothing was sent. Please contact us instead.`,
    };
  }
  if (!isOnline()) return { status: "offline" };
  try {
    const response = await send(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      credentials: "omit",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return classifyResponse(response.status, await readJson(response));
  } catch (error) {
    return classifyFailure(error);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    // A body that is not JSON (an HTML error page, say) carries no message we can show.
    return undefined;
  }
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
