import { createContext, useContext } from "react";
import { invariant } from "#shared/invariant.ts";
import type { DocRouteData } from "./page-data.ts";
import type { RootData } from "./root-data.server.ts";

/**
 * What the document of one path is rendered from: assembled by the build (or the dev server) and passed down from
 * app/render-document.tsx through this context.
 */
export interface DocumentData {
  root: RootData;
  route: DocRouteData;
}

export const DocumentDataContext = createContext<DocumentData | undefined>(undefined);

/** The document's data; only app/render-document.tsx renders the app, always inside the context. */
export function useDocumentData(): DocumentData {
  const data = useContext(DocumentDataContext);
  invariant(data, "a page rendered outside app/render-document.tsx's DocumentDataContext");
  return data;
}
