/**
 * The one table of code-block languages, read by the highlighter, the code-block markup, the
 * build-time checks and the browser's runner. Runtime-neutral: no Node and no DOM.
 */

/** The build-time check a language gets (see src/build/code-check/check-code-block.ts). */
export type CodeChecker = "graphql" | "json" | "js" | "jsx" | "ts" | "tsx" | "mjs" | "cjs" | "html";

/** What the site knows about one fence language. */
export interface CodeLanguage {
  /** The label in the block's header, such as `GraphQL`. */
  label: string;
  /** The Shiki grammar that colours it; `text` when there is none. */
  grammar: string;
  checker?: CodeChecker;
  /** Whether its blocks get a "Run" action (unless marked `partial` or `norun`: src/build/markdown/code-block.ts). */
  runnable?: true;
}

const graphql: CodeLanguage = { label: "GraphQL", grammar: "graphql", checker: "graphql", runnable: true };
const javascript: CodeLanguage = { label: "JavaScript", grammar: "javascript", checker: "js" };
const typescript: CodeLanguage = { label: "TypeScript", grammar: "typescript", checker: "ts" };
const shell: CodeLanguage = { label: "Shell", grammar: "bash" };
const env: CodeLanguage = { label: "Env", grammar: "dotenv" };

/** Every fence language (`graphql`, and its alias `gql`, ...) the site names, colours or checks. */
export const CODE_LANGUAGES: Readonly<Record<string, CodeLanguage>> = {
  graphql,
  gql: graphql,
  js: javascript,
  javascript,
  mjs: { ...javascript, checker: "mjs" },
  cjs: { ...javascript, checker: "cjs" },
  jsx: { label: "JSX", grammar: "jsx", checker: "jsx" },
  ts: typescript,
  typescript,
  tsx: { label: "TSX", grammar: "tsx", checker: "tsx" },
  json: { label: "JSON", grammar: "json", checker: "json" },
  geojson: { label: "GeoJSON", grammar: "json", checker: "json" },
  bash: shell,
  sh: shell,
  shell,
  html: { label: "HTML", grammar: "html", checker: "html" },
  css: { label: "CSS", grammar: "css" },
  yaml: { label: "YAML", grammar: "yaml" },
  vue: { label: "Vue", grammar: "vue" },
  svelte: { label: "Svelte", grammar: "svelte" },
  php: { label: "PHP", grammar: "php" },
  python: { label: "Python", grammar: "python" },
  text: { label: "Text", grammar: "text" },
  xml: { label: "XML", grammar: "xml" },
  svg: { label: "SVG", grammar: "xml" },
  sql: { label: "SQL", grammar: "sql" },
  http: { label: "HTTP", grammar: "http" },
  dotenv: env,
  env,
};

/** The Shiki grammars the highlighter loads: every grammar of the table except plain text. */
export const HIGHLIGHT_GRAMMARS: readonly string[] = [
  ...new Set(Object.values(CODE_LANGUAGES).map((language) => language.grammar)),
].filter((grammar) => grammar !== "text");

/** Looks up a fence language, case-insensitively; one the table lacks is shown upper-cased, as plain text. */
export function resolveCodeLanguage(lang: string): CodeLanguage {
  const name = lang.trim().toLowerCase();
  return CODE_LANGUAGES[name] ?? { label: lang.trim().toUpperCase(), grammar: "text" };
}

/** Whether a fence language is GraphQL (`graphql` or `gql`): validated, numbered for links, linked to the reference. */
export function isGraphqlLanguage(lang: string): boolean {
  return resolveCodeLanguage(lang).checker === "graphql";
}
