import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import packageJson from "../../package.json" with { type: "json" };

const require = createRequire(import.meta.url);

/**
 * The axe-core version package.json pins. `@axe-core/playwright` depends on its own, older axe-core, so the
 * builder below is handed the pinned build's source instead (results report `testEngine.version`).
 */
export const PINNED_AXE_VERSION = packageJson.devDependencies["axe-core"];
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0-2.2 A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Rules axe marks experimental, so off unless asked for, that we hold the site to. */
export const EXPERIMENTAL_RULES = ["label-content-name-mismatch"];

/**
 * An axe run on `page` with the pinned axe-core, WCAG 2.2 AA and the experimental rules above (an enabled rule runs
 * whatever the tags). In axe's legacy mode: one `axe.run` in the page, instead of a partial run per frame finished in a
 * second, blank page, which on a long guide took about twice as long (our pages' only frames are the embed preview's,
 * on another origin, which neither mode can enter).
 */
export function pinnedAxe(page: Page): AxeBuilder {
  const rules = Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }]));
  return new AxeBuilder({ page, axeSource }).setLegacyMode(true).options({ rules }).withTags(WCAG_TAGS);
}
