import { useEffect, useRef, type ReactNode } from "react";
import controls from "./form-controls.module.css";

/**
 * Replaces a form once it has been sent. The focused button disappears with the form, so focus
 * moves here (and the screen reader reads it) unless the reader has already moved on.
 */
export function SuccessMessage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, []);
  return (
    <p ref={ref} tabIndex={-1} className={controls.success}>
      {children}
    </p>
  );
}
