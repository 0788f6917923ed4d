import { CORE_SCHEMA, load, YAMLException } from "js-yaml";
import { z } from "zod";
import type { DocMetadata } from "./doc-node.ts";
import type { ContentProblem } from "./content-problem.ts";
import { closestMatch } from "#shared/closest-match.ts";

/** The front-matter keys of the specification, each validated; types derive from this schema. */
export const frontMatterSchema = z
  .object({
    /** Page title, shown as the heading and in `<title>`. */
    title: z.string({ error: "is required: add `title: Your page title`" }).trim().min(1, "must not be empty"),
    /** Orders siblings: an integer from 1 to 10, ties broken by title. */
    weight: z
      .number({ error: "is required: add `weight: 1` (an integer from 1 to 10)" })
      .int("must be a whole number from 1 to 10")
      .min(1, "must be a whole number from 1 to 10")
      .max(10, "must be a whole number from 1 to 10"),
    /** `1-col` shows one wide column without section navigation. */
    layout: z.literal("1-col", { error: "must be `1-col` or left out" }).optional(),
    /** `false` hides the table of contents. */
    toc: z.boolean({ error: "must be `true` or `false`" }).optional(),
    /** One sentence shown under the title, in cards and in meta tags. */
    description: z.string({ error: "must be text" }).optional(),
    /** Search keywords. */
    keywords: z.array(z.string(), { error: "must be a list, for example `[maps, geojson]`" }).optional(),
    /** Internal path or https:// address this page sends visitors to. */
    redirect: z.string({ error: "must be a path or an https:// address" }).min(1).optional(),
    /** `true` sends visitors to the first child page. */
    forward: z.boolean({ error: "must be `true` or `false`" }).optional(),
    /** Badge such as `Coming soon` or `experimental`. */
    label: z.string({ error: "must be text" }).min(1).optional(),
    /**
     * Where the page's facts come from (not rendered): files of the platform's documentation repositories as
     * `repository:path` (listed in docs/platform-source-files.txt), or https:// addresses of third-party docs.
     */
    sources: z
      .array(
        z
          .string()
          .regex(
            /^(?:(?:graphql|mapping|embed)-docs:\S(?:.*\S)?|https:\/\/\S+)$/,
            "entries must be `graphql-docs:path/to/file.md` (or mapping-docs:, embed-docs:) or an https:// address",
          ),
        { error: "must be a list, for example `[graphql-docs:topics/itinerary/README.md]`" },
      )
      .optional(),
  })
  .strict();

/** Front matter as authors write it. */
export type FrontMatterInput = z.input<typeof frontMatterSchema>;

const KNOWN_KEYS = Object.keys(frontMatterSchema.shape);
const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
/** A top-level key at the start of a line, bare or quoted, followed by `:` and a space or the line's end. */
const TOP_LEVEL_KEY = /^(?<quote>["']?)(?<key>[^\s"'#:][^"':]*?)\k<quote>\s*:(?:\s|$)/;

/** Result of reading one file's front matter. */
export interface ParsedFrontMatter {
  metadata?: DocMetadata;
  body: string;
  /** Line of the file on which the body starts. */
  bodyLine: number;
  problems: ContentProblem[];
}

/** Splits and validates a file's YAML front matter, reporting every problem with its line. */
export function parseFrontMatter(text: string, file: string): ParsedFrontMatter {
  const match = FENCE.exec(text);
  if (!match) {
    return {
      body: text,
      bodyLine: 1,
      problems: [{ file, line: 1, message: "Missing front matter: start the file with `---`, `title: ...`, `weight: 1`, `---`." }],
    };
  }
  const yamlText = match[1] ?? "";
  const bodyLine = match[0].split("\n").length;
  const body = text.slice(match[0].length);
  let data: unknown;
  try {
    // YAML 1.2's core schema, as the spec's front matter reads: `2026-01-01` stays text rather than becoming a date.
    data = load(yamlText, { schema: CORE_SCHEMA }) ?? {};
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // The mark's line counts from 0 in the YAML, which starts on the file's second line.
    const line = error.mark ? error.mark.line + 2 : 1;
    return { body, bodyLine, problems: [{ file, line, message: `Front matter is not valid YAML: ${error.reason}` }] };
  }
  const result = frontMatterSchema.safeParse(data);
  if (result.success) return { metadata: result.data, body, bodyLine, problems: [] };
  const keyLines = topLevelKeyLines(yamlText);
  const problems = result.error.issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => {
        const suggestion = closestMatch(key, KNOWN_KEYS);
        return {
          file,
          line: keyLines.get(key),
          message: `Unknown front-matter key \`${key}\`.${suggestion ? ` Did you mean \`${suggestion}\`?` : ""} Allowed keys: ${KNOWN_KEYS.join(", ")}.`,
        };
      });
    }
    const key = String(issue.path[0] ?? "");
    const value = (data as Record<string, unknown>)[key];
    const shown = value === undefined ? "" : ` (got \`${JSON.stringify(value)}\`)`;
    return [{ file, line: keyLines.get(key) ?? 1, message: `Front-matter \`${key}\` ${issue.message}${shown}.` }];
  });
  return { body, bodyLine, problems };
}

/**
 * The file line of each top-level key of the front matter, for its problems: front matter is one block mapping, whose
 * keys start their lines at column 0 (js-yaml, fast where the build reads every file, keeps no positions).
 */
function topLevelKeyLines(yamlText: string): Map<string, number> {
  const lines = new Map<string, number>();
  yamlText.split("\n").forEach((text, index) => {
    const key = TOP_LEVEL_KEY.exec(text)?.groups?.key;
    if (key !== undefined && !lines.has(key)) lines.set(key, index + 2);
  });
  return lines;
}
