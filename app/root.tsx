import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/prose.css";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { loadRootData } from "./data/root-data.server.ts";
import type { DocRouteData } from "./data/page-data.ts";
import { PAGE_DATA_SCRIPT_ID, type PageIslandData } from "#shared/page-islands.ts";
import { serializeForJsonScript } from "#shared/json-script.ts";
import { SiteFrame } from "./components/SiteFrame.tsx";
import { NotFound } from "./components/NotFound.tsx";
import { THEME_SCRIPT } from "#shared/theme-script.ts";

/** Runs at build time only: the browser-safe configuration and the islands' script travel with every page. */
export function loader({ request }: Route.LoaderArgs) {
  return loadRootData(import.meta.env.DEV, request);
}

/**
 * The document. It is rendered at build time and never hydrated: the browser runs only the islands' script
 * (src/browser/islands/boot.ts), which reads the page's data from a JSON script (docs/decisions/0008).
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const route = useRouteLoaderData<DocRouteData>("routes/doc-page");
  const pageData: PageIslandData | undefined = data && {
    config: data.config,
    ...(route?.kind === "page" ? { page: { path: route.page.path, title: route.page.title } } : {}),
  };
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {data ? <style dangerouslySetInnerHTML={{ __html: data.highlightCss }} /> : null}
        {data ? <script type="module" src={data.islands.script} /> : null}
        {data?.islands.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {data ? <SiteFrame config={data.config}>{children}</SiteFrame> : children}
        {/* React Router's build insists on its scripts in the SPA fallback page; the publish stage deletes that page
            with the router's other client files. */}
        {!data || data.spaFallback ? <Scripts /> : null}
        {pageData ? (
          <script
            type="application/json"
            id={PAGE_DATA_SCRIPT_ID}
            dangerouslySetInnerHTML={{ __html: serializeForJsonScript(pageData) }}
          />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = error instanceof Error ? error.message : "An unexpected error occurred.";
  return (
    <main id="main" className="error-page">
      <h1>Something went wrong</h1>
      <p>{message}</p>
    </main>
  );
}
