import { islandMark } from "#shared/page-islands.ts";
import { isActiveLink, type TopLink } from "#app/data/top-links.ts";
import { useDocumentData } from "#app/data/document-data.ts";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./NavDrawer.module.css";

const DRAWER_ID = "nav-drawer";

/**
 * Menu button and right-side drawer for narrow screens, on the native modal `<dialog>`; src/browser/islands/nav-drawer.ts
 * opens and closes it, and lends it the sidebar's section navigation while it is open.
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
              {/* The sidebar's tree moves here while the drawer is open (src/browser/islands/nav-drawer.ts): one copy
                  per page instead of two, about 13 KB of HTML on a page of a 5,000-page section. */}
              <div {...islandMark("drawerSection")} />
            </nav>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
