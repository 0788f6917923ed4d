// sessionStorage, not localStorage: a reader's own token must not outlive the browser tab.
const STORAGE_KEY = "graphql-runner:token";

/**
 * Sent on `window` when the reader changes their token; its `detail` is the token ("" when forgotten). The request
 * snippets listen for it (request-snippet-tokens.ts), so they show the token as it is typed.
 */
export const SESSION_TOKEN_EVENT = "graphql-runner:token";

/** The token the reader pasted earlier in this tab, or "" when there is none or storage is blocked. */
export function readSessionToken(storage: Storage | undefined = globalThis.sessionStorage): string {
  try {
    return storage?.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

/** Keeps the reader's token for this tab only; an empty value forgets it. */
export function saveSessionToken(token: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    if (token.trim() === "") storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, token.trim());
  } catch {
    // Storage may be blocked; the token still works until the page is left.
  }
  globalThis.dispatchEvent?.(new CustomEvent(SESSION_TOKEN_EVENT, { detail: token.trim() }));
}
