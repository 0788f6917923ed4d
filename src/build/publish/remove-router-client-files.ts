import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/**
 * Removes what React Router writes for client-side navigation and hydration, which no page loads any more
 * (docs/decisions/0008): the scripts in `assets/` and the SPA fallback page. Stylesheets, fonts and images in
 * `assets/` stay: the prerendered pages link them. The routes have no loaders, so there are no `.data` files
 * (docs/decisions/0011).
 */
export function removeRouterClientFiles(clientDir: string): void {
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  for (const entry of readdirSync(join(clientDir, "assets"), { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".js")) rmSync(join(clientDir, "assets", entry.name));
  }
}
