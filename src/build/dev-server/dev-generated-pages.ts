import { join } from "node:path";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import type { ContentProblem } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { forgetLoadedSchemas, loadSchema } from "#build/graphql/load-schema.ts";
import { expandApiChanges, listsApiChanges } from "#build/generated-pages/api-changes/expand-api-changes.ts";
import {
  forgetReferenceHistory,
  loadReferenceHistory,
} from "#build/generated-pages/api-changes/load-version-changes.ts";
import { listBreakingChanges } from "#build/generated-pages/api-changes/breaking-changes.ts";
import type { VersionChanges } from "#build/generated-pages/api-changes/version-changes.ts";
import { checkGeneratedPlaceholders } from "#build/generated-pages/check-generated-placeholders.ts";
import type { BreakingChangesFile } from "#shared/operation-checker.ts";
import type { GuideExample, PageGenerator, PageSection, SourceInputs } from "#build/generated-pages/generated-page.ts";
import { GENERATORS } from "#build/generated-pages/generators.ts";
import { forgetExampleOperations } from "#build/generated-pages/operations/load-operations.ts";
import { activeGenerators, runGenerators, type GeneratedFile } from "#build/generated-pages/run-generators.ts";

/** Generated pages with the problems met making them. */
export interface GeneratedFiles {
  files: GeneratedFile[];
  problems: ContentProblem[];
}

/** A content file with its `::api-changes` filled in (`withApiChanges`). */
export interface ExpandedFile {
  file: ContentFile;
  problems: ContentProblem[];
  /** The changes the page lists, when it lists them. */
  changes?: VersionChanges[];
}

/** What the generators that run after rendering read from the rendered content pages. */
export interface RenderedInputs {
  guides: GuideExample[];
  troubleshootingSections: PageSection[];
}

const NOTHING_RENDERED: RenderedInputs = { guides: [], troubleshootingSections: [] };

/** The pages made so far, as plain data: another thread makes the first ones at start (site-sources.ts). */
export interface GeneratedSnapshot {
  before?: { key: string; result: GeneratedFiles };
  after?: { key: string; result: GeneratedFiles };
}

/**
 * The build's generated pages (src/build/generated-pages), made when first needed and kept until what they are made
 * from changes. Those made before rendering (the operation pages) come from `schema/` and `examples/`; those made
 * after it (the schema reference, Troubleshooting) also read what rendering the content pages found: they are made
 * first from what is known (nothing, at start: their tree entries are what the first pages need), and again when
 * `refreshAfterRender` is given the pages' findings. Until then they are made without the reference history, whose
 * comparison (about 0.5 s) only their bodies show: `isProvisional` says when one must be made again before it
 * renders. The build's own generators make them; nothing here writes a page.
 */
export class DevGeneratedPages {
  private before?: { key: string; result: GeneratedFiles };
  private after?: { key: string; result: GeneratedFiles };
  /** What rendering the content pages found, as `refreshAfterRender` was last told. */
  private rendered: RenderedInputs = NOTHING_RENDERED;
  /** Set by the first `refreshAfterRender`: the after-render pages are made with the reference history from then on. */
  private complete = false;
  private expanded = new WeakMap<ContentFile, ExpandedFile>();

  constructor(
    private readonly rootDir: string,
    private readonly config: SiteConfig,
    private readonly generators: PageGenerator[] = GENERATORS,
  ) {}

  /** The pages made so far, to hand to another thread's `DevGeneratedPages` (before any `refreshAfterRender`). */
  snapshot(): GeneratedSnapshot {
    return { before: this.before, after: this.after };
  }

  /** Takes the pages another thread made as its own, as if it had made them. */
  adopt(made: GeneratedSnapshot): void {
    this.before = made.before;
    this.after = made.after;
  }

  /** Whether the site's GraphQL blocks link to generated pages (the schema reference is on). */
  schemaLinks(files: ContentFile[]): boolean {
    return activeGenerators(this.generators, files).some((generator) => generator.linksCode);
  }

  /** Every generated page as last made; the after-render ones are made from nothing known if never made yet. */
  list(files: ContentFile[]): GeneratedFiles {
    const key = JSON.stringify(files.map((file) => file.path));
    const before = this.before?.key === key ? this.before.result : this.makeBefore(files, key);
    const after = this.after?.key === key ? this.after.result : this.makeAfter(files);
    return { files: [...before.files, ...after.files], problems: [...before.problems, ...after.problems] };
  }

  /** Makes the after-render pages again, with the reference history, from what rendering the content pages found. */
  refreshAfterRender(files: ContentFile[], rendered: RenderedInputs): void {
    this.rendered = rendered;
    this.complete = true;
    this.makeAfter(files);
  }

  /** Whether `path` is a page made after rendering (its content follows the other pages). */
  isAfterRender(path: string): boolean {
    return this.after?.result.files.some((file) => file.path === path) ?? false;
  }

  /** Whether `path` is an after-render page made before any `refreshAfterRender`, so without its history. */
  isProvisional(path: string): boolean {
    return !this.complete && this.isAfterRender(path);
  }

  private makeBefore(files: ContentFile[], key: string): GeneratedFiles {
    const generated = runGenerators(activeGenerators(this.generators, files), "before-render", this.sources(), files);
    const result = this.checked(generated);
    this.before = { key, result };
    return result;
  }

  private makeAfter(files: ContentFile[]): GeneratedFiles {
    const key = JSON.stringify(files.map((file) => file.path));
    const before = this.before?.key === key ? this.before.result : this.makeBefore(files, key);
    const sources = this.sources();
    const history = this.complete ? sources.loadReferenceHistory : () => undefined;
    const inputs = { ...sources, loadReferenceHistory: history, ...this.rendered };
    const existing = [...files, ...before.files];
    const generated = runGenerators(activeGenerators(this.generators, files), "after-render", inputs, existing);
    const result = this.checked(generated);
    this.after = { key, result };
    return result;
  }

  private sources(): SourceInputs {
    const schemaDir = join(this.rootDir, "schema");
    return {
      rootDir: this.rootDir,
      loadSchema: () => loadSchema(schemaDir),
      loadReferenceHistory: () => loadReferenceHistory(join(schemaDir, "reference-history")),
    };
  }

  private checked(generated: GeneratedFiles): GeneratedFiles {
    const placeholders = checkGeneratedPlaceholders(generated.files, this.rootDir);
    return { files: generated.files, problems: [...generated.problems, ...placeholders] };
  }

  /**
   * A content file with `::api-changes` filled in from the reference history, the problems of its notes and the
   * changes it lists.
   */
  withApiChanges(file: ContentFile): ExpandedFile {
    if (!listsApiChanges(file)) return { file, problems: [] };
    let expanded = this.expanded.get(file);
    if (!expanded) {
      const copy = { ...file };
      const { problems, changes } = expandApiChanges([copy], {
        loadSchema: () => loadSchema(join(this.rootDir, "schema")),
        referenceRepository: this.config.repositories.graphqlReference,
      });
      expanded = { file: copy, problems, changes };
      this.expanded.set(file, expanded);
    }
    return expanded;
  }

  /** The operation checker's breaking-changes file, as the build makes it: only when a content page lists the changes. */
  breakingChanges(files: ContentFile[]): BreakingChangesFile | undefined {
    const page = files.find(listsApiChanges);
    const changes = page && this.withApiChanges(page).changes;
    return changes && listBreakingChanges(changes);
  }

  /**
   * Forgets what was made from a source that changed, and the loader's own cache of it: the schema's SDL, its
   * reference history (schema/reference-history), or the example operations.
   */
  forget(source: "schema" | "history" | "examples"): void {
    if (source === "schema") forgetLoadedSchemas();
    if (source === "history") forgetReferenceHistory();
    // The operations are read with the schema's types: they go with it.
    if (source !== "history") forgetExampleOperations();
    this.before = undefined;
    this.after = undefined;
    this.expanded = new WeakMap();
  }
}
