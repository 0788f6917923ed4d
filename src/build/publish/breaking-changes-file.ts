import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BREAKING_CHANGES_PATH, type BreakingChangesFile } from "#shared/operation-checker.ts";

/** Writes the file into the site (the content stage made it: only a site with the API changes page has one). */
export function writeBreakingChangesFile(outDir: string, file: BreakingChangesFile): void {
  const path = join(outDir, BREAKING_CHANGES_PATH);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(file));
}
