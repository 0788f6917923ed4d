import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "#shared/public-config.ts";

/** The browser-safe site configuration carried by the root route's data. */
export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<{ config: PublicConfig }>("root")?.config;
}
