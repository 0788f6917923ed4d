import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildPaths } from "#build/config/build-paths.ts";
import { walkTree, type DocNode } from "#build/content/doc-node.ts";
import { resolveFinalTarget } from "#build/content/resolve-targets.ts";

/** The documentation tree of the build under test. */
export const tree = JSON.parse(readFileSync(join(buildPaths.siteCacheDir, "tree.json"), "utf8")) as DocNode;

/** Pages the build generates by the hundred (schema reference, example operations), which tests sample rather than sweep. */
export const isGeneratedPath = (path: string): boolean => /^\/docs\/graphql\/(schema|operations)\//.test(path);

/** Every node with the place a visitor finally lands on. */
export const routes = [...walkTree(tree)].map((node) => ({ node, target: resolveFinalTarget(tree, node.path) }));
