import { getLocation, visit, type DocumentNode } from "graphql";
import { closestMatch } from "#shared/closest-match.ts";

const BUILT_IN_SCALARS = ["String", "Int", "Float", "Boolean", "ID"];

/**
 * Lists references to undefined types with file and line. `buildASTSchema` reports these
 * without a location, so they are checked first.
 */
export function findUnknownSchemaTypes(document: DocumentNode): string[] {
  const defined = new Set(BUILT_IN_SCALARS);
  for (const definition of document.definitions) {
    if ("name" in definition && definition.name && !definition.kind.endsWith("Extension")) {
      defined.add(definition.name.value);
    }
  }
  const problems: string[] = [];
  visit(document, {
    NamedType(node) {
      const name = node.name.value;
      if (defined.has(name) || !node.loc) return;
      const { line, column } = getLocation(node.loc.source, node.loc.start);
      const guess = closestMatch(name, [...defined]);
      const didYouMean = guess ? ` Did you mean \`${guess}\`?` : "";
      problems.push(
        `${node.loc.source.name}:${line}:${column} Unknown type \`${name}\`.${didYouMean} Define it or fix the name.`,
      );
    },
  });
  return problems;
}
