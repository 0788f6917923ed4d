import { join } from "node:path";
import { writeFileMakingFolders } from "#build/pipeline/write-file.ts";
import { BREAKING_CHANGES_PATH, type BreakingChangesFile } from "#shared/operation-checker.ts";

/** Writes the file into the site (the content stage made it: only a site with the API changes page has one). */
export function writeBreakingChangesFile(outDir: string, file: BreakingChangesFile): void {
  writeFileMakingFolders(join(outDir, BREAKING_CHANGES_PATH), JSON.stringify(file));
}
