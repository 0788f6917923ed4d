import { normalizeServedPath, type DevHello, type DevUpdate } from "#shared/dev-update.ts";

/**
 * The dev server's count of updates, so that a page can tell whether it is stale: each served page carries the
 * version it was rendered at, and says it when its websocket opens (DEV_HELLO_EVENT). A page that was still loading
 * when a file was saved would otherwise miss the update and show the older text until the next save.
 */
export class DevUpdateLog {
  private version = 0;
  private allChangedAt = 0;
  private readonly changedAt = new Map<string, number>();

  /** The version a page rendered now is at. */
  get current(): number {
    return this.version;
  }

  /** Counts one update sent to the open pages. */
  record(update: DevUpdate): void {
    this.version += 1;
    if (update.paths === "all") this.allChangedAt = this.version;
    else for (const path of update.paths) this.changedAt.set(normalizeServedPath(path), this.version);
  }

  /** Whether a page rendered at `hello.version` has missed an update that concerns it. */
  isStale(hello: DevHello): boolean {
    const changed = Math.max(this.allChangedAt, this.changedAt.get(normalizeServedPath(hello.path)) ?? 0);
    return changed > hello.version;
  }
}
