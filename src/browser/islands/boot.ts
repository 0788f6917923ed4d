/**
 * The one script every page loads (docs/decisions/0008). The page is complete HTML, prerendered at build time; this
 * wires the parts that react to the reader and loads the larger islands (search, forms, editors, maps) only when
 * they are about to be used.
 */
import { ISLAND_ATTRIBUTES } from "#shared/page-islands.ts";
import { correctCurrentYear } from "./current-year.ts";
import { followRedirect } from "./follow-redirect.ts";
import { mountFormIslands } from "./form-islands.ts";
import { wireCopyPage } from "./copy-page.ts";
import { wireNavDrawer } from "./nav-drawer.ts";
import { prefetchOnIntent } from "./prefetch-on-intent.ts";
import { wireProse } from "./prose.ts";
import { readPageData } from "./read-page-data.ts";
import { wireSearch } from "./search/wire-search.ts";
import { wireSectionNav } from "./section-nav.ts";
import { followTableOfContents } from "./table-of-contents.ts";
import { wireThemeToggle } from "./theme-toggle.ts";

if (!followRedirect()) {
  const data = readPageData();
  wireThemeToggle();
  wireSearch();
  wireNavDrawer();
  wireSectionNav();
  followTableOfContents();
  wireCopyPage();
  correctCurrentYear();
  prefetchOnIntent();
  if (data) {
    wireProse(data);
    mountFormIslands(data);
  }
  document.documentElement.setAttribute(ISLAND_ATTRIBUTES.ready, "true");
}
