import { useEffect, useRef } from "react";

/** Options for {@link useKeyPress}. */
export interface KeyPressOptions {
  /** Require Ctrl (or Cmd on macOS). */
  mod?: boolean;
  /** Also fire while the focus is in a text field (off by default). */
  inInputs?: boolean;
}

/** Calls `handler` when `key` is pressed anywhere on the page; does nothing during prerender. */
export function useKeyPress(key: string, handler: (event: KeyboardEvent) => void, options: KeyPressOptions = {}): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const { mod = false, inInputs = false } = options;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== key.toLowerCase()) return;
      if (mod !== (event.ctrlKey || event.metaKey)) return;
      if (!inInputs && isEditable(event.target)) return;
      handlerRef.current(event);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [key, mod, inInputs]);
}

/** Whether keyboard input at this target is typing (text fields, editable regions). */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit", "reset"].includes(target.type)
  );
}
