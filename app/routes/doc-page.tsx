import { useDocumentData } from "#app/data/document-data.ts";
import { DocPage } from "#app/components/DocPage.tsx";
import { RedirectNotice } from "#app/components/RedirectNotice.tsx";
import { NotFound } from "#app/components/NotFound.tsx";

/** Every node of the documentation tree: a page, a redirect, or the 404 page (its data: app/entry.server.tsx). */
export default function DocRoute() {
  const { route } = useDocumentData();
  if (route.kind === "redirect") return <RedirectNotice data={route} />;
  if (route.kind === "not-found") return <NotFound />;
  return <DocPage data={route} />;
}
