import type { PublicConfig } from "../../../lib/config/public-config.ts";

/**
 * Adds a "Run" action to every prerendered `figure.code-block[data-runnable]` under `root`.
 * Returns a cleanup function. (Placeholder until the live GraphQL feature lands.)
 */
export function mountGraphqlRunners(_root: HTMLElement, _config: PublicConfig): () => void {
  return () => {};
}
