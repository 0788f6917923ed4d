import { ISLAND_ATTRIBUTES, islandSelector, type FormIslandName, type PageIslandData } from "#shared/page-islands.ts";

/**
 * The feedback and register-interest forms are prerendered with their controls disabled. When one comes near the
 * window, or as soon as the reader moves through the page with Tab, its React code loads and renders it live in place.
 * A reader who never goes near a form never downloads React.
 */
export function mountFormIslands(data: PageIslandData): void {
  const { page } = data;
  const pending = new Set(document.querySelectorAll<HTMLElement>(islandSelector("formIsland")));
  if (!page || pending.size === 0) return;
  const mount = (container: HTMLElement) => {
    if (!pending.delete(container)) return;
    observer.unobserve(container);
    const name = container.getAttribute(ISLAND_ATTRIBUTES.formIsland) as FormIslandName;
    void import("./form-island.tsx").then((module) => module.renderFormIsland(container, name, data.config, page));
  };
  const observer = new IntersectionObserver(
    (entries) => entries.forEach((entry) => entry.isIntersecting && mount(entry.target as HTMLElement)),
    { rootMargin: "600px" },
  );
  pending.forEach((container) => observer.observe(container));
  const onTab = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    window.removeEventListener("keydown", onTab);
    [...pending].forEach(mount);
  };
  window.addEventListener("keydown", onTab);
}
