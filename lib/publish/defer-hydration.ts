/**
 * Every page is complete, readable HTML before any JavaScript runs; the JavaScript only adds interaction. React Router
 * preloads its modules from the `<head>` and starts them as soon as the HTML is parsed, so on a slow phone the first
 * paint waits for about 125 KB of scripts. This step lets the page paint first: the router's module script is made
 * inert, and a small script starts it, with the same module preloads, once the first contentful paint is reported.
 * See docs/decisions/0004-hydrate-after-first-paint.md for the measurements.
 */

import { expectMatches } from "./rewrite-html.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_BOOTSTRAP =
  /<script type="module" async="">((?:(?!<\/script>)[\s\S])*window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;
/** The type that keeps the router's script inert until the starter copies it into a real module script. */
export const DEFERRED_SCRIPT_TYPE = "text/x-deferred-module";
const DEFERRED_SCRIPT_ID = "deferred-hydration";

/** Milliseconds after which the starter runs even with no paint reported (a page opened in a background tab). */
const START_AT_THE_LATEST_MS = 3000;

/**
 * The inline starter: once the browser reports the first contentful paint, preload the modules in parallel, then run
 * the router's script. Without paint timing it waits for the frame after the first one it can see.
 */
function starterScript(preloads: string[]): string {
  return [
    `var preloads=${JSON.stringify(preloads)};`,
    `(function(){var started=false;function start(){if(started)return;started=true;`,
    `preloads.forEach(function(href){var link=document.createElement("link");`,
    `link.rel="modulepreload";link.href=href;document.head.appendChild(link)});`,
    `var inert=document.getElementById("${DEFERRED_SCRIPT_ID}");var script=document.createElement("script");`,
    `script.type="module";script.textContent=inert.textContent;inert.replaceWith(script)}`,
    `if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){`,
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){`,
    `observer.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,${START_AT_THE_LATEST_MS})}`,
    `else requestAnimationFrame(function(){setTimeout(start)})})()`,
  ].join("");
}

/** The modules a page preloads once it has painted: its first-load JavaScript, as the benchmark weighs it. */
export function readDeferredPreloads(html: string): string[] {
  const list = /<script>var preloads=(\[[^\]]*\]);/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * Rewrites one prerendered page so hydration starts after its first paint. `file` names the page in the error raised
 * when the page does not have exactly one React Router module script and at least one module preload, which means the
 * router's output changed.
 */
export function deferHydration(html: string, file: string): string {
  const where = { file, module: "lib/publish/defer-hydration.ts" };
  expectMatches(html, ROUTER_BOOTSTRAP, 1, { ...where, what: "React Router's module script" });
  expectMatches(html, MODULE_PRELOAD, "at least one", { ...where, what: "React Router's module preloads" });
  const bootstrap = ROUTER_BOOTSTRAP.exec(html)!;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const inert = `<script type="${DEFERRED_SCRIPT_TYPE}" id="${DEFERRED_SCRIPT_ID}">${bootstrap[1] ?? ""}</script>`;
  const starter = `<script>${starterScript(preloads)}</script>`;
  return html.replace(bootstrap[0], () => `${inert}${starter}`).replaceAll(MODULE_PRELOAD, "");
}
