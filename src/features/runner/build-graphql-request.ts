import { readOperation } from "./read-operation.ts";

/** What the runner needs to send one operation. */
export interface GraphqlRequestInput {
  /** The configured endpoint, for example `https://graphql.waymark.travel/`. */
  endpoint: string;
  /** Sent as the `accessToken` query parameter, which is how the API expects it. */
  token: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A ready-to-send `fetch` call. */
export interface GraphqlRequest {
  url: string;
  init: { method: "POST"; headers: Record<string, string>; body: string };
}

/** Builds the POST of `{ query, variables, operationName? }` to `endpoint?accessToken=token`. */
export function buildGraphqlRequest(input: GraphqlRequestInput): GraphqlRequest {
  const url = new URL(input.endpoint);
  url.searchParams.set("accessToken", input.token);
  const operationName = readOperation(input.query)?.name;
  const body = { query: input.query, variables: input.variables, ...(operationName ? { operationName } : {}) };
  return {
    url: url.href,
    init: {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    },
  };
}
