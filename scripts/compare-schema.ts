/**
 * Compares `schema/*.graphql` with the published type reference and lists every difference.
 *
 *   npm run schema:compare                               against schema/reference-snapshot.json
 *   npm run schema:compare -- <reference/README.md>      against a reference page
 *   npm run schema:compare -- <reference/README.md> --write   …and refresh the snapshot from it
 *
 * Exits with 1 when there is any difference, 2 when the input cannot be read.
 */
import { readFileSync } from "node:fs";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { compareModels } from "#build/graphql/reference/compare-models.ts";
import { formatDifferences } from "#build/graphql/reference/format-differences.ts";
import { parseReference } from "#build/graphql/reference/parse-reference.ts";
import { DEFAULT_SNAPSHOT_PATH, readSnapshot, writeSnapshot } from "#build/graphql/reference/reference-snapshot.ts";
import { schemaToModel } from "#build/graphql/reference/schema-to-model.ts";

const args = process.argv.slice(2);
const write = args.includes("--write");
const readmePath = args.find((arg) => !arg.startsWith("--"));

try {
  if (write && !readmePath)
    throw new Error("`--write` needs a reference README: `npm run schema:compare -- <path> --write`.");
  const reference = readmePath ? parseReference(readFileSync(readmePath, "utf8"), readmePath) : readSnapshot();
  if (write) {
    writeSnapshot(reference);
    console.log(`Wrote ${reference.types.length} types to ${DEFAULT_SNAPSHOT_PATH}.`);
  }
  const differences = compareModels(reference, schemaToModel(loadSchema().schema));
  console.log(formatDifferences(differences, "schema/", readmePath ?? "schema/reference-snapshot.json"));
  process.exitCode = differences.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
