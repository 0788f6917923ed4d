import { buildPlaceholders } from "#build/config/placeholders.ts";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import { buildTree } from "#build/content/build-tree.ts";
import type { ContentProblem } from "#build/content/content-problem.ts";
import { findNode, normalizePath, walkTree, type DocNode } from "#build/content/doc-node.ts";
import { isAbsolute, relative, resolve } from "node:path";
import { checkTargets } from "#build/content/resolve-targets.ts";
import type { GeneratedFile } from "#build/generated-pages/run-generators.ts";
import type { PageRecord } from "#build/pipeline/build-site-data.ts";
import { readLastUpdated } from "#build/pipeline/git-dates.ts";
import { TROUBLESHOOTING_PATH } from "#build/generated-pages/troubleshooting-page.ts";
import { invariant } from "#shared/invariant.ts";
import type { BreakingChangesFile } from "#shared/operation-checker.ts";
import { DevContent } from "./dev-content.ts";
import { DevGeneratedPages, type RenderedInputs } from "./dev-generated-pages.ts";
import type { PageRenderer } from "./page-renderer.ts";
import type { SiteSources } from "./site-sources.ts";
import { DevPages, type DevPage } from "./dev-pages.ts";
import { checkPageLinks } from "./check-page-links.ts";
import { markStartup } from "./startup-timing.ts";

/** Where the dev server's site comes from. */
export interface DevSiteOptions {
  /** The folder holding `content/` (or `contentDir`), `schema/` and `examples/`: the project, or a test's copy. */
  rootDir: string;
  /** Content folder relative to `rootDir`. */
  contentDir: string;
  /** The folder of the app's own files the renderer reads (public/, app/styles/tokens.css). */
  projectDir: string;
  config: SiteConfig;
}

/** The site's structure, made from every file's front matter and the generated pages, with its problems. */
interface SiteShape {
  tree?: DocNode;
  files: Map<string, GeneratedFile>;
  problems: ContentProblem[];
}

/** What a request for one path needs: the site's tree, the path's page (rendered) and every problem to show. */
export type PreparedPath =
  { tree: DocNode; page?: DevPage; problems: ContentProblem[] } | { problems: ContentProblem[] };

/**
 * The site as the dev server serves it, made on demand: the tree from the content's front matter and the generated
 * pages, and each page rendered when first asked for (DevPages), until a file it depends on changes. Content
 * problems come back as data, never as an exit: the page shows them and the next good save clears them.
 */
export class DevSite {
  readonly content: DevContent;
  readonly pages: DevPages;
  readonly generated: DevGeneratedPages;
  private shape?: SiteShape;
  /** Set once every content page has been rendered: the after-render pages are then made from all of them. */
  private complete = false;
  private lastUpdated = new Map<string, string>();
  /** Set when the content changed after that: the after-render pages are made again when one is asked for. */
  private afterRenderStale = false;

  /**
   * Reads the content now and makes the generated pages when first needed, unless `start.sources` is what was read
   * and made already (site-sources.ts, in the dev thread); pages render with `start.renderer` (page-renderer.ts: in
   * this thread or the dev thread).
   */
  constructor(
    private readonly options: DevSiteOptions,
    start: { sources?: SiteSources; renderer: PageRenderer },
  ) {
    const { rootDir, contentDir, config } = options;
    const contentOptions = { rootDir, contentDir, placeholders: buildPlaceholders(config), slug: config.slug };
    this.content = new DevContent(contentOptions, start.sources?.content);
    this.pages = new DevPages(start.renderer);
    this.generated = new DevGeneratedPages(rootDir, config);
    if (start.sources) this.generated.adopt(start.sources.generated);
  }

  /** The site's tree (a `SiteSource`); only valid after `prepare` found one. */
  get tree(): DocNode {
    const tree = this.currentShape().tree;
    invariant(tree, "DevSite.tree read while the content has no tree; prepare() reports why");
    return tree;
  }

  /** A rendered page (a `SiteSource`); `prepare` renders the path's page first. */
  readPage(path: string): PageRecord {
    const page = this.pages.last(path);
    invariant(page, `DevSite.readPage(\`${path}\`) before prepare() rendered it`);
    return page.record;
  }

  /** The operation checker's breaking-changes file, when the content lists the API changes (as the build writes it). */
  breakingChanges(): BreakingChangesFile | undefined {
    return this.generated.breakingChanges(this.content.list());
  }

  /**
   * Takes in saves the watcher did not report (one that follows another within its throttle, or one made before it
   * started): a request calls this before `prepare`, so it never serves an older version of a file. Not the background
   * rendering, which would stat every file once per page. Returns the paths whose pages changed, as `applyChange`.
   */
  takeUnreportedSaves(): string[] | "all" | undefined {
    let changed: string[] | "all" | undefined;
    for (const { file, event } of this.content.changedOnDisk()) {
      const paths = this.applyChange(file, event);
      if (paths === "all" || changed === "all") changed = "all";
      else if (paths) changed = [...new Set([...(changed ?? []), ...paths])];
    }
    return changed;
  }

  /** Makes what `pathname` needs: the tree and, for a Markdown page, the page rendered and checked. */
  async prepare(pathname: string): Promise<PreparedPath> {
    const shape = this.currentShape();
    if (!shape.tree) return { problems: shape.problems };
    const tree = shape.tree;
    const path = normalizePath(pathname);
    const afterRenderOutdated = this.afterRenderStale && this.generated.isAfterRender(path);
    if (afterRenderOutdated || this.generated.isProvisional(path)) {
      this.afterRenderStale = false;
      this.generated.refreshAfterRender(this.content.list(), this.listRenderedInputs());
      this.forgetShape();
      return this.prepare(pathname);
    }
    const node = findNode(tree, path);
    const file = shape.files.get(path);
    if (!node || node.path !== path || node.type !== "markdown" || !file) return { tree, problems: shape.problems };
    const { file: source, problems: expansion } = this.generated.withApiChanges(file);
    const page = await this.pages.render(source, {
      schemaLinks: this.generated.schemaLinks(this.content.list()),
      lastUpdated: this.lastUpdated.get(file.file),
    });
    const links = checkPageLinks(tree, page, (other) => this.pages.last(other));
    return { tree, page, problems: [...shape.problems, ...expansion, ...page.rendered.problems, ...links] };
  }

  /**
   * Takes in a saved, added or removed file (absolute path): reads again what depends on it and forgets the rest.
   * Returns the paths whose pages changed, "all" when the tree (and so every page's navigation) may have, or
   * undefined for a file the site is not made from.
   */
  applyChange(file: string, event: "add" | "change" | "unlink"): string[] | "all" | undefined {
    const { rootDir, contentDir } = this.options;
    const within = (folder: string) => {
      const rest = relative(resolve(rootDir, folder), resolve(file));
      return rest !== "" && !rest.startsWith("..") && !isAbsolute(rest);
    };
    if (within(contentDir) && file.endsWith(".md")) {
      this.forgetShape();
      this.afterRenderStale = this.complete;
      if (event !== "change") {
        this.content.reloadAll();
        return "all";
      }
      const { before, after } = this.content.reloadFile(file);
      const sameShape = before && after && JSON.stringify(before.metadata) === JSON.stringify(after.metadata);
      return sameShape ? [after.path, TROUBLESHOOTING_PATH] : "all";
    }
    const sources = [
      ["schema/reference-history", "history"],
      ["schema", "schema"],
      ["examples", "examples"],
    ] as const;
    const source = sources.find(([folder]) => within(folder))?.[1];
    if (!source) return undefined;
    this.generated.forget(source);
    // Every GraphQL block of the content is checked and linked against the schema; nothing else renders from these.
    if (source === "schema") this.pages.forgetAll();
    this.forgetShape();
    return "all";
  }

  /** Forgets the structure (front matter, paths or generated pages changed); it is made again when next needed. */
  forgetShape(): void {
    this.shape = undefined;
  }

  /**
   * Renders every content page not yet rendered, one at a time, waiting whenever `isBusy` says a request is being served;
   * then lists the guides' examples in the schema reference and makes the Troubleshooting page, as the build does.
   * Returns whether the tree changed, so open pages can be told. Stops early when `signal` is aborted.
   */
  async renderRemaining(isBusy: () => boolean, signal: AbortSignal): Promise<boolean> {
    for (let next = this.nextUnrendered(); next; next = this.nextUnrendered()) {
      while (isBusy() && !signal.aborted) await new Promise((resolve) => setTimeout(resolve, 50));
      if (signal.aborted) return false;
      await this.prepare(next);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const before = JSON.stringify(this.currentShape().tree ?? null);
    if (this.lastUpdated.size === 0) this.lastUpdated = readLastUpdated(this.options.rootDir, this.options.contentDir);
    this.complete = true;
    this.afterRenderStale = false;
    this.generated.refreshAfterRender(this.content.list(), this.listRenderedInputs());
    this.forgetShape();
    return JSON.stringify(this.currentShape().tree ?? null) !== before;
  }

  /** The next content page never rendered (generated pages render when asked for: nothing else reads them). */
  private nextUnrendered(): string | undefined {
    const { tree } = this.currentShape();
    if (!tree) return undefined;
    const content = new Set(this.content.list().map((file) => file.path));
    for (const node of walkTree(tree)) {
      if (node.type === "markdown" && content.has(node.path) && !this.pages.last(node.path)) return node.path;
    }
    return undefined;
  }

  private currentShape(): SiteShape {
    this.shape ??= this.makeShape();
    return this.shape;
  }

  private makeShape(): SiteShape {
    const content = this.content.list();
    const generated = this.generated.list(content);
    const files: GeneratedFile[] = [...content, ...generated.files];
    const built = buildTree(files);
    const problems = [...this.content.loadProblems(), ...generated.problems, ...built.problems];
    if (built.tree) problems.push(...checkTargets(built.tree));
    markStartup("site's shape made");
    return { tree: built.tree, files: new Map(files.map((file) => [file.path, file])), problems };
  }

  /** What rendering the content pages found, for the after-render pages (as build-site-data.ts lists it). */
  private listRenderedInputs(): RenderedInputs {
    const pages = this.content.list().flatMap((file) => {
      const page = this.pages.last(file.path);
      return page ? [{ file, rendered: page.rendered }] : [];
    });
    return {
      guides: pages.flatMap(({ file, rendered }) =>
        rendered.schemaUsage.map(({ anchor, types }) => ({
          path: file.path,
          title: file.metadata.title,
          anchor,
          types,
        })),
      ),
      troubleshootingSections: pages.flatMap(({ file, rendered }) =>
        rendered.troubleshooting
          ? [
              {
                path: file.path,
                title: file.metadata.title,
                file: file.file,
                bodyLine: file.bodyLine,
                section: rendered.troubleshooting,
              },
            ]
          : [],
      ),
    };
  }
}
