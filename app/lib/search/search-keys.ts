/** The index of the option an arrow key moves to, wrapping at both ends; -1 when there are no options. */
export function moveActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** The shortcut hint on the search button: the Command key on Apple devices, Ctrl elsewhere. */
export function formatShortcutHint(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? "⌘K" : "Ctrl K";
}
