import { EditorView } from "@codemirror/view";
import type { Extension } from "@codemirror/state";
import { useLayoutEffect, useRef } from "react";

/** A CodeMirror editor that starts from `initialText`; give it a new `key` to start over. */
export function CodeEditor(props: {
  initialText: string;
  /** Called once, when the editor is created. */
  createExtensions: () => Extension[];
  className?: string;
  /** Moves focus into the editor when it appears (it opens because the reader asked for it). */
  focusOnMount?: boolean;
  onView?: (view: EditorView | undefined) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  // Created once per mount on purpose: the editor owns its text, the panel only listens to it.
  const initial = useRef(props);
  useLayoutEffect(() => {
    const { initialText, createExtensions, focusOnMount, onView } = initial.current;
    const view = new EditorView({
      doc: initialText,
      extensions: createExtensions(),
      parent: host.current ?? undefined,
    });
    onView?.(view);
    if (focusOnMount) view.focus();
    return () => {
      onView?.(undefined);
      view.destroy();
    };
  }, []);
  return <div ref={host} className={props.className} />;
}
