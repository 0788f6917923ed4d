import { afterEach, describe, expect, it, vi } from "vitest";
import { copyToClipboard, getLastCopied } from "#features/clipboard/copy-to-clipboard.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("copyToClipboard", () => {
  it("copies, returns true and remembers the last text copied", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await copyToClipboard("query { me }")).toBe(true);
    expect(writeText).toHaveBeenCalledWith("query { me }");
    expect(getLastCopied()).toBe("query { me }");
  });

  it("warns 'Clipboard not supported' and returns false without the Clipboard API", async () => {
    vi.stubGlobal("navigator", {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await copyToClipboard("text")).toBe(false);
    expect(warn).toHaveBeenCalledWith("Clipboard not supported");
  });

  it("warns 'Copy failed', returns false and keeps the previous text when a write fails", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    await copyToClipboard("first");
    vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await copyToClipboard("second")).toBe(false);
    expect(warn).toHaveBeenCalledWith("Copy failed", expect.any(Error));
    expect(getLastCopied()).toBe("first");
  });
});
