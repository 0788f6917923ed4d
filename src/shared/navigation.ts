/**
 * The navigation the build hands to pages and to the section-navigation island (`/docs/<section>/_nav.json`).
 */

/** A link to a node, pointing straight at its final destination. */
export interface NavLink {
  title: string;
  href: string;
  external: boolean;
  label?: string;
  description?: string;
}

/** One entry of the section navigation. */
export interface NavItem extends NavLink {
  path: string;
  /** The entries under this one that the page lists (the build's `buildSectionNav` decides which). */
  children: NavItem[];
  /** How many entries are under this one in the tree, listed or not. */
  childCount: number;
}
