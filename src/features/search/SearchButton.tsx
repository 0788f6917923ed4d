import { islandMark } from "#shared/page-islands.ts";
import { formatShortcutHint } from "./search-keys.ts";
import styles from "./SearchButton.module.css";

/**
 * The top bar's search button (an icon on narrow screens). The search island (src/browser/islands/search) opens the dialog
 * from it, from Ctrl/⌘ K and `/`, and loads the dialog's code when search is about to be used.
 */
export function SearchButton() {
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      {...islandMark("searchOpen")}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {/* The label names the button at every width (hidden visually on narrow screens), so the name holds the visible text. */}
      <span className={styles.label}>Search docs…</span>
      {/* "Ctrl K" here; Apple devices see "⌘K" once the island runs. */}
      <kbd className={styles.hint} {...islandMark("searchHint")}>
        {formatShortcutHint("")}
      </kbd>
    </button>
  );
}
