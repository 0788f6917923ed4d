import type { NavLink } from "#shared/navigation.ts";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./PrevNext.module.css";

/** Links to the previous and next pages in reading order. */
export function PrevNext({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  if (!prev && !next) return null;
  return (
    <nav className={styles.nav} aria-label="Previous and next pages" data-pagefind-ignore="">
      {prev ? (
        <SiteLink href={prev.href} className={styles.link}>
          <span className={styles.hint}>Previous</span>
          <span className={styles.title}>{prev.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next.href} className={`${styles.link} ${styles.next}`}>
          <span className={styles.hint}>Next</span>
          <span className={styles.title}>{next.title}</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
