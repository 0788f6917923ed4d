import { join } from "node:path";
import { REPRESENTATIVE_PAGES } from "./budgets.ts";
import { countContentFiles } from "./bench-site.ts";
import { measurePageWeight } from "./measure-page-weight.ts";
import { runBuild } from "./run-build.ts";
import { LIGHTHOUSE_RUNS, runLighthouse } from "./run-lighthouse.ts";
import { serveBuild } from "./serve-build.ts";
import { compareScaleRuns, type ScaleCheck, type ScaleRun } from "./scale-checks.ts";
import { generateSyntheticContent } from "./synthetic/generate-synthetic-content.ts";
import { listRealPages } from "./synthetic/list-real-pages.ts";
import { syntheticProbePath } from "./synthetic/plan-synthetic-pages.ts";

/** The scale benchmark: the same site at two sizes, and whether it grows linearly. */
export interface ScaleBench {
  runs: ScaleRun[];
  checks: ScaleCheck[];
}

/** Generates synthetic content of each size under `workDir`, builds it cold and compares the first run with the last. */
export async function benchScale(options: {
  rootDir: string;
  contentDir: string;
  workDir: string;
  sizes: number[];
  chromePath: string;
  cores: number;
  log: (line: string) => void;
}): Promise<ScaleBench> {
  const realPaths = listRealPages(options.rootDir, options.contentDir);
  const runs: ScaleRun[] = [];
  for (const size of options.sizes) {
    const dir = join(options.workDir, `pages-${size}`);
    const folders = { contentDir: join(dir, "content"), siteCacheDir: join(dir, "site"), buildDir: join(dir, "build") };
    generateSyntheticContent({
      rootDir: options.rootDir,
      sourceDir: options.contentDir,
      outDir: folders.contentDir,
      pages: size,
      realPaths,
    });
    options.log(`Building ${size} pages into ${folders.buildDir}...`);
    const build = await runBuild(folders);
    const clientDir = join(folders.buildDir, "client");
    const probePath = syntheticProbePath();
    const longGuide = measurePageWeight(clientDir, REPRESENTATIVE_PAGES.longGuide);
    const probe = measurePageWeight(clientDir, probePath);
    const server = await serveBuild(clientDir);
    const [lighthouse, probeLighthouse] = await runLighthouse(
      server.baseUrl,
      { longGuide: REPRESENTATIVE_PAGES.longGuide, probe: probePath },
      { chromePath: options.chromePath, runs: LIGHTHOUSE_RUNS },
    ).finally(() => server.close());
    if (!lighthouse || !probeLighthouse)
      throw new Error("Internal error (a bug in the benchmark): Lighthouse returned fewer pages than asked.");
    runs.push({ pages: countContentFiles(folders.siteCacheDir), build, longGuide, lighthouse, probe, probeLighthouse });
    options.log(`  ${size} pages: ${build.seconds}s, peak ${build.peakMb} MB`);
  }
  const [small, large] = [runs[0], runs[runs.length - 1]];
  return { runs, checks: small && large && small !== large ? compareScaleRuns(small, large, options.cores) : [] };
}
