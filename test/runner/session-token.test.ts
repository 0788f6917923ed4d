import { describe, expect, it } from "vitest";
import { readSessionToken, saveSessionToken } from "#features/runner/session-token.ts";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("session token", () => {
  it("keeps the reader's token, trimmed, and forgets it when the field is emptied", () => {
    const storage = memoryStorage();
    expect(readSessionToken(storage)).toBe("");
    saveSessionToken("  sk.mine ", storage);
    expect(readSessionToken(storage)).toBe("sk.mine");
    saveSessionToken("", storage);
    expect(readSessionToken(storage)).toBe("");
    expect(storage.length).toBe(0);
  });

  it("carries on without a token when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(() => saveSessionToken("sk.mine", blocked)).not.toThrow();
    expect(readSessionToken(blocked)).toBe("");
  });
});
