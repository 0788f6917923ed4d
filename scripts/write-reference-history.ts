/**
 * Maintenance: writes one structural snapshot per published version of the platform's type reference, from the
 * history of `reference/README.md` (earlier `reference/schema.md`) in a clone of the graphql-docs repository.
 *
 *   node scripts/run.mjs scripts/write-reference-history.ts <path of the repository, bare or not>
 *
 * Writes schema/reference-history/<date>.json and versions.json (src/build/graphql/reference/reference-history.ts
 * says which commits are kept). Commit them: the build reads them and needs neither the network nor the clone.
 */
import { execFileSync } from "node:child_process";
import { parseReference } from "#build/graphql/reference/parse-reference.ts";
import {
  DEFAULT_HISTORY_DIR,
  selectVersions,
  writeHistory,
  type ReferenceCommit,
} from "#build/graphql/reference/reference-history.ts";

const REFERENCE_PATH = "reference/README.md";

const repository = process.argv[2];
if (!repository) {
  console.error("Usage: node scripts/run.mjs scripts/write-reference-history.ts <graphql-docs repository>");
  process.exit(2);
}

const git = (...args: string[]) =>
  execFileSync("git", ["-C", repository, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });

/**
 * The contents the reference had on the default branch (its first-parent history): a version committed on a
 * development branch and never published there as such is marked so on the changes page.
 */
function readDefaultBranchBlobs(): Set<string> {
  const blobs = new Set<string>();
  for (const commit of git("rev-list", "--first-parent", "HEAD").split("\n").filter(Boolean)) {
    for (const path of [REFERENCE_PATH, "reference/schema.md"]) {
      const listed = git("ls-tree", commit, "--", path).trim();
      if (listed) blobs.add(listed.split(/\s+/)[2] ?? "");
    }
  }
  return blobs;
}

const defaultBranchBlobs = readDefaultBranchBlobs();

/** Every commit that changed the reference, following its rename, with the path it had and its content. */
function readCommits(): ReferenceCommit[] {
  const log = git("log", "--follow", "--name-status", "--format=@%H %cI %cd", "--date=short", "--", REFERENCE_PATH);
  const commits: ReferenceCommit[] = [];
  let header: { commit: string; time: string; date: string } | undefined;
  for (const line of log.split("\n")) {
    if (line.startsWith("@")) {
      const [commit = "", time = "", date = ""] = line.slice(1).split(" ");
      header = { commit, time, date };
    } else if (line.trim() !== "" && header) {
      const path = line.split("\t").at(-1) ?? REFERENCE_PATH;
      if (line.startsWith("D")) continue;
      const blob = git("rev-parse", `${header.commit}:${path}`).trim();
      commits.push({ ...header, path, content: git("show", blob), onDefaultBranch: defaultBranchBlobs.has(blob) });
    }
  }
  return commits;
}

try {
  const commits = readCommits();
  const versions = selectVersions(commits, (content, file) => parseReference(content, file));
  writeHistory(versions);
  console.log(
    `Read ${commits.length} commits of ${REFERENCE_PATH}; wrote ${versions.length} versions to ${DEFAULT_HISTORY_DIR}: ${versions.map((v) => `${v.date} (${v.commit.slice(0, 7)})`).join(", ")}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
