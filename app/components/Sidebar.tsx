import { islandMark } from "#shared/page-islands.ts";
import type { DocPageData } from "#app/data/page-data.ts";
import { SectionNav } from "./SectionNav.tsx";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./Sidebar.module.css";

/** The section navigation beside the content on wide screens; src/browser/islands/section-nav.ts keeps the current page in view. */
export function Sidebar({ section, pathname }: { section: NonNullable<DocPageData["section"]>; pathname: string }) {
  return (
    <nav className={styles.sidebar} aria-label={`${section.title} pages`} {...islandMark("sidebar")}>
      <SiteLink href={section.href} className={styles.sectionTitle}>
        {section.title}
      </SiteLink>
      <SectionNav section={section} pathname={pathname} />
    </nav>
  );
}
