import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useKeyPress } from "../hooks/use-key-press.ts";
import { prefetchPagefind } from "../lib/search/load-pagefind.ts";
import { formatShortcutHint } from "../lib/search/search-keys.ts";
import styles from "./SearchButton.module.css";

const subscribeToNothing = () => () => {};
// The dialog's code loads only when search is about to be used (hover, focus or a shortcut).
const SearchDialog = lazy(() => import("./SearchDialog.tsx").then((module) => ({ default: module.SearchDialog })));

/** The top bar's search button (an icon on narrow screens) and the dialog it opens; also opens on Ctrl/⌘ K, `/` and the `open-search` event. */
export function SearchButton() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openWhenReady = useRef(false);
  // Where focus was before the dialog opened (a link, the button, a heading), to give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // The prerendered page says "Ctrl K"; Apple devices switch to "⌘K" once hydrated.
  const hint = useSyncExternalStore(
    subscribeToNothing,
    () => formatShortcutHint(navigator.platform),
    () => formatShortcutHint(""),
  );

  const prepare = useCallback(() => {
    prefetchPagefind();
    setWanted(true);
  }, []);
  const show = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    if (!dialog) {
      openWhenReady.current = true;
      setWanted(true);
      return;
    }
    if (dialog.open) return;
    dialog.showModal();
    setOpen(true);
  }, []);
  const onClosed = useCallback((navigated: boolean) => {
    setOpen(false);
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    // After opening a result, the new page places focus itself.
    if (!navigated && target?.isConnected) target.focus({ preventScroll: true });
  }, []);
  const onDialogReady = useCallback(() => {
    if (!openWhenReady.current) return;
    openWhenReady.current = false;
    show();
  }, [show]);
  const showFromKey = (event: KeyboardEvent) => {
    event.preventDefault();
    show();
  };
  useKeyPress("k", showFromKey, { mod: true, inInputs: true });
  useKeyPress("/", showFromKey);
  useEffect(() => {
    window.addEventListener("open-search", show);
    return () => window.removeEventListener("open-search", show);
  }, [show]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* The label names the button at every width (hidden visually on narrow screens), so the name holds the visible text. */}
        <span className={styles.label}>Search docs…</span>
        <kbd className={styles.hint}>{hint}</kbd>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog dialogRef={dialogRef} open={open} onClosed={onClosed} onReady={onDialogReady} />
        </Suspense>
      ) : null}
    </>
  );
}
