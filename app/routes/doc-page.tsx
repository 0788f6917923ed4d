import type { Route } from "./+types/doc-page";
import { loadDocRoute } from "#app/data/doc-route.server.ts";
import { buildPageMeta } from "#app/data/page-meta.ts";
import { DocPage } from "#app/components/DocPage.tsx";
import { RedirectNotice } from "#app/components/RedirectNotice.tsx";
import { NotFound } from "#app/components/NotFound.tsx";
import { NOT_FOUND_PATH } from "#shared/not-found-path.ts";

export function loader({ params }: Route.LoaderArgs) {
  const path = `/${params["*"] ?? ""}`;
  const data = loadDocRoute(path);
  // The 404 page is prerendered like any other page; only unknown paths at runtime are real misses.
  if (data.kind === "not-found" && path !== NOT_FOUND_PATH) throw new Response("Not found", { status: 404 });
  return data;
}

export function meta({ data }: Route.MetaArgs) {
  return data ? buildPageMeta(data) : [{ title: "Page not found" }];
}

export default function DocRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "redirect") return <RedirectNotice data={loaderData} />;
  if (loaderData.kind === "not-found") return <NotFound />;
  return <DocPage data={loaderData} />;
}
