import { createRoot } from "react-dom/client";
import type { PublicConfig } from "#shared/public-config.ts";
import type { FormIslandName } from "#shared/page-islands.ts";
import { PageFeedback } from "./PageFeedback.tsx";
import { RegisterInterest } from "./RegisterInterest.tsx";

/** Renders a live form in place of its prerendered copy (same markup, buttons enabled). */
export function renderFormIsland(
  container: HTMLElement,
  name: FormIslandName,
  config: PublicConfig,
  page: { path: string; title: string },
): void {
  const form =
    name === "page-feedback" ? (
      <PageFeedback path={page.path} config={config} />
    ) : (
      <RegisterInterest path={page.path} title={page.title} config={config} />
    );
  createRoot(container).render(form);
}
