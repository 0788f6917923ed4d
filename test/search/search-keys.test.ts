// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { formatShortcutHint, isSearchShortcut } from "#features/search/search-keys.ts";

function key(init: KeyboardEventInit, target: EventTarget = document.body) {
  const event = new KeyboardEvent("keydown", init);
  return { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, target };
}

describe("isSearchShortcut", () => {
  it("opens search on Ctrl K and ⌘K, not on K alone", () => {
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "K", metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
  });

  it("opens search on / except while the reader types in a field, where Ctrl K still works", () => {
    const field = document.createElement("input");
    const checkbox = Object.assign(document.createElement("input"), { type: "checkbox" });
    const area = document.createElement("textarea");
    expect(isSearchShortcut(key({ key: "/" }))).toBe(true);
    expect(isSearchShortcut(key({ key: "/" }, field))).toBe(false);
    expect(isSearchShortcut(key({ key: "/" }, area))).toBe(false);
    expect(isSearchShortcut(key({ key: "/" }, checkbox))).toBe(true);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }, field))).toBe(true);
    expect(isSearchShortcut(key({ key: "/", ctrlKey: true }))).toBe(false);
  });
});

describe("formatShortcutHint", () => {
  it("says ⌘K on Apple devices and Ctrl K elsewhere", () => {
    expect(formatShortcutHint("MacIntel")).toBe("⌘K");
    expect(formatShortcutHint("iPhone")).toBe("⌘K");
    expect(formatShortcutHint("Linux x86_64")).toBe("Ctrl K");
    expect(formatShortcutHint("")).toBe("Ctrl K");
  });
});
