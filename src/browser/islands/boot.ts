/**
 * The one script every page loads (docs/decisions/0008). The page is complete HTML, prerendered at build time; this
 * wires the parts that react to the reader and loads the larger islands (search, forms, editors, maps) only when
 * they are about to be used. Each part is wired in a task of its own (decision 8, second addendum): evaluated in one
 * piece, the wiring ran in the task that also lays the page out for the first time, and made it a long task.
 */
import { ISLAND_ATTRIBUTES } from "#shared/page-islands.ts";
import { correctCurrentYear } from "./current-year.ts";
import { followRedirect } from "./follow-redirect.ts";
import { mountFormIslands } from "#features/feedback/form-islands.ts";
import { wireCopyPage } from "./copy-page.ts";
import { wireNavDrawer } from "./nav-drawer.ts";
import { prefetchOnIntent } from "./prefetch-on-intent.ts";
import { wireProse } from "./prose.ts";
import { readPageData } from "./read-page-data.ts";
import { runInTurns } from "./run-in-turns.ts";
import { wireSearch } from "#features/search/wire-search.ts";
import { wireSectionNav } from "./section-nav.ts";
import { followTableOfContents } from "./table-of-contents.ts";
import { wireThemeToggle } from "./theme-toggle.ts";

if (!followRedirect()) {
  // The page's data, once: the section navigation, the prose and the forms read it.
  const data = readPageData();
  // The header's controls first: they are what a reader reaches for before the page has finished arriving.
  void runInTurns([
    { name: "theme toggle", run: wireThemeToggle },
    { name: "search", run: wireSearch },
    { name: "navigation drawer", run: wireNavDrawer },
    { name: "section navigation", run: () => wireSectionNav(data) },
    { name: "table of contents", run: followTableOfContents },
    { name: "copy page", run: wireCopyPage },
    { name: "current year", run: correctCurrentYear },
    { name: "prefetch on intent", run: prefetchOnIntent },
    {
      name: "prose and forms",
      run: () => {
        if (!data) return;
        wireProse(data);
        mountFormIslands(data);
      },
    },
  ]).then(() => document.documentElement.setAttribute(ISLAND_ATTRIBUTES.ready, "true"));
}
