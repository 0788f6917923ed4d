import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { projectRoot } from "#build/config/build-tool.ts";
import type { ReferenceModel } from "./reference-model.ts";

/** The committed structural snapshot of the published reference, beside the SDL it checks. */
export const DEFAULT_SNAPSHOT_PATH = join(projectRoot, "schema", "reference-snapshot.json");

const argumentSchema = z.object({ name: z.string(), type: z.string(), deprecated: z.boolean() });
const snapshotSchema = z.object({
  types: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(["object", "input", "enum", "scalar", "interface", "union"]),
      fields: z.array(argumentSchema.extend({ arguments: z.array(argumentSchema) })).optional(),
      values: z.array(z.object({ name: z.string(), deprecated: z.boolean() })).optional(),
    }),
  ),
  undocumentedTypes: z.array(z.string()),
});

/** Reads and checks a snapshot written by `writeSnapshot`. */
export function readSnapshot(file: string = DEFAULT_SNAPSHOT_PATH): ReferenceModel {
  const parsed = snapshotSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `\`${file}\` is not a reference snapshot (at \`${issue?.path.join(".") ?? ""}\`: ${issue?.message ?? "?"}). Rewrite it with \`npm run schema:compare -- <reference README> --write\`.`,
    );
  }
  return parsed.data;
}

/** Writes the model as stable, readable JSON. */
export function writeSnapshot(model: ReferenceModel, file: string = DEFAULT_SNAPSHOT_PATH): void {
  writeFileSync(file, `${JSON.stringify(model, null, 2)}\n`);
}
