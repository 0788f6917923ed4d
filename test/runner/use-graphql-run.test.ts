// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useGraphqlRun, type RunInput } from "#features/runner/use-graphql-run.ts";

const input: RunInput = {
  endpoint: "https://graphql.example.test/",
  token: "pk.test",
  query: "{ x }",
  variablesText: "",
};

afterEach(() => vi.unstubAllGlobals());

describe("useGraphqlRun", () => {
  it("aborts the run in flight when the reader runs again, and shows only the latest answer", async () => {
    const signals: AbortSignal[] = [];
    let answer = 0;
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      const body = JSON.stringify({ data: { answer: ++answer } });
      return new Promise((resolve) => setTimeout(() => resolve(new Response(body)), 20));
    });
    const { result } = renderHook(() => useGraphqlRun());
    await act(async () => {
      void result.current.run(input);
      await result.current.run(input);
    });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    await waitFor(() => expect(result.current.running).toBe(false));
    expect(result.current.outcome).toEqual({ kind: "data", status: 200, body: { data: { answer: 2 } } });
  });

  it("reports invalid variables without sending anything", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useGraphqlRun());
    await act(() => result.current.run({ ...input, variablesText: "[1]" }));
    expect(result.current.outcome?.kind).toBe("invalid-variables");
    expect(fetch).not.toHaveBeenCalled();
  });
});
