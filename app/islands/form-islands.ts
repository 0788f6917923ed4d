import {
  ISLAND_ATTRIBUTES,
  islandSelector,
  type FormIslandName,
  type PageIslandData,
} from "../../lib/shared/page-islands.ts";

/**
 * The feedback and register-interest forms are prerendered with their buttons disabled. When one comes near the
 * window, its React code loads and renders it live in place (React is never loaded by a page whose forms stay out of
 * sight).
 */
export function mountFormIslands(data: PageIslandData): void {
  const { page } = data;
  const containers = [...document.querySelectorAll<HTMLElement>(islandSelector("formIsland"))];
  if (!page || containers.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const container = entry.target as HTMLElement;
        const name = container.getAttribute(ISLAND_ATTRIBUTES.formIsland) as FormIslandName;
        void import("./form-island.tsx").then((module) => module.renderFormIsland(container, name, data.config, page));
      }
    },
    { rootMargin: "300px" },
  );
  containers.forEach((container) => observer.observe(container));
}
