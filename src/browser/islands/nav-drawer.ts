import { islandSelector } from "#shared/page-islands.ts";

/** The narrow-screen menu: opens its modal `<dialog>`, closes it on the close button or the backdrop, returns focus. */
export function wireNavDrawer(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(islandSelector("drawerOpen"))) {
    const dialog = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) continue;
    button.addEventListener("click", () => dialog.showModal());
    dialog.addEventListener("close", () => button.focus());
    dialog.addEventListener("click", (event) => {
      const target = event.target as Element;
      // A click on the dialog box itself (not its content) is a click on the backdrop.
      if (target === dialog || target.closest(islandSelector("drawerClose")) || target.closest("a[href]"))
        dialog.close();
    });
    // A page restored from the back/forward cache comes back as it was left: with the menu closed.
    window.addEventListener("pageshow", () => dialog.close());
  }
}
