/**
 * Runs before first paint so the page never flashes the wrong theme. Kept tiny and static:
 * its SHA-256 hash is allowed by the Content-Security-Policy.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("theme");if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.dataset.theme=t}catch(e){}`;

/** Key under which the reader's theme choice is stored. */
export const THEME_STORAGE_KEY = "theme";
