/** True when `flag` (such as `partial` or `variables`) is a word of a code block's meta, outside quoted values like `title="..."`. */
export function hasMetaFlag(meta: string, flag: string): boolean {
  return new RegExp(`(^|\\s)${flag}(\\s|=|$)`).test(meta.replace(/"[^"]*"|'[^']*'/g, ""));
}
