import type { PublicConfig } from "#shared/public-config.ts";
import { buildTopLinks, isActiveLink } from "#app/data/top-links.ts";
import { useDocumentData } from "#app/data/document-data.ts";
import { Logo } from "./Logo.tsx";
import { NavDrawer } from "./NavDrawer.tsx";
import { SearchButton } from "./SearchButton.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";
import styles from "./SiteHeader.module.css";

/** The top bar: logo and links on wide screens; sign-up and menu buttons on narrow ones (fits from 320 px). */
export function SiteHeader({ config }: { config: PublicConfig }) {
  const { route } = useDocumentData();
  const pathname = route.kind === "page" ? route.page.path : route.path;
  const links = buildTopLinks(config);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* Named by its visible text ("Waymark Docs"), so speech users can say what they see (WCAG 2.5.3). */}
        <SiteLink href="/docs/getting-started" className={styles.brand}>
          <Logo />
          <span className={styles.brandName}>{config.name}</span>
          <span className={styles.brandSuffix}>Docs</span>
        </SiteLink>
        <nav className={styles.wideNav} aria-label="Main">
          <ul>
            {links.map((link) => {
              const active = isActiveLink(link, pathname);
              return (
                <li key={link.label}>
                  <SiteLink
                    href={link.href}
                    external={link.external}
                    className={link.label === "Sign up" ? styles.signUp : styles.link}
                    aria-current={active ? "page" : undefined}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.tools}>
          <SearchButton />
          <ThemeToggle />
          <a className={`${styles.signUp} ${styles.narrowOnly}`} href={config.app.signUp} rel="noopener noreferrer">
            Sign up
          </a>
          <NavDrawer links={links} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
