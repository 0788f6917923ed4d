import type { PageView } from "#app/data/page-data.ts";
import styles from "./PageFooter.module.css";

/** "Last updated" from git and the "edit this page" link. */
export function PageFooter({ page }: { page: PageView }) {
  return (
    <div className={styles.footer} data-pagefind-ignore="">
      <a href={page.editUrl} rel="noopener noreferrer" className={styles.edit}>
        Edit this page
      </a>
      {page.lastUpdated ? (
        <p className={styles.updated}>
          Last updated <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
        </p>
      ) : null}
    </div>
  );
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
