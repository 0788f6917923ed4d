/** One entry of a GraphQL response's `errors`, reduced to what the reader needs. */
export interface GraphqlErrorSummary {
  message: string;
  /** The failed field, for example `itinerary.children.nodes[0].title`. */
  path?: string;
}

/** Everything a run can end in, from a bad variables field to a successful response. */
export type RunOutcome =
  | { kind: "invalid-variables"; message: string }
  | { kind: "network"; reason: string; offline: boolean }
  | { kind: "unauthorized"; status: number; detail?: string; body?: unknown }
  | { kind: "graphql-errors"; status: number; errors: GraphqlErrorSummary[]; body: unknown }
  | { kind: "unexpected"; status: number; text: string }
  | { kind: "data"; status: number; body: unknown };

const TOKEN_PROBLEM = /\btoken\b|unauthori[sz]ed|unauthenticated|not authenticated/i;

/** Sorts an HTTP answer into data, a refused token, GraphQL errors or something that is not GraphQL. */
export function classifyResponse(status: number, text: string): RunOutcome {
  const body = parseJson(text);
  const errors = readErrors(body);
  const tokenError = errors.find((error) => TOKEN_PROBLEM.test(error.message));
  if (status === 401 || status === 403 || tokenError) {
    const detail = (tokenError ?? errors[0])?.message;
    return { kind: "unauthorized", status, ...(detail ? { detail } : {}), ...(body === undefined ? {} : { body }) };
  }
  if (errors.length > 0) return { kind: "graphql-errors", status, errors, body };
  if (status >= 200 && status < 300 && isRecord(body) && "data" in body) return { kind: "data", status, body };
  return { kind: "unexpected", status, text: text.slice(0, 300) };
}

/** Describes a `fetch` that failed before any answer arrived (offline, DNS, CORS, blocked). */
export function classifyNetworkError(error: unknown, online: boolean): RunOutcome {
  const reason = error instanceof Error ? error.message : String(error);
  return { kind: "network", reason, offline: !online };
}

function readErrors(body: unknown): GraphqlErrorSummary[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.map((error: unknown) => {
    const message = isRecord(error) && typeof error.message === "string" ? error.message : JSON.stringify(error);
    const path = isRecord(error) && Array.isArray(error.path) ? formatPath(error.path) : undefined;
    return path ? { message, path } : { message };
  });
}

function formatPath(path: unknown[]): string {
  return path
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index > 0 ? "." : ""}${String(segment)}`,
    )
    .join("");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
