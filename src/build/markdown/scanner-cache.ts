import type { PatternScanner, RegexEngine } from "shiki";

/** Scanners kept per highlighter, so that a site with endlessly varied back-references keeps bounded memory. */
const SCANNERS_KEPT = 2_000;

/**
 * A regex engine that compiles each list of patterns once and hands the same scanner to every rule that asks for it
 * again. vscode-textmate compiles a scanner for a rule's patterns, and throws a begin/end rule's scanner away whenever
 * its end pattern takes another back-reference, to compile the same list again when that reference comes back. On the
 * site's 693 code blocks it asked for 341 scanners of 183 different pattern lists (149 of the 158 repeats for begin/end
 * rules), and compiling them took 2.1 s of 3.3 s of highlighting. A scanner depends only on its patterns (its matches
 * are indexes into them) and keeps no state between searches, so sharing one changes no token. Scanners are never
 * disposed: they live as long as the highlighter.
 */
export function withScannerCache(engine: RegexEngine, kept = SCANNERS_KEPT): RegexEngine {
  const scanners = new Map<string, PatternScanner>();
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const key = JSON.stringify(patterns.map((pattern) => (typeof pattern === "string" ? pattern : pattern.source)));
      const known = scanners.get(key);
      if (known) return known;
      const scanner = engine.createScanner(patterns);
      if (scanners.size >= kept) return scanner;
      // Without `dispose`: a rule disposes of its scanner when it recompiles, and this one stays for the next rule.
      const shared: PatternScanner = {
        findNextMatchSync: (text, start, options) => scanner.findNextMatchSync(text, start, options),
      };
      scanners.set(key, shared);
      return shared;
    },
  };
}
