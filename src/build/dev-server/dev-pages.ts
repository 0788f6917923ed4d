import type { ContentFile } from "#build/content/load-content-files.ts";
import type { GeneratedFile } from "#build/generated-pages/run-generators.ts";
import type { PageRecord } from "#build/pipeline/build-site-data.ts";
import type { RenderedPage } from "#build/pipeline/render-page.ts";
import type { PageRenderer } from "./page-renderer.ts";

/** One page rendered by the dev server, with the file it was rendered from. */
export interface DevPage {
  source: ContentFile;
  record: PageRecord;
  rendered: RenderedPage;
}

/**
 * Renders pages when they are first asked for, with the build's own renderer and checks (render-page.ts, in this
 * thread or the dev thread: page-renderer.ts), and keeps them until the file they come from changes. A page is valid
 * for the very `ContentFile` object it was rendered from: a saved file is read into a new object, so its page renders
 * again and the others stay. Shiki and the Markdown pipeline load once and stay warm.
 */
export class DevPages {
  private readonly pages = new Map<string, DevPage & { generation: number }>();
  private readonly rendering = new Map<ContentFile, Promise<DevPage>>();
  /** The path each page was last asked for with, so that a slow render of an older version never replaces it. */
  private readonly wanted = new Map<string, ContentFile>();
  /** Raised by `forgetAll`: pages rendered in an older generation render again when next asked for. */
  private generation = 0;

  constructor(private readonly renderer: PageRenderer) {}

  /** Resolves once the renderer can render (it begins loading the highlighter if it has not yet). */
  ready(): Promise<void> {
    return this.renderer.ready();
  }

  /** The page of `file`, rendered now unless it already was from this same file. */
  async render(file: GeneratedFile, options: { schemaLinks: boolean; lastUpdated?: string }): Promise<DevPage> {
    const cached = this.pages.get(file.path);
    if (cached?.source === file && cached.generation === this.generation) return cached;
    this.wanted.set(file.path, file);
    let pending = this.rendering.get(file);
    if (!pending) {
      pending = this.renderNow(file, options).finally(() => this.rendering.delete(file));
      this.rendering.set(file, pending);
    }
    return pending;
  }

  /** The page last rendered at `path`, if any (it may be from an older version of its file). */
  last(path: string): DevPage | undefined {
    return this.pages.get(path);
  }

  /** Every page rendered so far. */
  all(): DevPage[] {
    return [...this.pages.values()];
  }

  /**
   * Makes every page render again when next asked for (the schema changed: every GraphQL block is checked and linked
   * again). Until then `last` still gives the older page, whose examples the schema reference keeps listing.
   */
  forgetAll(): void {
    this.generation += 1;
    this.rendering.clear();
    this.renderer.forgetSchema();
  }

  /** The syntax colours of every page rendered so far. */
  highlightCss(): Promise<string> {
    return this.renderer.highlightCss();
  }

  /** Ends the renderer's thread, if it has one. */
  close(): Promise<void> {
    return this.renderer.close();
  }

  private async renderNow(file: GeneratedFile, options: { schemaLinks: boolean; lastUpdated?: string }) {
    const generation = this.generation;
    const { schemaLinks, lastUpdated } = options;
    const { path, body, bodyLine, tree } = file;
    const job = { path, file: file.file, body, bodyLine, schemaLinks, tree };
    const rendered = await this.renderer.render(job);
    const record: PageRecord = {
      path: file.path,
      file: file.file,
      html: rendered.html,
      headings: rendered.headings,
      hasBody: file.body.trim() !== "",
      markdown: file.body,
      lastUpdated,
      embedPreview: rendered.embedPreview,
    };
    const page = { source: file, record, rendered, generation };
    if (this.wanted.get(file.path) === file && generation === this.generation) this.pages.set(file.path, page);
    return page;
  }
}
