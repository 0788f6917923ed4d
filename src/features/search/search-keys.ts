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

/** The keys that open search: Ctrl/⌘ K anywhere, `/` when not typing in a field. */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "target">): boolean {
  const key = event.key.toLowerCase();
  const mod = event.ctrlKey || event.metaKey;
  if (key === "k") return mod;
  return key === "/" && !mod && !isEditable(event.target);
}

/** Whether keyboard input at this target is typing (text fields, editable regions). */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit", "reset"].includes(target.type)
  );
}
