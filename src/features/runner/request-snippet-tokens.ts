import { encodeAccessToken, REQUEST_SNIPPET_MARKUP } from "#shared/request-snippets.ts";
import { readSessionToken, SESSION_TOKEN_EVENT } from "./session-token.ts";

/**
 * Shows the reader's own token (the one they entered in a runner, kept for this tab) in the request snippets under
 * `root`, as they type it, and the public sample token the build wrote when they clear it. The snippets' copy
 * buttons copy the text shown, token included. Returns a cleanup that puts the sample token back.
 */
export function showReaderTokenInSnippets(root: HTMLElement): () => void {
  const spans = [...root.querySelectorAll<HTMLElement>(`[${REQUEST_SNIPPET_MARKUP.token}]`)];
  if (spans.length === 0) return () => {};
  const samples = new Map(spans.map((span) => [span, span.textContent ?? ""]));
  const show = (token: string) => {
    for (const [span, sample] of samples) span.textContent = token ? encodeAccessToken(token) : sample;
  };
  const onChange = (event: Event) => show(event instanceof CustomEvent ? String(event.detail) : readSessionToken());
  show(readSessionToken());
  window.addEventListener(SESSION_TOKEN_EVENT, onChange);
  return () => {
    window.removeEventListener(SESSION_TOKEN_EVENT, onChange);
    show("");
  };
}
