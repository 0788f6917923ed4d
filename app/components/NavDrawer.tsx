import { islandMark } from "#shared/page-islands.ts";
import { isActiveLink, type TopLink } from "#app/data/top-links.ts";
import { useDocumentData } from "#app/data/document-data.ts";
import { SectionNav } from "./SectionNav.tsx";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./NavDrawer.module.css";

const DRAWER_ID = "nav-drawer";

/**
 * Menu button and right-side drawer for narrow screens, on the native modal `<dialog>`; src/browser/islands/nav-drawer.ts
 * opens and closes it.
 */
export function NavDrawer({ links, pathname }: { links: TopLink[]; pathname: string }) {
  const { route } = useDocumentData();
  const section = route.kind === "page" ? route.section : undefined;
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-controls={DRAWER_ID}
        aria-label="Open menu"
        {...islandMark("drawerOpen")}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog id={DRAWER_ID} className={styles.drawer} aria-label="Menu">
        <div className={styles.panel}>
          <div className={styles.top}>
            <span className={styles.heading}>Menu</span>
            <button type="button" className={styles.closeButton} aria-label="Close menu" {...islandMark("drawerClose")}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-label="Main menu">
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.label}>
                  <SiteLink
                    href={link.href}
                    external={link.external}
                    className={styles.link}
                    aria-current={isActiveLink(link, pathname) ? "page" : undefined}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          {section ? (
            <nav aria-label={`${section.title} pages`} className={styles.section}>
              <p className={styles.sectionTitle}>{section.title}</p>
              <SectionNav section={section} pathname={pathname} idPrefix="drawer" />
            </nav>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
