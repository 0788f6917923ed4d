/**
 * Lets work that can wait run only while a core is spare. Pagefind keeps every core busy while it reads the pages, and
 * leaves about half of one free while it writes an index part (measured on 1,110 bench pages on two cores: 2.0 cores
 * reading, 1.0-1.5 writing). The indexer closes the gate before it reads and opens it before it writes and when it is
 * done; the waiting work calls `wait()` between small steps.
 */
export class SpareCoreGate {
  private isOpen: boolean;
  private readonly waiting: Array<() => void> = [];

  constructor(open = true) {
    this.isOpen = open;
  }

  close(): void {
    this.isOpen = false;
  }

  open(): void {
    this.isOpen = true;
    for (const resume of this.waiting.splice(0)) resume();
  }

  /** Resolves once the gate is open, never before the event loop has turned (so the indexer's messages are read). */
  wait(): Promise<void> {
    if (this.isOpen) return new Promise((resume) => setImmediate(resume));
    return new Promise((resume) => this.waiting.push(resume));
  }
}
