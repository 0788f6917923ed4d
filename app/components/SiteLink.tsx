import type { ReactNode, MouseEventHandler } from "react";
import { Link } from "react-router";

/** Props of {@link SiteLink}. */
export interface SiteLinkProps {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  "aria-current"?: "page" | undefined;
  "aria-label"?: string;
}

/** The only module that uses the router's Link: internal links prefetch on intent, external ones are marked safe. */
export function SiteLink({ href, external, children, ...rest }: SiteLinkProps) {
  if (external ?? /^[a-z]+:/i.test(href)) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
