import { describe, expect, it, vi } from "vitest";
import { buildGraphqlRequest } from "#features/runner/build-graphql-request.ts";
import { runGraphql } from "#features/runner/run-graphql.ts";

const request = buildGraphqlRequest({
  endpoint: "https://graphql.example.test/",
  token: "pk.test",
  query: "{ x }",
  variables: {},
});

describe("runGraphql", () => {
  it("sends the request with the abort signal and classifies the answer", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"data":{"x":1}}', { status: 200 }));
    const signal = new AbortController().signal;
    await expect(runGraphql(request, signal, fetchImpl)).resolves.toEqual({
      kind: "data",
      status: 200,
      body: { data: { x: 1 } },
    });
    expect(fetchImpl).toHaveBeenCalledWith(request.url, { ...request.init, signal });
  });

  it("turns a failed fetch into a network outcome instead of throwing", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(runGraphql(request, new AbortController().signal, fetchImpl)).resolves.toMatchObject({
      kind: "network",
      reason: "Failed to fetch",
    });
  });
});
