import { checkCodeBlock, isCheckedLanguage } from "../code-check/check-code-block.ts";
import type { CodeBlock } from "../markdown/collect-code-blocks.ts";

/** Checks a page's code blocks; lines are relative to the Markdown body. */
export function checkPageCode(blocks: CodeBlock[]) {
  const problems: { line: number; message: string }[] = [];
  let checked = 0;
  let graphql = 0;
  for (const block of blocks) {
    if (!isCheckedLanguage(block.lang)) continue;
    checked += 1;
    if (/^(graphql|gql)$/.test(block.lang)) graphql += 1;
    for (const problem of checkCodeBlock(block)) {
      // The block's first code line sits one line below its opening fence.
      problems.push({ line: block.line + problem.line, message: `In the ${block.lang} block: ${problem.message}` });
    }
  }
  return { problems, checked, graphql };
}
