import type { DocPageData } from "#app/data/page-data.ts";
import type { NavItem } from "#shared/navigation.ts";
import { islandMark, navGroupId, navToggleLabel } from "#shared/page-islands.ts";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./SectionNav.module.css";

/** Props of {@link SectionNav}. */
export interface SectionNavProps {
  /** The section's navigation: its whole tree is in its navigation file (`navFilePath(section.path)`). */
  section: NonNullable<DocPageData["section"]>;
  pathname: string;
}

/**
 * The current section's pages around the current page (src/build/content/navigation.ts says which): the page highlighted,
 * the groups on its way open. src/browser/islands/section-nav.ts makes the toggles work, loads the groups and lists the page
 * does not carry, and reopens the groups the reader opened earlier in the visit.
 */
export function SectionNav({ section, pathname }: SectionNavProps) {
  const { path: sectionPath, total, items } = section;
  // One entry of each kind (a group with a badge and an external mark, and its list) for the entries the browser
  // adds: the island copies them rather than knowing this component's markup.
  const prototype: NavItem = {
    title: "",
    // Not a page: link checkers and crawlers that read template markup must not follow it.
    href: "#",
    external: true,
    label: "label",
    path: "/",
    children: [],
    childCount: 1,
  };
  return (
    <div {...islandMark("sectionNav", sectionPath)}>
      <ul className={styles.root}>
        {items.map((item) => (
          <Entry key={item.path} item={item} pathname={pathname} />
        ))}
        <ShowAll parent={sectionPath} title="this section" shown={items.length} total={total} />
      </ul>
      <template {...islandMark("navTemplate")}>
        <Entry item={prototype} pathname="" />
      </template>
    </div>
  );
}

/**
 * One entry: its link, and for a group its toggle and the list of the entries the page carries. Every page carries
 * its section's entries, so the markup is kept to what the reader and the island need: the entry's path and title
 * are in the page's data (`navEntryData`, in the same order), and a toggle's group is its entry's.
 */
function Entry({ item, pathname }: { item: NavItem; pathname: string }) {
  const open = pathname === item.path || pathname.startsWith(`${item.path}/`);
  const link = (
    <SiteLink
      href={item.href}
      external={item.external}
      aria-current={!item.external && item.href === pathname ? "page" : undefined}
    >
      {item.title}
      {item.label ? <span className={styles.badge}>{item.label}</span> : null}
      {item.external ? <ExternalIcon /> : null}
    </SiteLink>
  );
  if (item.childCount === 0) return <li {...islandMark("navEntry")}>{link}</li>;
  return (
    <li {...islandMark("navEntry")}>
      <div className={styles.row}>
        {link}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={navGroupId(item.path)}
          aria-label={navToggleLabel(item.title, open)}
          {...islandMark("navToggle")}
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
      </div>
      <div id={navGroupId(item.path)} hidden={!open}>
        <ul className={styles.group}>
          {item.children.map((child) => (
            <Entry key={child.path} item={child} pathname={pathname} />
          ))}
          <ShowAll parent={item.path} title={item.title} shown={item.children.length} total={item.childCount} />
        </ul>
      </div>
    </li>
  );
}

/** "Show all N" after a list the page carries only part of; the island loads the rest from the navigation file. */
function ShowAll({ parent, title, shown, total }: { parent: string; title: string; shown: number; total: number }) {
  if (shown === 0 || shown >= total) return null;
  return (
    <li>
      <button
        type="button"
        className={styles.more}
        aria-label={`Show all ${total} pages in ${title}`}
        {...islandMark("navMore", parent)}
      >
        Show all {total}
      </button>
    </li>
  );
}

function ExternalIcon() {
  return (
    <svg className={styles.externalIcon} width="12" height="12" viewBox="0 0 24 24" role="img" aria-label="(external)">
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
