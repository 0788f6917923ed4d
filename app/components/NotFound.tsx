import { MAIN_SECTIONS } from "#shared/main-sections.ts";
import { SiteLink } from "./SiteLink.tsx";
import { islandMark } from "#shared/page-islands.ts";
import styles from "./NotFound.module.css";

/** The 404 page: in the site frame, with a way to search and the main sections. */
export function NotFound() {
  return (
    <main id="main" className={styles.page}>
      <p className={styles.code}>404</p>
      <h1>We could not find that page</h1>
      <p>
        The address may be mistyped, or the page may have moved. Search the documentation or start from a section below.
      </p>
      {/* The search island opens the dialog on submit; without it the form does nothing harmful. */}
      <form action="/search" role="search" className={styles.search} {...islandMark("searchOpen")}>
        <button type="submit" className={styles.searchButton}>
          Search the documentation
        </button>
      </form>
      <ul className={styles.sections}>
        {MAIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <SiteLink href={section.href}>{section.title}</SiteLink>
            <span> — {section.summary}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
