import { forgetLoadedSchemas } from "#build/graphql/load-schema.ts";
import {
  createRenderContext,
  renderPage,
  type PageJob,
  type RenderContext,
  type RenderedPage,
} from "#build/pipeline/render-page.ts";

/** Renders the dev server's pages with the build's `renderPage`: in this thread, or in the dev thread (dev-thread.ts). */
export interface PageRenderer {
  /** Resolves once the highlighter and the Markdown pipeline are loaded (it begins loading them if not yet begun). */
  ready(): Promise<void>;
  render(job: PageJob): Promise<RenderedPage>;
  /** The syntax colours of every page rendered so far. */
  highlightCss(): Promise<string>;
  /** Reads the schema again at the next render: the code blocks are checked and linked against it. */
  forgetSchema(): void;
  close(): Promise<void>;
}

/** A renderer in this thread, which loads the highlighter when first asked for. */
export function createPageRenderer(projectDir: string): PageRenderer {
  let context: Promise<RenderContext> | undefined;
  const load = () => (context ??= createRenderContext(projectDir));
  return {
    ready: async () => void (await load()),
    render: async (job) => renderPage(job, await load()),
    highlightCss: async () => (await load()).highlighter.css(),
    forgetSchema: forgetLoadedSchemas,
    close: () => Promise.resolve(),
  };
}
