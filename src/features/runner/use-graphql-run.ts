import { useCallback, useEffect, useRef, useState } from "react";
import { buildGraphqlRequest } from "./build-graphql-request.ts";
import type { RunOutcome } from "./classify-response.ts";
import { parseVariables } from "./parse-variables.ts";
import { runGraphql } from "./run-graphql.ts";

/** What the reader asked to run. */
export interface RunInput {
  endpoint: string;
  token: string;
  query: string;
  variablesText: string;
}

/** Runs operations one at a time: a new run aborts the one in flight, and so does unmounting. */
export function useGraphqlRun(): {
  running: boolean;
  outcome?: RunOutcome;
  run: (input: RunInput) => Promise<void>;
  /** Forgets the last outcome and aborts a run in flight. */
  clear: () => void;
} {
  const inFlight = useRef<AbortController | undefined>(undefined);
  const [state, setState] = useState<{ running: boolean; outcome?: RunOutcome }>({ running: false });
  useEffect(() => () => inFlight.current?.abort(), []);

  const run = useCallback(async (input: RunInput) => {
    inFlight.current?.abort();
    const variables = parseVariables(input.variablesText);
    if (!variables.ok) {
      setState({ running: false, outcome: { kind: "invalid-variables", message: variables.message } });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ running: true });
    const request = buildGraphqlRequest({ ...input, variables: variables.value });
    const outcome = await runGraphql(request, controller.signal);
    if (!controller.signal.aborted) setState({ running: false, outcome });
  }, []);

  const clear = useCallback(() => {
    inFlight.current?.abort();
    setState({ running: false });
  }, []);

  return { ...state, run, clear };
}
