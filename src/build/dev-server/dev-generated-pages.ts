import { join } from "node:path";
import type { SiteConfig } from "#build/config/resolve-site-config.ts";
import type { ContentProblem } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { forgetLoadedSchemas, loadSchema } from "#build/graphql/load-schema.ts";
import { expandApiChanges, API_CHANGES_DIRECTIVE } from "#build/generated-pages/api-changes/expand-api-changes.ts";
import { forgetReferenceHistory } from "#build/generated-pages/api-changes/load-version-changes.ts";
import { checkGeneratedPlaceholders } from "#build/generated-pages/check-generated-placeholders.ts";
import type { GuideExample, PageGenerator, PageSection, SourceInputs } from "#build/generated-pages/generated-page.ts";
import { GENERATORS } from "#build/generated-pages/generators.ts";
import { forgetExampleOperations } from "#build/generated-pages/operations/load-operations.ts";
import { activeGenerators, runGenerators } from "#build/generated-pages/run-generators.ts";
import { troubleshootingPage } from "#build/generated-pages/troubleshooting-page.ts";

/** Generated pages with the problems met making them. */
export interface GeneratedFiles {
  files: ContentFile[];
  problems: ContentProblem[];
}

/**
 * The build's generated pages (src/build/generated-pages), made when first needed and kept until what they are made
 * from changes: the schema reference and operation pages from `schema/` and `examples/` (and the guides' examples,
 * once every page has been rendered), the Troubleshooting page from the content, the API changes list from the
 * reference history. The build's own generators make them; nothing here writes a page.
 */
export class DevGeneratedPages {
  private reference?: { key: string; result: GeneratedFiles };
  private troubleshooting?: ContentFile[];
  private expanded = new WeakMap<ContentFile, { file: ContentFile; problems: ContentProblem[] }>();

  constructor(
    private readonly rootDir: string,
    private readonly config: SiteConfig,
    private readonly generators: PageGenerator[] = GENERATORS,
  ) {}

  /** Whether the site's GraphQL blocks link to generated pages (the schema reference is on). */
  schemaLinks(files: ContentFile[]): boolean {
    return activeGenerators(this.generators, files).some((generator) => generator.linksCode);
  }

  /**
   * The schema reference and operation pages. They only change when the schema, the examples, the content's paths
   * or the guides' examples do, so they are made again only then (the key says which).
   */
  fromSchema(files: ContentFile[], guides: GuideExample[]): GeneratedFiles {
    const key = JSON.stringify([files.map((file) => file.path), guides]);
    if (this.reference?.key === key) return this.reference.result;
    // Every generator but Troubleshooting, which is made on its own once every page has rendered (makeTroubleshooting).
    const generators = activeGenerators(this.generators, files).filter(
      (generator) => generator !== troubleshootingPage,
    );
    const source = this.sourceInputs();
    const before = runGenerators(generators, "before-render", source, files);
    const after = runGenerators(generators, "after-render", { ...source, guides, troubleshootingSections: [] }, [
      ...files,
      ...before.files,
    ]);
    const generated = [...before.files, ...after.files];
    const result = {
      files: generated,
      problems: [...before.problems, ...after.problems, ...checkGeneratedPlaceholders(generated, this.rootDir)],
    };
    this.reference = { key, result };
    return result;
  }

  /** The Troubleshooting page as last made, or undefined before it has been (it needs every page rendered). */
  knownTroubleshooting(): ContentFile[] | undefined {
    return this.troubleshooting;
  }

  /** Makes the Troubleshooting page from the content pages' "What can go wrong" sections, as rendering found them. */
  makeTroubleshooting(files: ContentFile[], sections: PageSection[]): ContentFile[] {
    const generators = activeGenerators(this.generators, files).filter(
      (generator) => generator === troubleshootingPage,
    );
    const inputs = { ...this.sourceInputs(), guides: [], troubleshootingSections: sections };
    this.troubleshooting = runGenerators(generators, "after-render", inputs, files).files;
    return this.troubleshooting;
  }

  private sourceInputs(): SourceInputs {
    return { rootDir: this.rootDir, loadSchema: () => loadSchema(join(this.rootDir, "schema")) };
  }

  /** A content file with `::api-changes` filled in from the reference history, and the problems of its notes. */
  withApiChanges(file: ContentFile): { file: ContentFile; problems: ContentProblem[] } {
    if (!file.body.includes(API_CHANGES_DIRECTIVE)) return { file, problems: [] };
    let expanded = this.expanded.get(file);
    if (!expanded) {
      const copy = { ...file };
      const problems = expandApiChanges([copy], {
        loadSchema: () => loadSchema(join(this.rootDir, "schema")),
        referenceRepository: this.config.repositories.graphqlReference,
      });
      expanded = { file: copy, problems };
      this.expanded.set(file, expanded);
    }
    return expanded;
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
    this.reference = undefined;
    this.expanded = new WeakMap();
  }
}
