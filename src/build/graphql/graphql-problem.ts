/** One problem in a GraphQL code block; the same shape as the content pipeline's `CodeProblem`. */
export interface GraphqlProblem {
  /** 1-based line within the block, 1 when unknown. */
  line: number;
  /** What is wrong, with the bad value in backticks, and how to fix it. */
  message: string;
}
