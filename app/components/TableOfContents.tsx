import type { TocHeading } from "#shared/toc-heading.ts";
import { islandMark } from "#shared/page-islands.ts";
import styles from "./TableOfContents.module.css";

/**
 * "On this page": a sticky aside on wide screens, a collapsible block above the content on narrow ones;
 * src/browser/islands/table-of-contents.ts marks the section being read.
 */
export function TableOfContents({ headings, variant }: { headings: TocHeading[]; variant: "aside" | "inline" }) {
  const list = (
    <ul className={styles.list} {...islandMark("toc")}>
      {headings.map((heading) => (
        <li key={heading.id} className={heading.depth === 3 ? styles.nested : undefined}>
          <a href={`#${heading.id}`} className={styles.link}>
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
  if (variant === "inline") {
    return (
      <details className={styles.inline}>
        <summary>On this page</summary>
        <nav aria-label="On this page (compact)">{list}</nav>
      </details>
    );
  }
  return (
    <nav className={styles.aside} aria-label="On this page">
      <p className={styles.title}>On this page</p>
      {list}
    </nav>
  );
}
