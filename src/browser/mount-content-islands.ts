import type { PublicConfig } from "#shared/public-config.ts";
import { EMBED_ATTRIBUTES, FILTER_LIST_MARKUP, MAP_MARKUP } from "#shared/widget-markup.ts";

/**
 * Loads the code for interactive parts of the Markdown (live maps, runnable GraphQL, embed configurators, list
 * filters, the operation checker) only on pages that contain them; maps wait until they scroll into view. Returns a
 * cleanup function.
 */
export function mountContentIslands(root: HTMLElement, config: PublicConfig): () => void {
  const cleanups: (() => void)[] = [];
  let cancelled = false;
  const track = (cleanup: () => void) => (cancelled ? cleanup() : cleanups.push(cleanup));

  const maps = root.querySelectorAll<HTMLElement>(`figure.${MAP_MARKUP.figureClass}`);
  if (maps.length > 0) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import("#features/map/mount-itinerary-maps.ts").then((module) =>
          track(module.mountItineraryMaps(root, config)),
        );
      },
      { rootMargin: "200px" },
    );
    maps.forEach((map) => observer.observe(map));
    cleanups.push(() => observer.disconnect());
  }
  // RUNNABLE_SELECTORS.block of src/shared/runnable-source.ts, written out: importing it costs first-load bytes.
  if (root.querySelector("figure.code-block[data-runnable]")) {
    void import("#features/runner/mount-graphql-runners.ts").then((module) =>
      track(module.mountGraphqlRunners(root, config)),
    );
  }
  if (root.querySelector(`section[${EMBED_ATTRIBUTES.configurator}]`)) {
    void import("#features/embed-configurator/mount-embed-configurators.ts").then((module) =>
      track(module.mountEmbedConfigurators(root)),
    );
  }
  // OPERATION_CHECKER_MARKUP.root of src/shared/operation-checker.ts, written out like the runnable selector above.
  if (root.querySelector("section[data-operation-checker]")) {
    void import("#features/operation-checker/mount-operation-checker.ts").then((module) =>
      track(module.mountOperationCheckers(root)),
    );
  }
  if (root.querySelector(`div.${FILTER_LIST_MARKUP.className}`)) {
    void import("#features/filter-list/mount-filter-list.ts").then((module) => track(module.mountFilterLists(root)));
  }
  return () => {
    cancelled = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}
