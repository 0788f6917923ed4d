import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { projectRoot } from "#build/config/build-tool.ts";
import type { ReferenceModel } from "./reference-model.ts";
import { readSnapshot, writeSnapshot } from "./reference-snapshot.ts";

/**
 * The published versions of the type reference, one structural snapshot per version: `<date>.json` (a
 * `ReferenceModel`) and `versions.json`, which says which commit of the reference repository each came from.
 * `scripts/write-reference-history.ts` writes them from the repository's history; the build only reads them.
 */
export const DEFAULT_HISTORY_DIR = join(projectRoot, "schema", "reference-history");

/** Where one version came from. */
export interface ReferenceVersionSource {
  /** `YYYY-MM-DD`, the commit's date in its own time zone; names the snapshot file. */
  date: string;
  commit: string;
  /** The reference's path in that commit (`reference/schema.md` before it was renamed). */
  path: string;
  /** Whether the default branch ever had this content; false for a version seen only on a development branch. */
  onDefaultBranch: boolean;
}

/** One published version of the reference and its structure. */
export interface ReferenceVersion extends ReferenceVersionSource {
  model: ReferenceModel;
}

/** A commit that changed the reference, with its content. */
export interface ReferenceCommit extends ReferenceVersionSource {
  /** When it was committed, for ordering commits of one day. */
  time: string;
  content: string;
}

const versionsSchema = z.array(
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    commit: z.string(),
    path: z.string(),
    onDefaultBranch: z.boolean(),
  }),
);

/**
 * The versions to keep from the commits that touched the reference, oldest first: one per day, the day's last
 * commit (the same day's earlier commits were intermediate states, such as a regeneration from an old schema a few
 * minutes before the real one), and none whose structure equals the version before it (merges and copies that
 * changed only prose).
 */
export function selectVersions(
  commits: ReferenceCommit[],
  parse: (content: string, path: string) => ReferenceModel,
): ReferenceVersion[] {
  const byDay = new Map<string, ReferenceCommit>();
  for (const commit of [...commits].sort((a, b) => a.time.localeCompare(b.time))) byDay.set(commit.date, commit);
  const versions: ReferenceVersion[] = [];
  let previous: string | undefined;
  for (const commit of [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date))) {
    const model = parse(commit.content, `${commit.commit.slice(0, 7)}:${commit.path}`);
    const structure = JSON.stringify(model);
    if (structure === previous) continue;
    previous = structure;
    const { date, path, onDefaultBranch } = commit;
    versions.push({ date, commit: commit.commit, path, onDefaultBranch, model });
  }
  return versions;
}

/** Writes every version's snapshot and the index, replacing what the folder held. */
export function writeHistory(versions: ReferenceVersion[], dir: string = DEFAULT_HISTORY_DIR): void {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (/^\d{4}-\d{2}-\d{2}\.json$/.test(file)) rmSync(join(dir, file));
  for (const version of versions) writeSnapshot(version.model, join(dir, `${version.date}.json`));
  const index = versions.map(({ date, commit, path, onDefaultBranch }) => ({ date, commit, path, onDefaultBranch }));
  writeFileSync(join(dir, "versions.json"), `${JSON.stringify(index, null, 2)}\n`);
}

/** Reads the committed versions, oldest first. */
export function readHistory(dir: string = DEFAULT_HISTORY_DIR): ReferenceVersion[] {
  const indexFile = join(dir, "versions.json");
  const parsed = versionsSchema.safeParse(JSON.parse(readFileSync(indexFile, "utf8")));
  if (!parsed.success) {
    throw new Error(
      `\`${indexFile}\` is not a list of reference versions (${parsed.error.issues[0]?.message ?? "?"}). Rewrite it with \`node scripts/run.mjs scripts/write-reference-history.ts <graphql-docs repository>\`.`,
    );
  }
  return parsed.data
    .map((source) => ({ ...source, model: readSnapshot(join(dir, `${source.date}.json`)) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
