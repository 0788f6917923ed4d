import type { SearchBench } from "./bench-search.ts";
import type { SnippetShare } from "./measure-snippet-share.ts";
import type { SiteBench } from "./bench-site.ts";
import type { ScaleBench } from "./bench-scale.ts";
import { BUDGETS } from "./budgets.ts";
import { formatTable } from "./format-table.ts";
import type { BuildResult, StageResult } from "./run-build.ts";
import { peakMemoryMb, secondsPerPage } from "./scale-checks.ts";

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const percent = (value: number, budget: number) => `${((value / budget) * 100).toFixed(0)}%`;

/** The build's stages as a table: wall time, CPU time (over wall time when both cores work) and peak memory. */
export function formatBuild(build: BuildResult): string {
  const row = (name: string, r: Omit<StageResult, "name">) => [
    name,
    r.seconds.toFixed(1),
    r.cpuSeconds.toFixed(1),
    r.peakMb,
    r.treePeakMb,
  ];
  const rows = [...build.stages.map((stage) => row(stage.name, stage)), row("total", build)];
  return formatTable(["stage", "wall s", "CPU s", "peak MB, one process", "peak MB, all processes"], rows);
}

/** The representative pages' first-visit weights, then the worst of them against the budgets. */
export function formatWeights(weights: SiteBench["weights"]): string {
  const table = formatTable(
    ["page", "HTML raw/gzip KB", "CSS raw/gzip KB", "JS raw/gzip KB", "requests"],
    weights.map((w) => [
      w.name,
      `${kb(w.html.raw)} / ${kb(w.html.gzip)}`,
      `${kb(w.css.raw)} / ${kb(w.css.gzip)}`,
      `${kb(w.js.raw)} / ${kb(w.js.gzip)}`,
      w.requests,
    ]),
  );
  const worstJs = Math.max(...weights.map((w) => w.js.gzip));
  const worstCss = Math.max(...weights.map((w) => w.css.gzip));
  const longHtml = weights.find((w) => w.name === "longGuide")?.html.gzip ?? 0;
  const budgets =
    `Budgets (gzip): JS ${kb(worstJs)} / ${kb(BUDGETS.firstLoadJs)} KB (${percent(worstJs, BUDGETS.firstLoadJs)}), ` +
    `CSS ${kb(worstCss)} / ${kb(BUDGETS.css)} KB (${percent(worstCss, BUDGETS.css)}), ` +
    `long guide HTML ${kb(longHtml)} / ${kb(BUDGETS.longGuideHtml)} KB (${percent(longHtml, BUDGETS.longGuideHtml)})`;
  return [table, "", budgets].join("\n");
}

/** The report of `npm run bench`: build, page weights against budgets, Lighthouse and the first search. */
export function formatSiteReport(bench: SiteBench): string {
  const lighthouse = formatTable(
    [
      `Lighthouse mobile, median of ${bench.lighthouseRuns}`,
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP ms",
      "TBT ms",
      "SI ms",
      "CLS",
      "CPU index",
    ],
    bench.lighthouse.map((l) => [
      l.name,
      l.scores.performance,
      l.scores.accessibility,
      l.scores.bestPractices,
      l.scores.seo,
      l.metrics.lcpMs,
      l.metrics.tbtMs,
      l.metrics.speedIndexMs,
      l.metrics.cls,
      l.metrics.benchmarkIndex,
    ]),
  );
  const issues = bench.lighthouse.flatMap((l) => l.issues.map((issue) => `  ${l.name}: ${issue}`));
  return [
    `Cold build of ${bench.pages} content files:`,
    formatBuild(bench.build),
    "",
    formatWeights(bench.weights),
    formatSnippetShare(bench.requestSnippets),
    `Search index: ${kb(bench.searchIndexBytes)} KB on disk (fetched in chunks on demand)`,
    formatSearchReport({ firstSearch: bench.firstSearch, relevance: bench.searchRelevance }),
    "",
    lighthouse,
    issues.length > 0 ? `\nLighthouse audits not passed:\n${issues.join("\n")}` : "\nLighthouse: every audit passed.",
  ].join("\n");
}

/** What the request snippets add to the long guide, against their budget. */
export function formatSnippetShare(snippets: SnippetShare): string {
  const added = snippets.gzip - snippets.gzipWithout;
  const verdict = snippets.share <= BUDGETS.requestSnippetShare ? "within" : "OVER";
  return (
    `Request snippets on ${snippets.path}: ${snippets.blocks} blocks add ${kb(added)} KB gzip to ` +
    `${kb(snippets.gzipWithout)} KB (${(snippets.share * 100).toFixed(1)}%, ${verdict} the ` +
    `${BUDGETS.requestSnippetShare * 100}% budget)`
  );
}

/** The first search's download and time, then the dialog's ranking beside Pagefind's on the question set. */
export function formatSearchReport({ firstSearch: search, relevance }: SearchBench): string {
  const firstSearch =
    `First search for "${search.term}": ${kb(search.transferBytes)} KB in ${search.requests} requests to /pagefind/, ${search.results} results shown` +
    ` ${search.resultsMs} ms after the keystroke (through the search dialog); by kind: ${Object.entries(search.byKind)
      .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
      .join(", ")} KB.`;
  const table = formatTable(
    ["ranking", "top-3 hit rate", "MRR (first 8)"],
    [
      ["search dialog", `${(relevance.dialog.top3 * 100).toFixed(1)}%`, relevance.dialog.mrr.toFixed(3)],
      ["Pagefind alone", `${(relevance.pagefind.top3 * 100).toFixed(1)}%`, relevance.pagefind.mrr.toFixed(3)],
    ],
  );
  const misses = relevance.dialog.misses.map(
    (miss) => `  "${miss.query}": ${miss.expected} ${miss.rank ? `at ${miss.rank}` : "not in the first 8"}`,
  );
  return [
    firstSearch,
    `Relevance on ${relevance.dialog.questions} reader questions (test/search/relevance-questions.json):`,
    table,
    misses.length > 0
      ? `Not in the dialog's first three:\n${misses.join("\n")}`
      : "Every answer in the dialog's first three.",
  ].join("\n");
}

/** The report of `npm run bench -- --pages N`: each size's build per page, then the pass/fail checks. */
export function formatScaleReport(scale: ScaleBench): string {
  const runs = formatTable(
    [
      "content files",
      "build s",
      "CPU s",
      "ms/page",
      "CPU ms/page",
      "peak MB, all processes",
      "long guide HTML KB",
      "long guide JS KB",
      "long guide Lighthouse",
      "probe HTML gzip KB",
      "probe perf / TBT ms / SI ms / CPU index",
    ],
    scale.runs.map((run) => [
      run.pages,
      run.build.seconds.toFixed(1),
      run.build.cpuSeconds.toFixed(1),
      (secondsPerPage(run) * 1000).toFixed(1),
      ((run.build.cpuSeconds / run.pages) * 1000).toFixed(1),
      peakMemoryMb(run.build),
      kb(run.longGuide.html.raw),
      kb(run.longGuide.js.raw),
      Object.values(run.lighthouse.scores).join(" / "),
      kb(run.probe.html.gzip),
      [
        run.probeLighthouse.scores.performance,
        run.probeLighthouse.metrics.tbtMs,
        run.probeLighthouse.metrics.speedIndexMs,
        run.probeLighthouse.metrics.benchmarkIndex,
      ].join(" / "),
    ]),
  );
  const stages = scale.runs.map((run) => `${run.pages} content files:\n${formatBuild(run.build)}`);
  const checks = formatTable(
    ["check", "value", "limit", "result"],
    scale.checks.map((c) => {
      const unit = c.unit === "×" ? "×" : ` ${c.unit}`;
      return [c.name, `${c.value}${unit}`, `${c.bound} ${c.limit}${unit}`, c.pass ? "PASS" : "FAIL"];
    }),
  );
  return [runs, "", ...stages.flatMap((s) => [s, ""]), checks].join("\n");
}
