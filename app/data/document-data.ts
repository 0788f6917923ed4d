import { createContext, useContext } from "react";
import { invariant } from "#shared/invariant.ts";
import type { DocRouteData } from "./page-data.ts";
import type { RootData } from "./root-data.server.ts";

/**
 * What the document of one path is rendered from: read from the site cache by app/entry.server.tsx at build time and
 * passed down through this context. The routes have no loaders (docs/decisions/0011): a loader makes React Router
 * prerender every path twice, once as a `.data` file that the publish stage deletes.
 */
export interface DocumentData {
  root: RootData;
  route: DocRouteData;
}

export const DocumentDataContext = createContext<DocumentData | undefined>(undefined);

/** The document's data; only app/entry.server.tsx renders the app, always inside the context. */
export function useDocumentData(): DocumentData {
  const data = useContext(DocumentDataContext);
  invariant(data, "a page rendered outside app/entry.server.tsx's DocumentDataContext");
  return data;
}
