import "@fontsource-variable/inter/wght.css";
import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/prose.css";
import "../.cache/site/highlight.css";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { getSiteConfig } from "../lib/config/resolve-site-config.ts";
import { toPublicConfig } from "../lib/config/public-config.ts";
import { SiteFrame } from "./components/SiteFrame.tsx";
import { NotFound } from "./components/NotFound.tsx";
import { THEME_SCRIPT } from "./lib/theme-script.ts";
import interLatinFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** The body font is fetched with the HTML instead of after the CSS, so text does not shift when it arrives. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** Runs at build time only: the browser-safe configuration travels with every page. */
export function loader() {
  return { config: toPublicConfig(getSiteConfig()) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Scripts start after the first paint (docs/decisions/0004); this marks the moment the page answers input.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? <SiteFrame config={data.config}>{children}</SiteFrame> : children}
        <ScrollRestoration />
        <Scripts />
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
