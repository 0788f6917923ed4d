import { useDocumentData } from "./data/document-data.ts";
import { buildPageMeta } from "./data/page-meta.ts";
import { PAGE_DATA_SCRIPT_ID, type PageIslandData } from "#shared/page-islands.ts";
import { serializeForJsonScript } from "#shared/json-script.ts";
import { HeadTags } from "./components/HeadTags.tsx";
import { SiteFrame } from "./components/SiteFrame.tsx";
import { DocRoute } from "./components/DocRoute.tsx";
import { THEME_SCRIPT } from "#shared/theme-script.ts";

/**
 * The document. It is rendered at build time and never hydrated: the browser runs only the islands' script
 * (src/browser/islands/boot.ts), which reads the page's data from a JSON script (docs/decisions/0008). Its data comes
 * from app/render-document.tsx: the browser-safe configuration, the page's files and the route.
 * `securityPolicy` is the page's Content-Security-Policy, in a `<meta>` right after the charset, before any script.
 */
export function Document({ securityPolicy }: { securityPolicy: string }) {
  const { root: data, route } = useDocumentData();
  const pageData: PageIslandData = {
    config: data.config,
    ...(route.kind === "page" ? { page: { path: route.page.path, title: route.page.title } } : {}),
  };
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={securityPolicy} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadTags tags={buildPageMeta(route)} />
        {data.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: data.highlightCss }} />
        <script type="module" src={data.islands.script} />
        {data.islands.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {/* The theme script runs before the body's first element is parsed, so nothing is painted in the wrong
            theme. It sits here rather than in the head because there, where the parser waits for the stylesheets
            before running it, headless Chromium under Lighthouse held back the page's first frame by a second
            in 1 run of 8 instead of 12 of 12; why is not known (decision 8, third addendum). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <SiteFrame config={data.config}>
          <DocRoute />
        </SiteFrame>
        <script
          type="application/json"
          id={PAGE_DATA_SCRIPT_ID}
          dangerouslySetInnerHTML={{ __html: serializeForJsonScript(pageData) }}
        />
      </body>
    </html>
  );
}
