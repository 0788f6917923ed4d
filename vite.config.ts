import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { CSS_OPTIONS } from "./src/build/browser-bundle/css-modules.ts";
import { prerenderHelpers } from "./src/build/pipeline/prerender-helpers.ts";
import { awaitSiteBeforePrerender } from "./src/build/pipeline/shard-channel.ts";

export default defineConfig({
  // A shard that `npm run build` started early prerenders only once the content and the islands' bundle are built, with
  // helper threads beside React Router's prerender on the cores no other shard uses.
  plugins: [reactRouter(), awaitSiteBeforePrerender(), prerenderHelpers()],
  build: {
    cssCodeSplit: true,
    // React Router's client scripts are built only to be deleted (pages run the islands' bundle, docs/decisions/0008):
    // minifying them is wasted time. Its stylesheets are published, and stay minified.
    minify: false,
    cssMinify: true,
    // Gzipping every output to print its size costs time on each build and is read by nobody.
    reportCompressedSize: false,
  },
  css: CSS_OPTIONS,
});
