import type { ReactNode } from "react";

/** Props of {@link SiteLink}. */
export interface SiteLinkProps {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page" | undefined;
  "aria-label"?: string;
}

/**
 * A link: pages are separate documents (docs/decisions/0008), so internal links are plain anchors that the browser
 * prefetches on intent (src/browser/islands/prefetch-on-intent.ts); external ones are marked safe.
 */
export function SiteLink({ href, external, children, ...rest }: SiteLinkProps) {
  if (external ?? /^[a-z]+:/i.test(href)) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
