import { useDocumentData } from "#app/data/document-data.ts";
import { DocPage } from "./DocPage.tsx";
import { RedirectNotice } from "./RedirectNotice.tsx";
import { NotFound } from "./NotFound.tsx";

/** Every node of the documentation tree: a page, a redirect, or the 404 page (its data: app/render-document.tsx). */
export function DocRoute() {
  const { route } = useDocumentData();
  if (route.kind === "redirect") return <RedirectNotice data={route} />;
  if (route.kind === "not-found") return <NotFound />;
  return <DocPage data={route} />;
}
