import { useEffect, useRef } from "react";
import type { DocPageData } from "../lib/page-data.ts";
import { SectionNav } from "./SectionNav.tsx";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./Sidebar.module.css";

/** The section navigation beside the content on wide screens; keeps the current page in view. */
export function Sidebar({ section, pathname }: { section: NonNullable<DocPageData["section"]>; pathname: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const container = ref.current;
    const current = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !current) return;
    const top = current.offsetTop - container.offsetTop;
    if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - 40) {
      container.scrollTop = top - container.clientHeight / 3;
    }
  }, [pathname]);
  return (
    <nav ref={ref} className={styles.sidebar} aria-label={`${section.title} pages`}>
      <SiteLink href={section.href} className={styles.sectionTitle}>
        {section.title}
      </SiteLink>
      <SectionNav items={section.items} pathname={pathname} idPrefix="sidebar" />
    </nav>
  );
}
