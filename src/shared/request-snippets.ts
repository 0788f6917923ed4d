/**
 * The request a runnable GraphQL example sends, written out as curl, JavaScript (`fetch`), Python (`requests`) and
 * the GraphQL-over-HTTP JSON body. The build renders them beside each runnable block
 * (src/build/markdown/request-snippets/); the browser puts the reader's own token into them
 * (src/features/runner/request-snippet-tokens.ts). The body is the one the runner sends
 * (src/features/runner/build-graphql-request.ts): `{ query, variables, operationName? }`, POSTed to the endpoint with
 * the token as the `accessToken` query parameter. Runtime-neutral: no Node and no DOM.
 */

/** The languages a request is shown in, in tab order. */
export type RequestLanguage = "curl" | "javascript" | "python" | "json";

/** What one request snippet is generated from. */
export interface RequestSnippetInput {
  /** The configured GraphQL endpoint, normalised as a URL's `href` (as the runner's `new URL(endpoint)` does). */
  endpoint: string;
  /** The operation, exactly as written in the example. */
  operation: string;
  /** The parsed variables; `{}` when the example has none (the runner sends `{}` too). */
  variables: Record<string, unknown>;
  /** The name of the document's first operation, when it has one. */
  operationName?: string;
}

/** One language's snippet. */
export interface RequestSnippet {
  language: RequestLanguage;
  /**
   * The snippet's text cut where the access token goes (in the address; the JSON body has none, so one part): the
   * text is `parts.join(encodeAccessToken(token))`, and the markup wraps the token so the browser can swap it.
   */
  parts: readonly string[];
}

/** Tab labels; curl, JavaScript (fetch) and Python match the site's hand-written `sync="client"` tabs. */
export const REQUEST_LANGUAGE_LABELS: Readonly<Record<RequestLanguage, string>> = {
  curl: "curl",
  javascript: "JavaScript (fetch)",
  python: "Python",
  json: "JSON body",
};

/** The `sync` of the snippets' tab groups: the same as the hand-written client tabs, so one choice moves both. */
export const REQUEST_SNIPPETS_SYNC = "client";

/** Names in the snippets' markup, shared by the build that writes them and the browser that swaps the token. */
export const REQUEST_SNIPPET_MARKUP = {
  /** Class of the `<details>` that holds one block's snippets. */
  className: "request-snippets",
  /** On each `<span>` that holds the access token in a snippet. */
  token: "data-request-token",
} as const;

/**
 * The token as it appears in the query string: `application/x-www-form-urlencoded`, as `URLSearchParams` writes it
 * (the runner sets it with `url.searchParams.set`). The result holds no quote or backslash, so it sits safely inside
 * a shell, JavaScript or Python string literal.
 */
export function encodeAccessToken(token: string): string {
  return encodeURIComponent(token)
    .replace(/[!'()~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll("%20", "+");
}

/** The GraphQL-over-HTTP body, with the runner's keys in the runner's order. */
export function requestBody(input: RequestSnippetInput): Record<string, unknown> {
  return {
    query: input.operation,
    variables: input.variables,
    ...(input.operationName ? { operationName: input.operationName } : {}),
  };
}

/** The four snippets of one example, in tab order. */
export function buildRequestSnippets(input: RequestSnippetInput): RequestSnippet[] {
  return [
    { language: "curl", parts: curlSnippet(input) },
    { language: "javascript", parts: javascriptSnippet(input) },
    { language: "python", parts: pythonSnippet(input) },
    { language: "json", parts: [bodyJson(input)] },
  ];
}

/** A snippet's full text with this token in it. */
export function requestSnippetText(snippet: RequestSnippet, token: string): string {
  return snippet.parts.join(encodeAccessToken(token));
}

/** The address up to the token: the endpoint and `?accessToken=` (or `&accessToken=` after a query it already has). */
function addressBeforeToken(endpoint: string): string {
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}accessToken=`;
}

/**
 * A string literal of the address, cut where the token goes. `quote` escapes character by character, so the literal
 * of `prefix + token` is `quote(prefix)` without its closing quote, the token, then the closing quote.
 */
function addressLiteral(endpoint: string, quote: (text: string) => string): [string, string] {
  return [quote(addressBeforeToken(endpoint)).slice(0, -1), quote("").slice(1)];
}

/** POSIX shell single quotes: a `'` inside becomes `'\''` (close, escaped quote, reopen). */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * The four snippets write the same body text, `JSON.stringify(body, null, 2)` (Python's with its own `True`, `False`
 * and `None`): a reader sees one request, and a page that repeats it four times stays small once compressed (on the
 * long guide, curl's body on one line instead made the snippets 16.9% of its gzip size rather than 15.0%).
 */
function bodyJson(input: RequestSnippetInput): string {
  return JSON.stringify(requestBody(input), null, 2);
}

function curlSnippet(input: RequestSnippetInput): string[] {
  const [open, close] = addressLiteral(input.endpoint, shellQuote);
  return [
    `curl ${open}`,
    `${close} \\\n` +
      `  -H 'Content-Type: application/json' \\\n` +
      `  -H 'Accept: application/json' \\\n` +
      `  --data-raw ${shellQuote(bodyJson(input))}`,
  ];
}

function javascriptSnippet(input: RequestSnippetInput): string[] {
  const [open, close] = addressLiteral(input.endpoint, (text) => JSON.stringify(text));
  return [
    `const body = ${bodyJson(input)};\n\nconst response = await fetch(${open}`,
    `${close}, {\n` +
      `  method: "POST",\n` +
      `  headers: { "Content-Type": "application/json", Accept: "application/json" },\n` +
      `  body: JSON.stringify(body),\n` +
      `});\n` +
      `console.log(await response.json());`,
  ];
}

function pythonSnippet(input: RequestSnippetInput): string[] {
  // JSON's string escapes (\" \\ \n \uXXXX ...) are Python's too, so a JSON string is a Python string literal.
  const [open, close] = addressLiteral(input.endpoint, (text) => JSON.stringify(text));
  return [
    `import requests\n\nbody = ${pythonLiteral(requestBody(input))}\n\nresponse = requests.post(\n    ${open}`,
    `${close},\n` +
      `    json=body,\n` +
      `    headers={"Accept": "application/json"},\n` +
      `    timeout=30,\n` +
      `)\n` +
      `print(response.json())`,
  ];
}

/**
 * A JSON value as a Python literal, laid out as `JSON.stringify(value, null, 2)` lays out JSON: `true` is `True`,
 * `false` `False`, `null` `None`; strings and numbers are written as JSON writes them, which Python reads alike.
 */
export function pythonLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return Number.isFinite(value) ? JSON.stringify(value) : "None";
  if (typeof value === "string") return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)}`).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)}`);
  return `{\n${lines.join(",\n")}\n${indent}}`;
}
