/** One problem found in a fenced code block. */
export interface CodeProblem {
  /** 1-based line within the block, 1 when unknown. */
  line: number;
  /** What is wrong, with the bad value in backticks, and how to fix it. */
  message: string;
}
