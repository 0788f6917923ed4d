/** Fails loudly on a bug in this codebase rather than in the content. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Internal error (a bug in the site code, not in your content): ${message}`);
}
