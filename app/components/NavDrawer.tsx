import { useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { isActiveLink, type TopLink } from "../lib/top-links.ts";
import type { DocRouteData } from "../lib/page-data.ts";
import { SectionNav } from "./SectionNav.tsx";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./NavDrawer.module.css";

/** Menu button and right-side drawer for narrow screens, on the native modal `<dialog>`. */
export function NavDrawer({ links, pathname }: { links: TopLink[]; pathname: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const route = useRouteLoaderData<DocRouteData>("routes/doc-page");
  const section = route?.kind === "page" ? route.section : undefined;

  const open = () => dialogRef.current?.showModal();
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        onClick={open}
        aria-haspopup="dialog"
        aria-label="Open menu"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* Clicking the backdrop is a pointer shortcut; keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className={styles.drawer}
        aria-label="Menu"
        onClose={() => buttonRef.current?.focus()}
        onClick={(event) => {
          // A click on the dialog box itself (not its content) is a click on the backdrop.
          if (event.target === dialogRef.current) close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <span className={styles.heading}>Menu</span>
            <button type="button" className={styles.closeButton} onClick={close} aria-label="Close menu">
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
                    onClick={close}
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
              <SectionNav items={section.items} pathname={pathname} onNavigate={close} idPrefix="drawer" />
            </nav>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
