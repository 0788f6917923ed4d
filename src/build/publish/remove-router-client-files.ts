import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/**
 * Removes what React Router writes for client-side navigation and hydration, which no page loads any more
 * (docs/decisions/0008): the scripts in `assets/`, a `.data` file per prerendered path and the SPA fallback page.
 * Stylesheets, fonts and images in `assets/` stay: the prerendered pages link them.
 */
export function removeRouterClientFiles(clientDir: string): void {
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  for (const entry of readdirSync(join(clientDir, "assets"), { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".js")) rmSync(join(clientDir, "assets", entry.name));
  }
  removeDataFiles(clientDir);
}

function removeDataFiles(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets" && entry.name !== "pagefind") removeDataFiles(full);
    } else if (entry.name.endsWith(".data")) rmSync(full);
  }
}
