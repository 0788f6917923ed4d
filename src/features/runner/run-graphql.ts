import type { GraphqlRequest } from "./build-graphql-request.ts";
import { classifyNetworkError, classifyResponse, type RunOutcome } from "./classify-response.ts";

/** Sends one request and classifies what came back; never throws, so the caller only renders outcomes. */
export async function runGraphql(
  request: GraphqlRequest,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<RunOutcome> {
  try {
    const response = await fetchImpl(request.url, { ...request.init, signal });
    return classifyResponse(response.status, await response.text());
  } catch (error) {
    return classifyNetworkError(error, typeof navigator === "undefined" || navigator.onLine);
  }
}
