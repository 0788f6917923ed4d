import { islandSelector, themeToggleLabel } from "#shared/page-islands.ts";
import { THEME_STORAGE_KEY } from "#shared/theme-script.ts";

type Theme = "light" | "dark";

const currentTheme = (): Theme => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

/** Switches between light and dark, remembers the choice and keeps each switch named after the theme it turns on. */
export function wireThemeToggle(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>(islandSelector("themeToggle"))];
  const name = () => {
    const label = themeToggleLabel(currentTheme());
    for (const button of buttons) {
      button.setAttribute("aria-label", label);
      button.title = label;
    }
  };
  name();
  for (const button of buttons) {
    button.addEventListener("click", () => {
      const next: Theme = currentTheme() === "dark" ? "light" : "dark";
      document.documentElement.dataset.theme = next;
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage can be blocked; the theme still changes for this page.
      }
      name();
    });
  }
}
