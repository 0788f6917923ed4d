import type { Root as MdastRoot } from "mdast";
import type { ContentProblem } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import { checkGeneratedPage } from "./check-generated-page.ts";
import type { GeneratedPage, GeneratorPhase, PageGenerator, PhaseInputs } from "./generated-page.ts";

/** A generated page as a content file, with its syntax tree when it is made as one. */
export interface GeneratedFile extends ContentFile {
  tree?: MdastRoot;
}

/** Which generators run on this site: those whose parent page exists. */
export function activeGenerators(generators: PageGenerator[], files: ContentFile[]): PageGenerator[] {
  const paths = new Set(files.map((file) => file.path));
  return generators.filter((generator) => paths.has(generator.parent));
}

/**
 * Runs the generators of one phase and turns their pages into content files. A page that takes the path of a file
 * in `existing` or of an earlier generated page, or that a page could not be (`check-generated-page.ts`), is left
 * out and reported.
 */
export function runGenerators<P extends GeneratorPhase>(
  generators: PageGenerator[],
  phase: P,
  inputs: PhaseInputs[P],
  existing: ContentFile[],
): { files: GeneratedFile[]; problems: ContentProblem[] } {
  const taken = new Map(existing.map((file) => [file.path, file.file]));
  const generated: GeneratedFile[] = [];
  const problems: ContentProblem[] = [];
  for (const generator of generators.filter((candidate) => candidate.phase === phase)) {
    for (const page of generator.generate(inputs)) {
      const other = taken.get(page.path);
      if (other) {
        problems.push({
          file: other,
          message: `The ${generator.name} generator makes the page \`${page.path}\`, which \`${other}\` already has. Move or rename that file.`,
        });
        continue;
      }
      const wrong = checkGeneratedPage(generator, page);
      problems.push(...wrong);
      if (wrong.length > 0) continue;
      taken.set(page.path, page.source);
      generated.push(toContentFile(page));
    }
  }
  return { files: generated, problems };
}

function toContentFile(page: GeneratedPage): GeneratedFile {
  const { title, weight, description, keywords, body, tree } = page;
  return {
    file: page.source,
    path: page.path,
    metadata: { title, weight, description, keywords },
    body,
    bodyLine: 1,
    tree,
  };
}
