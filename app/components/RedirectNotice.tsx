import type { RedirectPageData } from "#app/data/page-data.ts";
import { islandMark } from "#shared/page-islands.ts";
import styles from "./RedirectNotice.module.css";

/**
 * A redirect or forward path: src/browser/islands/follow-redirect.ts moves on at once (the head's meta refresh covers
 * readers without JavaScript).
 */
export function RedirectNotice({ data }: { data: RedirectPageData }) {
  return (
    <main id="main" className={styles.notice} {...islandMark("redirectTo", data.to)}>
      <h1>{data.title}</h1>
      <p>
        This page has moved. Continue to <a href={data.to}>{data.to}</a>.
      </p>
    </main>
  );
}
