import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildPaths } from "./src/build/config/build-paths.ts";
import { CSS_MODULES } from "./src/build/browser-bundle/css-modules.ts";

export default defineConfig({
  plugins: [reactRouter()],
  build: { cssCodeSplit: true },
  css: { modules: CSS_MODULES },
  // app/root.tsx imports the generated syntax colours from the default folder; follow SITE_CACHE_DIR instead.
  resolve: {
    alias: [
      { find: /^\.\.\/\.cache\/site\/highlight\.css$/, replacement: resolve(buildPaths.siteCacheDir, "highlight.css") },
    ],
  },
});
