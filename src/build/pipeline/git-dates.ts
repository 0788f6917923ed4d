import { execFileSync } from "node:child_process";

/** Last commit date of every file, from one `git log` call; empty when git or history is missing. */
export function readLastUpdated(rootDir: string, folder: string): Map<string, string> {
  const dates = new Map<string, string>();
  let output = "";
  try {
    output = execFileSync("git", ["log", "--format=%x00%cI", "--name-only", "--", folder], {
      cwd: rootDir,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return dates;
  }
  let current = "";
  for (const line of output.split("\n")) {
    if (line.startsWith("\0")) current = line.slice(1);
    else if (line.trim() && !dates.has(line.trim())) dates.set(line.trim(), current);
  }
  return dates;
}
