import type { PublicConfig } from "#shared/public-config.ts";
import { CurrentYear } from "./CurrentYear.tsx";
import { SiteLink } from "./SiteLink.tsx";
import styles from "./SiteFooter.module.css";

interface FooterColumn {
  title: string;
  links: { label: string; href: string; external?: boolean }[];
}

function buildColumns(config: PublicConfig): FooterColumn[] {
  return [
    {
      title: "Resources",
      links: [
        { label: "Getting started", href: "/docs/getting-started" },
        { label: "GraphQL API", href: "/docs/graphql" },
        { label: "Mapping", href: "/docs/mapping" },
        { label: "Embeds", href: "/docs/embed/docs" },
        { label: "Examples", href: config.examplesUrl },
        // A plain link: llms.txt is a file, not a route, so the router must not try to load it.
        { label: "llms.txt", href: "/llms.txt", external: true },
      ],
    },
    {
      title: "Product",
      links: [
        { label: "Pricing", href: config.app.pricing },
        { label: "Changelog", href: config.app.changelog },
        { label: "Showcase", href: config.app.showcase },
        { label: "Sign up", href: config.app.signUp },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/docs/getting-started/company" },
        { label: "Contact", href: config.app.contact },
        { label: "Log in", href: config.app.login },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Terms", href: config.app.terms },
        { label: "Privacy", href: config.app.privacy },
      ],
    },
  ];
}

/** Four link columns, the Australian-made statement and the copyright line. */
export function SiteFooter({ config }: { config: PublicConfig }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {buildColumns(config).map((column) => (
            <nav key={column.title} aria-label={column.title} className={styles.column}>
              <h2 className={styles.title}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <SiteLink href={link.href} external={link.external} className={styles.link}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <p>Proudly Australian-made.</p>
          <p>
            © <CurrentYear /> {config.company}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
