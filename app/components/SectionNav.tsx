import type { NavItem } from "../../lib/content/navigation.ts";
import { islandMark, navToggleLabel } from "../../lib/shared/page-islands.ts";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./SectionNav.module.css";

/** Props of {@link SectionNav}. */
export interface SectionNavProps {
  items: NavItem[];
  pathname: string;
  /** Keeps element ids unique when the tree is shown twice (sidebar and drawer). */
  idPrefix: string;
}

/**
 * The current section's pages as a collapsible tree; the current page is highlighted and its groups are open.
 * app/islands/section-nav.ts makes the toggles work and reopens the groups the reader opened earlier in the visit.
 */
export function SectionNav({ items, pathname, idPrefix }: SectionNavProps) {
  const isOpen = (item: NavItem) => pathname === item.path || pathname.startsWith(`${item.path}/`);
  const renderItems = (list: NavItem[], depth: number) => (
    <ul className={depth === 0 ? styles.root : styles.group}>
      {list.map((item) => {
        const open = isOpen(item);
        const groupId = `${idPrefix}-nav-${item.path.replaceAll("/", "-")}`;
        return (
          <li key={item.path}>
            <div className={styles.row}>
              <SiteLink
                href={item.href}
                external={item.external}
                className={styles.link}
                aria-current={!item.external && item.href === pathname ? "page" : undefined}
              >
                <span>{item.title}</span>
                {item.label ? <span className={styles.badge}>{item.label}</span> : null}
                {item.external ? (
                  <svg
                    className={styles.externalIcon}
                    width="12"
                    height="12"
                    viewBox="0 0 24 24"
                    role="img"
                    aria-label="(external)"
                  >
                    <path
                      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                ) : null}
              </SiteLink>
              {item.children.length > 0 ? (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-controls={groupId}
                  aria-label={navToggleLabel(item.title, open)}
                  data-title={item.title}
                  {...islandMark("navToggle", item.path)}
                >
                  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d="M9 6l6 6-6 6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              ) : null}
            </div>
            {item.children.length > 0 ? (
              <div id={groupId} hidden={!open}>
                {renderItems(item.children, depth + 1)}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
  return renderItems(items, 0);
}
