import { islandSelector } from "#shared/page-islands.ts";

/**
 * Lends the sidebar's section navigation to the drawer's slot while the drawer is open: the page carries the tree once.
 * The sidebar is not shown at the widths where the menu button is. Returns the function that gives it back.
 */
function borrowSectionNav(dialog: HTMLDialogElement): () => void {
  const slot = dialog.querySelector(islandSelector("drawerSection"));
  const nav = document.querySelector(`${islandSelector("sidebar")} ${islandSelector("sectionNav")}`);
  if (!slot || !nav?.parentNode) return () => {};
  const home = document.createComment("section navigation");
  nav.parentNode.insertBefore(home, nav);
  slot.append(nav);
  return () => {
    home.replaceWith(nav);
  };
}

/**
 * The narrow-screen menu: opens its modal `<dialog>` with the section navigation in it, closes it on the close button
 * or the backdrop, returns focus.
 */
export function wireNavDrawer(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(islandSelector("drawerOpen"))) {
    const dialog = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) continue;
    let giveBack: (() => void) | undefined;
    button.addEventListener("click", () => {
      giveBack ??= borrowSectionNav(dialog);
      dialog.showModal();
    });
    dialog.addEventListener("close", () => {
      giveBack?.();
      giveBack = undefined;
      button.focus();
    });
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
