import { Worker } from "node:worker_threads";
import { runsCompiled, workerFile } from "#build/config/build-tool.ts";
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

/**
 * `readSiteSources` in a thread of its own (site-sources-worker.ts), so that the dev server's own thread loads Vite,
 * the app's render module and the highlighter meanwhile: the two take about as long, and the machine has a core
 * for each. From the TypeScript sources (Vitest), where no thread can start, it runs in this thread.
 */
export function readSiteSourcesAside(options: Omit<DevSiteOptions, "projectDir">): Promise<SiteSources> {
  if (!runsCompiled) return Promise.resolve(readSiteSources(options));
  const worker = new Worker(workerFile(new URL("./site-sources-worker.ts", import.meta.url)), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once("message", (sources: SiteSources) => {
      resolve(sources);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      reject(new Error(`The dev server's thread reading the content stopped (exit code ${code}) before it answered.`)),
    );
  });
}
