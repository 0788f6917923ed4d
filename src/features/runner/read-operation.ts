/** The kind of a GraphQL operation and its name, when it has one. */
export interface OperationInfo {
  type: "query" | "mutation" | "subscription";
  name?: string;
}

// Strings and comments may hold braces or keywords, so they are blanked out before scanning.
const IGNORED = /"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n\r]*/g;
const TOKENS = /[_A-Za-z]\w*|[{}]/g;
const NAME = /^\s*([_A-Za-z]\w*)/;

/**
 * Finds the first operation of a GraphQL document by scanning its top level, without a parser:
 * the browser does not load the `graphql` package just to read one keyword and one name.
 */
export function readOperation(document: string): OperationInfo | undefined {
  const text = document.replace(IGNORED, (match) => " ".repeat(match.length));
  let depth = 0;
  let inOtherDefinition = false;
  for (const match of text.matchAll(TOKENS)) {
    const token = match[0];
    if (token === "{") {
      if (depth === 0 && !inOtherDefinition) return { type: "query" };
      depth++;
    } else if (token === "}") {
      depth = Math.max(0, depth - 1);
      if (depth === 0) inOtherDefinition = false;
    } else if (depth === 0 && !inOtherDefinition) {
      if (token === "query" || token === "mutation" || token === "subscription") {
        const name = NAME.exec(text.slice(match.index + token.length))?.[1];
        return name ? { type: token, name } : { type: token };
      }
      // A fragment (or anything else) runs nothing; skip to the end of its selection set.
      inOtherDefinition = true;
    }
  }
  return undefined;
}
