// The platform schema as SDL text, bundled into a chunk of its own that only the editor imports.
const files = import.meta.glob<string>("../../../schema/*.graphql", { query: "?raw", import: "default", eager: true });

/** Every `schema/*.graphql` file, in name order, as the build merges them (src/build/graphql/load-schema.ts). */
export const SCHEMA_SDL: string[] = Object.keys(files)
  .sort()
  .map((name) => files[name] ?? "");
