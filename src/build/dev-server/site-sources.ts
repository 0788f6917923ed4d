import { buildPlaceholders } from "#build/config/placeholders.ts";
import { DevContent, type ContentSnapshot } from "./dev-content.ts";
import { DevGeneratedPages, type GeneratedSnapshot } from "./dev-generated-pages.ts";
import type { DevSiteOptions } from "./dev-site.ts";

/** What a `DevSite` begins from: every content file read, and the generated pages the first tree needs. */
export interface SiteSources {
  content: ContentSnapshot;
  generated: GeneratedSnapshot;
}

/** Reads the content's files and makes the generated pages of the first tree, as a `DevSite` would when first asked. */
export function readSiteSources(options: Omit<DevSiteOptions, "projectDir">): SiteSources {
  const { rootDir, contentDir, config } = options;
  const content = new DevContent({ rootDir, contentDir, placeholders: buildPlaceholders(config), slug: config.slug });
  const generated = new DevGeneratedPages(rootDir, config);
  generated.list(content.list());
  return { content: content.snapshot(), generated: generated.snapshot() };
}
