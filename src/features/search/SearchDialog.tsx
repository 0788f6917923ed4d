import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useSearch } from "./use-search.ts";
import { MAX_ALL_RESULTS, MAX_SHOWN_RESULTS } from "./search-docs.ts";
import { moveActiveIndex } from "./search-keys.ts";
import { MAIN_SECTIONS } from "#shared/main-sections.ts";
import { foundOnlyPartialMatches, type SearchState } from "./search-state.ts";
import type { SearchHit } from "./shape-result.ts";
import { SearchDialogResults } from "./SearchDialogResults.tsx";
import styles from "./SearchDialog.module.css";

/** Props of {@link SearchDialog}. */
export interface SearchDialogProps {
  /** The `<dialog>`; the opener calls `showModal()` on it. */
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Whether the dialog is open: search loads and runs only then. */
  open: boolean;
  /** Called when the dialog has closed, however it closed; `navigated` when it closed to open a result or link. */
  onClosed: (navigated: boolean) => void;
  /** Called once the dialog element exists, so an open request made while its code loaded can proceed. */
  onReady?: () => void;
}

/** What the polite live region says for a state. */
function announce(state: SearchState): string {
  if (state.status === "error") return "Search is unavailable.";
  if (state.status !== "done") return "";
  const { term, total } = state;
  if (total === 0) return `No results for “${term}”.`;
  if (state.correction)
    return `No page has the word “${term}”; ${total === 1 ? "1 result" : `${total} results`} for “${state.correction}”.`;
  if (foundOnlyPartialMatches(state)) return `No page has the word “${term}”; ${total} partial matches.`;
  return total === 1 ? "1 result" : `${total} results`;
}

/** The search dialog: a combobox over a listbox of results, on the native modal `<dialog>`. */
export function SearchDialog({ dialogRef, open, onClosed, onReady }: SearchDialogProps) {
  useEffect(() => onReady?.(), [onReady]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const navigated = useRef(false);
  const search = useSearch(query, open, expanded ? MAX_ALL_RESULTS : MAX_SHOWN_RESULTS);
  const { hits } = search;
  const canShowAll = !expanded && search.status === "done" && search.total > hits.length;
  const active = hits.length === 0 ? -1 : Math.min(activeIndex, hits.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [open]);
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  const close = () => dialogRef.current?.close();
  function showAll() {
    setExpanded(true);
    // The button goes away once the list grows: the combobox keeps focus, pointing at the first new result.
    setActiveIndex(MAX_SHOWN_RESULTS);
    inputRef.current?.focus();
  }
  function go(hit: SearchHit) {
    navigated.current = true;
    close();
    window.location.assign(hit.href);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition (Japanese, Chinese...) are not ours.
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActiveIndex(moveActiveIndex(active, event.key === "ArrowDown" ? 1 : -1, hits.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[active];
      if (hit) go(hit);
    }
  }

  return (
    // Clicking the backdrop is a pointer shortcut; keyboard users close with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search documentation"
      onClose={() => {
        onClosed(navigated.current);
        navigated.current = false;
      }}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the backdrop.
        if (event.target === dialogRef.current) close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.bar}>
          <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label="Search documentation"
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder="Search docs"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
              setExpanded(false);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={close} aria-label="Close search">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p role="status" className="visually-hidden">
          {announce(search)}
        </p>
        {foundOnlyPartialMatches(search) ? (
          <p className={styles.partialNote}>No page has the word “{search.term}”. These pages match part of it:</p>
        ) : null}
        {search.status === "done" && search.correction ? (
          <p className={styles.partialNote}>
            No page has the word “{search.term}”. Results for “{search.correction}”:
          </p>
        ) : null}
        <SearchDialogResults
          listId={listId}
          hits={hits}
          active={active}
          optionId={optionId}
          onActivate={setActiveIndex}
          onOpen={go}
        />
        {canShowAll ? (
          <button type="button" className={styles.showAll} onClick={showAll}>
            {search.total <= MAX_ALL_RESULTS
              ? `See all ${search.total} results`
              : `See the best ${MAX_ALL_RESULTS} of ${search.total} results`}
          </button>
        ) : null}
        <SearchMessage
          state={search}
          onRetry={search.retry}
          onNavigate={() => {
            navigated.current = true;
            close();
          }}
        />
        <p className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
          </span>
          {search.status === "done" && search.total > hits.length ? (
            <span>
              Best {hits.length} of {search.total}
            </span>
          ) : null}
        </p>
      </div>
    </dialog>
  );
}

/** The text shown instead of results: a hint, progress, nothing found, or search unavailable. */
function SearchMessage({
  state,
  onRetry,
  onNavigate,
}: {
  state: SearchState;
  onRetry: () => void;
  onNavigate: () => void;
}) {
  if (state.status === "idle") return <p className={styles.message}>Search page titles, headings and text.</p>;
  if (state.status === "loading") return state.hits.length ? null : <p className={styles.message}>Searching…</p>;
  if (state.status === "error") {
    return (
      <div className={styles.message}>
        <p className={styles.messageTitle}>Search could not load.</p>
        <p>The search index did not download: you may be offline, or the site may be updating.</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.total > 0) return null;
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>No results for “{state.term}”</p>
      <p>Check the spelling or try fewer words, or start from a section:</p>
      <ul className={styles.suggestions}>
        {MAIN_SECTIONS.map((section) => (
          <li key={section.href}>
            {/* The sections are the site's own pages: a plain link, as the results are. */}
            <a href={section.href} onClick={onNavigate}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
