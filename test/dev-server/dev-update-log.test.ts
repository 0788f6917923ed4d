import { describe, expect, it } from "vitest";
import { DevUpdateLog } from "#build/dev-server/dev-update-log.ts";

describe("DevUpdateLog", () => {
  it("finds a page stale when an update for its path came after the version it was rendered at", () => {
    const log = new DevUpdateLog();
    const version = log.current;
    log.record({ paths: ["/docs/guide"] });
    expect(log.isStale({ path: "/docs/guide", version })).toBe(true);
    expect(log.isStale({ path: "/docs/guide/", version })).toBe(true);
    expect(log.isStale({ path: "/docs/other", version })).toBe(false);
    expect(log.isStale({ path: "/docs/guide", version: log.current })).toBe(false);
  });

  it("finds every page stale after an update of all pages", () => {
    const log = new DevUpdateLog();
    log.record({ paths: "all" });
    expect(log.isStale({ path: "/docs/other", version: 0 })).toBe(true);
    expect(log.isStale({ path: "/docs/other", version: 1 })).toBe(false);
  });
});
