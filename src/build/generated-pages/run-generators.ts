import type { ContentProblem } from "#build/content/content-problem.ts";
import type { ContentFile } from "#build/content/load-content-files.ts";
import type { GeneratedPage, GeneratorContext, PageGenerator } from "./generated-page.ts";

/** Which generators run on this site: those whose parent page exists. */
export function activeGenerators(generators: PageGenerator[], files: ContentFile[]): PageGenerator[] {
  const paths = new Set(files.map((file) => file.path));
  return generators.filter((generator) => paths.has(generator.parent));
}

/** Runs generators and turns their pages into content files; a page that takes an existing path is a problem. */
export function runGenerators(
  generators: PageGenerator[],
  context: GeneratorContext,
  files: ContentFile[],
): { files: ContentFile[]; problems: ContentProblem[] } {
  const taken = new Map(files.map((file) => [file.path, file.file]));
  const generated: ContentFile[] = [];
  const problems: ContentProblem[] = [];
  for (const generator of generators) {
    for (const page of generator.generate(context)) {
      const other = taken.get(page.path);
      if (other) {
        problems.push({
          file: other,
          message: `The ${generator.name} generator makes the page \`${page.path}\`, which \`${other}\` already has. Move or rename that file.`,
        });
        continue;
      }
      taken.set(page.path, page.source);
      generated.push(toContentFile(page));
    }
  }
  return { files: generated, problems };
}

function toContentFile(page: GeneratedPage): ContentFile {
  const { title, weight, description, keywords } = page;
  return {
    file: page.source,
    path: page.path,
    metadata: { title, weight, description, keywords },
    body: page.body,
    bodyLine: 1,
  };
}
