import { checkCodeBlock, isCheckedLanguage } from "#build/code-check/check-code-block.ts";
import { isGraphqlLanguage } from "#shared/code-languages.ts";
import type { CodeBlock } from "#build/markdown/code-block.ts";
import { listSelectedTypes } from "#build/graphql/trace-schema-usage.ts";

/** The schema types one validated graphql block of a page uses, and the block's anchor. */
export interface BlockSchemaUsage {
  anchor: string;
  types: string[];
}

/**
 * Checks a page's code blocks; lines are relative to the Markdown body. Valid graphql blocks report the types they
 * use, from the schema links the Markdown pipeline traced for them (so only on a page rendered with `linkCode`).
 */
export function checkPageCode(blocks: CodeBlock[], options: { traceSchema?: boolean } = {}) {
  const problems: { line: number; message: string }[] = [];
  const schemaUsage: BlockSchemaUsage[] = [];
  let checked = 0;
  let graphql = 0;
  for (const block of blocks) {
    if (!isCheckedLanguage(block.lang)) continue;
    checked += 1;
    if (isGraphqlLanguage(block.lang)) graphql += 1;
    const found = checkCodeBlock(block);
    for (const problem of found) {
      // The block's first code line sits one line below its opening fence.
      problems.push({ line: block.line + problem.line, message: `In the ${block.lang} block: ${problem.message}` });
    }
    if (options.traceSchema && block.anchor && found.length === 0) {
      const types = listSelectedTypes(block.links);
      if (types.length > 0) schemaUsage.push({ anchor: block.anchor, types });
    }
  }
  return { problems, checked, graphql, schemaUsage };
}
