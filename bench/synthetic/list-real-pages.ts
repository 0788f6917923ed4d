import { buildPlaceholders } from "#build/config/placeholders.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import { buildTree } from "#build/content/build-tree.ts";
import { walkTree } from "#build/content/doc-node.ts";
import { loadContentFiles } from "#build/content/load-content-files.ts";

/** Paths of the real pages with content (no redirects or forwards), for synthetic pages to link to. */
export function listRealPages(rootDir: string, contentDir: string): string[] {
  const config = resolveSiteConfig();
  const loaded = loadContentFiles({ rootDir, contentDir, placeholders: buildPlaceholders(config), slug: config.slug });
  const { tree } = buildTree(loaded.files);
  if (!tree) throw new Error(`The content in \`${contentDir}\` has no root page: run \`npm run build\` to see why.`);
  return [...walkTree(tree)].filter((node) => node.type === "markdown" && node.path !== "/").map((node) => node.path);
}
