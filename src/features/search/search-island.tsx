import { useCallback, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { SearchDialog } from "./SearchDialog.tsx";

/** Opens the dialog; focus goes back to `returnTo` when it closes without opening a page. */
export type OpenSearch = (returnTo: HTMLElement | null) => void;

function SearchIsland({ onReady }: { onReady: (open: OpenSearch) => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const show = useCallback<OpenSearch>((returnTo) => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    returnFocusTo.current = returnTo;
    dialog.showModal();
    setOpen(true);
  }, []);
  const onClosed = useCallback((navigated: boolean) => {
    setOpen(false);
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    // After opening a result, the next page places focus itself.
    if (!navigated && target?.isConnected) target.focus({ preventScroll: true });
  }, []);
  const ready = useCallback(() => onReady(show), [onReady, show]);
  return <SearchDialog dialogRef={dialogRef} open={open} onClosed={onClosed} onReady={ready} />;
}

/** Renders the search dialog (closed) at the end of the page; resolves once it can be opened. */
export function mountSearchIsland(): Promise<OpenSearch> {
  return new Promise((resolve) => {
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container).render(<SearchIsland onReady={resolve} />);
  });
}
