/**
 * The islands' entry under the dev server: the pages' own script (src/browser/islands/boot.ts), served from source
 * with Vite's hot reload, and the dev server's reload on save. `npm run build` never sees this module.
 */
import "./dev-reload.ts";
import "#browser/islands/boot.ts";
