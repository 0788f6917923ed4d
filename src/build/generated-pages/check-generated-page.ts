import type { ContentProblem } from "#build/content/content-problem.ts";
import { frontMatterSchema } from "#build/content/front-matter.ts";
import type { GeneratedPage, PageGenerator } from "./generated-page.ts";

/**
 * What is wrong with a page a generator returned, each problem naming the generator and the page: a path outside
 * the generator's parent, metadata that front matter could not have (the same rules as a content page's), no body.
 */
export function checkGeneratedPage(generator: PageGenerator, page: GeneratedPage): ContentProblem[] {
  const made = `The ${generator.name} generator made the page \`${page.path}\``;
  const fix = "Fix the generator (src/build/generated-pages/).";
  const file = page.source || "src/build/generated-pages/generators.ts";
  const problems: string[] = [];
  if (!page.path.startsWith(`${generator.parent}/`) || page.path.endsWith("/") || /[\s?#]/.test(page.path)) {
    problems.push(
      `${made}, whose path is not a page path under its parent \`${generator.parent}\` (\`${generator.parent}/…\`, no space, \`?\`, \`#\` or trailing \`/\`). ${fix}`,
    );
  }
  const { title, weight, description, keywords } = page;
  const metadata = frontMatterSchema.safeParse({ title, weight, description, keywords });
  for (const issue of metadata.success ? [] : metadata.error.issues) {
    const key = String(issue.path[0] ?? "");
    const value = JSON.stringify((page as unknown as Record<string, unknown>)[key]);
    problems.push(`${made} with \`${key}\` \`${value}\`, which ${issue.message}. ${fix}`);
  }
  if (page.body.trim() === "") problems.push(`${made} with an empty body. ${fix}`);
  if (!page.source) problems.push(`${made} without the \`source\` file it is made from. ${fix}`);
  return problems.map((message) => ({ file, message }));
}
