import type { ReactNode } from "react";
import type { PublicConfig } from "#shared/public-config.ts";
import { SiteHeader } from "./SiteHeader.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import styles from "./SiteFrame.module.css";

/** The frame every page shares: skip link, top bar, the page, footer. */
export function SiteFrame({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader config={config} />
      <div className={styles.body}>{children}</div>
      <SiteFooter config={config} />
    </div>
  );
}
