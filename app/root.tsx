import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/prose.css";
import { Links, Outlet, Scripts } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { useDocumentData } from "./data/document-data.ts";
import { buildPageMeta } from "./data/page-meta.ts";
import { navEntryData, PAGE_DATA_SCRIPT_ID, type PageIslandData } from "#shared/page-islands.ts";
import { serializeForJsonScript } from "#shared/json-script.ts";
import { HeadTags } from "./components/HeadTags.tsx";
import { SiteFrame } from "./components/SiteFrame.tsx";
import { THEME_SCRIPT } from "#shared/theme-script.ts";

/**
 * The document. It is rendered at build time and never hydrated: the browser runs only the islands' script
 * (src/browser/islands/boot.ts), which reads the page's data from a JSON script (docs/decisions/0008). Its data comes
 * from app/entry.server.tsx (docs/decisions/0011): the browser-safe configuration, the islands' script and the route.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { root: data, route } = useDocumentData();
  const pageData: PageIslandData = {
    config: data.config,
    ...(route.kind === "page" ? { page: { path: route.page.path, title: route.page.title } } : {}),
    ...(route.kind === "page" && route.section ? { nav: navEntryData(route.section.items) } : {}),
  };
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadTags tags={buildPageMeta(route)} />
        <Links />
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
        <SiteFrame config={data.config}>{children}</SiteFrame>
        {/* React Router's build insists on its scripts in the SPA fallback page; the publish stage deletes that page
            with the router's other client files. */}
        {data.spaFallback ? <Scripts /> : null}
        <script
          type="application/json"
          id={PAGE_DATA_SCRIPT_ID}
          dangerouslySetInnerHTML={{ __html: serializeForJsonScript(pageData) }}
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = error instanceof Error ? error.message : "An unexpected error occurred.";
  return (
    <main id="main" className="error-page">
      <h1>Something went wrong</h1>
      <p>{message}</p>
    </main>
  );
}
