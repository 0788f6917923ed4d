import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Writes `file`, making the folders it is in first (each page of a static site is `<path>/index.html`). */
export function writeFileMakingFolders(file: string, data: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}
