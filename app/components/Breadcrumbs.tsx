import type { NavLink } from "#shared/navigation.ts";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./Breadcrumbs.module.css";

/** The chain of ancestors above the page. */
export function Breadcrumbs({ items }: { items: NavLink[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.href}`}>
            <SiteLink href={item.href} external={item.external}>
              {item.title}
            </SiteLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
