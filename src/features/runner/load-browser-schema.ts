import { buildASTSchema, concatAST, parse, type GraphQLSchema } from "graphql";

let loading: Promise<GraphQLSchema> | undefined;

/**
 * The platform schema for the editor's completion, hover and checks, fetched and built the first
 * time an editor opens. The build already validated it, so it is not validated again here.
 */
export function loadBrowserSchema(): Promise<GraphQLSchema> {
  loading ??= import("./schema-sdl.ts").then(({ SCHEMA_SDL }) =>
    buildASTSchema(concatAST(SCHEMA_SDL.map((sdl) => parse(sdl))), { assumeValidSDL: true }),
  );
  return loading;
}
