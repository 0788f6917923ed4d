import { islandMark, themeToggleLabel } from "#shared/page-islands.ts";
import styles from "./ThemeToggle.module.css";

/**
 * Switches between light and dark (src/browser/islands/theme-toggle.ts remembers the choice; the head script applies it
 * before paint). The prerendered name assumes light; the island corrects it.
 */
export function ThemeToggle() {
  const label = themeToggleLabel(undefined);
  return (
    <button type="button" className={styles.toggle} aria-label={label} title={label} {...islandMark("themeToggle")}>
      <svg className={styles.sun} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg className={styles.moon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
