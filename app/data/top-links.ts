import type { PublicConfig } from "#shared/public-config.ts";

/** A link of the top bar and the drawer. */
export interface TopLink {
  label: string;
  href: string;
  external: boolean;
}

/** The top bar's links, in the specification's order. */
export function buildTopLinks(config: PublicConfig): TopLink[] {
  return [
    { label: "Getting started", href: "/docs/getting-started", external: false },
    { label: "Documentation", href: "/docs/graphql", external: false },
    { label: "Examples", href: config.examplesUrl, external: true },
    { label: "Log in", href: config.app.login, external: true },
    { label: "Sign up", href: config.app.signUp, external: true },
  ];
}

/** Whether a top link is the current one: its path is a prefix of the current path. */
export function isActiveLink(link: TopLink, pathname: string): boolean {
  return !link.external && (pathname === link.href || pathname.startsWith(`${link.href}/`));
}
