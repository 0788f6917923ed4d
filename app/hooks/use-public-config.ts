import type { PublicConfig } from "#shared/public-config.ts";
import { useDocumentData } from "#app/data/document-data.ts";

/** The browser-safe site configuration that every document carries. */
export function usePublicConfig(): PublicConfig {
  return useDocumentData().root.config;
}
