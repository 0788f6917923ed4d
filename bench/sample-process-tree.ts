import { readdirSync, readFileSync } from "node:fs";

/**
 * Samples the memory of a process and all its descendants (Linux `/proc`) until stopped, and keeps the largest
 * total seen. GNU time only reports the largest single process, and only of children that were waited for: a
 * helper binary such as Pagefind's indexer can escape it, and its memory adds to its parent's.
 */
export function sampleProcessTree(rootPid: number, intervalMs = 200): { stop: () => number } {
  let peakKb = 0;
  const sample = () => {
    const total = listDescendants(rootPid).reduce((sum, pid) => sum + residentKb(pid), residentKb(rootPid));
    peakKb = Math.max(peakKb, total);
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peakKb / 1024);
    },
  };
}

/** Every process below `rootPid`, from the parent ids in `/proc/<pid>/stat`. */
export function listDescendants(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const parent = parentOf(Number(name));
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const queue = [rootPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function parentOf(pid: number): number | undefined {
  const stat = readQuietly(`/proc/${pid}/stat`);
  // The command name, in parentheses, may contain spaces: the fields after it are state, then the parent id.
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields?.[1] === undefined ? undefined : Number(fields[1]);
}

function residentKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readQuietly(`/proc/${pid}/status`) ?? "")?.[1] ?? 0);
}

function readQuietly(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    // The process ended between listing and reading.
    return undefined;
  }
}
