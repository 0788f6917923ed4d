import type { DocPageData } from "#app/data/page-data.ts";
import { usePublicConfig } from "#app/hooks/use-public-config.ts";
import { keywordsMeta, pageGroupFilter, proseSearchWeight } from "#features/search/page-search-attributes.ts";
import { islandMark } from "#shared/page-islands.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { ChildCards } from "./ChildCards.tsx";
import { PageFeedback } from "#features/feedback/PageFeedback.tsx";
import { RegisterInterest } from "#features/feedback/RegisterInterest.tsx";
import { PageActions } from "./PageActions.tsx";
import { PageFooter } from "./PageFooter.tsx";
import { PrevNext } from "./PrevNext.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { TableOfContents } from "./TableOfContents.tsx";
import styles from "./DocPage.module.css";
// The embed configurator's form is in the prerendered page, so its styles ship with the page, not with its script.
import "#features/embed-configurator/embed-configurator.css";

/**
 * A markdown page in the docs frame: section navigation, content, table of contents. Rendered at build time only;
 * the parts marked with `islandMark` come alive in the browser (src/browser/islands, src/features/*).
 */
export function DocPage({ data }: { data: DocPageData }) {
  const { page } = data;
  const config = usePublicConfig();
  const showSidebar = !page.oneColumn && data.section !== undefined;
  const layout = [
    styles.layout,
    page.oneColumn && styles.oneColumn,
    showSidebar && styles.hasSidebar,
    page.showToc && styles.hasToc,
  ];
  return (
    <div className={layout.filter(Boolean).join(" ")}>
      {showSidebar && data.section ? <Sidebar section={data.section} pathname={page.path} /> : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        <article
          className={styles.article}
          data-pagefind-body=""
          data-pagefind-filter={pageGroupFilter(page.path)}
          data-pagefind-meta={keywordsMeta(page.path, page.keywords)}
        >
          <Breadcrumbs items={data.breadcrumbs} />
          <header className={styles.header}>
            <h1 className={styles.title} data-pagefind-weight="10">
              {page.title}
              {page.label ? <span className={styles.label}>{page.label}</span> : null}
            </h1>
            {page.description ? (
              <p className={styles.description} data-pagefind-weight="5" data-pagefind-meta="description">
                {page.description}
              </p>
            ) : null}
            <PageActions markdownUrl={page.markdownUrl} />
          </header>
          {page.showToc ? <TableOfContents headings={page.headings} variant="inline" /> : null}
          {page.html ? (
            <div
              className="prose"
              {...islandMark("prose")}
              data-pagefind-weight={proseSearchWeight(page.path)}
              dangerouslySetInnerHTML={{ __html: page.html }}
            />
          ) : null}
          {page.label === "Coming soon" && config ? (
            <div {...islandMark("formIsland", "register-interest")}>
              <RegisterInterest path={page.path} title={page.title} config={config} />
            </div>
          ) : null}
          <ChildCards cards={data.cards} />
        </article>
        {config ? (
          <div {...islandMark("formIsland", "page-feedback")}>
            <PageFeedback path={page.path} config={config} />
          </div>
        ) : null}
        <PageFooter page={page} />
        <PrevNext prev={data.prev} next={data.next} />
      </main>
      {page.showToc ? <TableOfContents headings={page.headings} variant="aside" /> : null}
    </div>
  );
}
