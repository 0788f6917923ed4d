import { describe, expect, it } from "vitest";
import { deriveSearchState } from "#features/search/search-state.ts";
import { formatShortcutHint, moveActiveIndex } from "#features/search/search-keys.ts";
import type { SearchHit } from "#features/search/shape-result.ts";

const hit: SearchHit = { id: "1", title: "Maps", path: "/docs/mapping", href: "/docs/mapping", excerpt: [] };

describe("deriveSearchState", () => {
  it("is idle with nothing typed", () => {
    expect(deriveSearchState("", undefined, false)).toEqual({ status: "idle", hits: [] });
  });

  it("is loading until the answer for the current term arrives, keeping the previous hits meanwhile", () => {
    const previous = { term: "map", outcome: { total: 1, hits: [hit] } };
    expect(deriveSearchState("maps", previous, false)).toEqual({ status: "loading", term: "maps", hits: [hit] });
  });

  it("is done with the answer for the current term", () => {
    const answer = { term: "maps", outcome: { total: 12, hits: [hit] } };
    expect(deriveSearchState("maps", answer, false)).toEqual({ status: "done", term: "maps", hits: [hit], total: 12 });
  });

  it("is an error when the search for the current term failed, or Pagefind failed to load", () => {
    expect(deriveSearchState("maps", { term: "maps" }, false)).toEqual({ status: "error", term: "maps", hits: [] });
    expect(deriveSearchState("", undefined, true)).toEqual({ status: "error", term: "", hits: [] });
  });

  it("lets a later successful answer win over an earlier load failure", () => {
    const answer = { term: "maps", outcome: { total: 1, hits: [hit] } };
    expect(deriveSearchState("maps", answer, true).status).toBe("done");
  });
});

describe("moveActiveIndex", () => {
  it("moves down and up, wrapping at both ends", () => {
    expect(moveActiveIndex(0, 1, 3)).toBe(1);
    expect(moveActiveIndex(2, 1, 3)).toBe(0);
    expect(moveActiveIndex(0, -1, 3)).toBe(2);
  });

  it("starts from the first or last option when none is active, and stays at -1 without options", () => {
    expect(moveActiveIndex(-1, 1, 3)).toBe(0);
    expect(moveActiveIndex(-1, -1, 3)).toBe(2);
    expect(moveActiveIndex(0, 1, 0)).toBe(-1);
  });
});

describe("formatShortcutHint", () => {
  it("shows ⌘K on Apple platforms and Ctrl K elsewhere", () => {
    expect(formatShortcutHint("MacIntel")).toBe("⌘K");
    expect(formatShortcutHint("iPhone")).toBe("⌘K");
    expect(formatShortcutHint("Win32")).toBe("Ctrl K");
    expect(formatShortcutHint("")).toBe("Ctrl K");
  });
});
