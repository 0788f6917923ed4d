import type { MouseEvent } from "react";
import type { SearchHit } from "./shape-result.ts";
import styles from "./SearchDialog.module.css";

/** Props of {@link SearchDialogResults}. */
export interface SearchDialogResultsProps {
  /** The listbox's id, named by the combobox's `aria-controls`. */
  listId: string;
  hits: SearchHit[];
  /** The index of the option the combobox points at, or -1. */
  active: number;
  /** The id of the option at an index, for `aria-activedescendant`. */
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  /** Opens a result in this tab (a plain click); clicks with a modifier key or other buttons are the browser's. */
  onOpen: (hit: SearchHit) => void;
}

/** The label of a schema reference entry the query names. */
const KIND_LABELS: Record<NonNullable<SearchHit["kind"]>, string> = {
  type: "Type",
  field: "Field",
  argument: "Argument",
  value: "Enum value",
};

/** Whether a click is a plain left click, which the dialog handles; others open a new tab or window as usual. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The results listbox. Each option is a real link (`<a role="option" href>`), so a result can be opened in a new
 * tab, middle-clicked or copied; the combobox keeps the keyboard, so options are out of the Tab order.
 */
export function SearchDialogResults({ listId, hits, active, optionId, onActivate, onOpen }: SearchDialogResultsProps) {
  return (
    <div id={listId} role="listbox" aria-label="Search results" className={styles.results}>
      {hits.map((hit, index) => (
        <a
          key={hit.id}
          id={optionId(index)}
          href={hit.href}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={styles.option}
          onMouseMove={() => onActivate(index)}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpen(hit);
          }}
        >
          <span className={styles.title}>
            {hit.title}
            {hit.kind ? (
              <>
                {" "}
                <span className={styles.kind}>{KIND_LABELS[hit.kind]}</span>
              </>
            ) : null}
          </span>
          {hit.heading ? <span className={styles.heading}>{hit.heading}</span> : null}
          <span className={styles.excerpt}>
            {hit.excerpt.map((segment, part) => (segment.mark ? <mark key={part}>{segment.text}</mark> : segment.text))}
          </span>
          <span className={styles.path}>{hit.path}</span>
        </a>
      ))}
    </div>
  );
}
