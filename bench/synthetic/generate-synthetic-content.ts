import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { planSyntheticPages, syntheticPagesUpToProbe } from "./plan-synthetic-pages.ts";
import { writeSyntheticMarkdown } from "./write-synthetic-markdown.ts";

/** Options of {@link generateSyntheticContent}; folders are relative to `rootDir`. */
export interface SyntheticContentOptions {
  rootDir: string;
  /** The real content, copied first. */
  sourceDir: string;
  /** Where the combined content goes; it is replaced. */
  outDir: string;
  /** Total Markdown files wanted, real ones included. */
  pages: number;
  /** Real Markdown pages that synthetic pages may link to. */
  realPaths: string[];
}

/** Copies the real content and adds a synthetic section so that the tree has `pages` files in all. */
export function generateSyntheticContent(options: SyntheticContentOptions): { real: number; synthetic: number } {
  const source = resolve(options.rootDir, options.sourceDir);
  const out = resolve(options.rootDir, options.outDir);
  const real = countMarkdownFiles(source);
  // The bench measures the synthetic section's first leaf page, so every size must plan at least that far.
  const leastSynthetic = syntheticPagesUpToProbe();
  if (options.pages < real + leastSynthetic) {
    throw new Error(
      `\`--pages ${options.pages}\` leaves room for ${Math.max(0, options.pages - real)} synthetic pages beside the ` +
        `${real} real ones; the benchmark measures the synthetic section's first leaf page, its ${leastSynthetic}th: ` +
        `ask for at least ${real + leastSynthetic} pages.`,
    );
  }
  rmSync(out, { recursive: true, force: true });
  cpSync(source, out, { recursive: true });
  const planned = planSyntheticPages(options.pages - real);
  const site = {
    byPath: new Map(planned.map((page) => [page.path, page])),
    leaves: planned.filter((page) => page.kind === "page"),
    realPaths: options.realPaths,
  };
  for (const page of planned) {
    const file = join(out, page.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, writeSyntheticMarkdown(page, site));
  }
  return { real, synthetic: planned.length };
}

function countMarkdownFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".md"),
  ).length;
}
