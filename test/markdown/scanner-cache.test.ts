import { createHighlighter, createOnigurumaEngine, type BundledLanguage, type RegexEngine } from "shiki";
import { describe, expect, it } from "vitest";
import { withScannerCache } from "#build/markdown/scanner-cache.ts";

/** Oniguruma, counting the scanners it compiles. */
async function countingEngine(): Promise<{ engine: RegexEngine; compiled: () => number }> {
  const oniguruma = await createOnigurumaEngine(import("shiki/wasm"));
  let compiled = 0;
  return {
    engine: {
      createString: (text) => oniguruma.createString(text),
      createScanner(patterns) {
        compiled += 1;
        return oniguruma.createScanner(patterns);
      },
    },
    compiled: () => compiled,
  };
}

// TSX, HTML and TypeScript, in which the plain engine compiles some pattern lists more than once (the first test below
// fails if it does not).
const BLOCKS: [lang: BundledLanguage, code: string][] = [
  [
    "tsx",
    'type Stop = { id: string; at: Date };\nexport function Trip({ stops }: { stops: Stop[] }) {\n  const first: Stop | undefined = stops[0];\n  return <ol className="trip">{stops.map((stop: Stop) => <li key={stop.id}>{stop.id}</li>)}</ol>;\n}\n',
  ],
  [
    "html",
    '<iframe src="https://example.com/embed" title="Trip" width="600" height="400" loading="lazy"></iframe>\n<div data-id="a" class="map"><span lang="en">Stop</span></div>\n',
  ],
  ["ts", "let a: number = 1;\nlet b: string = `${a}`;\nfunction f(x: Map<string, number[]>): void {}\n"],
];

async function tokensOf(engine: RegexEngine): Promise<unknown[]> {
  const shiki = await createHighlighter({ themes: ["github-light-default"], langs: ["tsx", "html", "ts"], engine });
  // Twice over: the second round asks again for the scanners the first one compiled.
  return [...BLOCKS, ...BLOCKS].map(
    ([lang, code]) => shiki.codeToTokens(code, { lang, theme: "github-light-default", tokenizeTimeLimit: 0 }).tokens,
  );
}

describe("withScannerCache", () => {
  it("gives Shiki the same tokens while compiling fewer scanners", async () => {
    const plain = await countingEngine();
    const cached = await countingEngine();
    const expected = await tokensOf(plain.engine);
    expect(await tokensOf(withScannerCache(cached.engine))).toEqual(expected);
    expect(cached.compiled()).toBeLessThan(plain.compiled());
  });

  it("compiles a list of patterns once, and shares a scanner that cannot be disposed", () => {
    const compiled: string[][] = [];
    const fake: RegexEngine = {
      createString: () => ({ content: "" }),
      createScanner(patterns) {
        compiled.push(patterns.map(String));
        return { findNextMatchSync: () => null, dispose: () => {} };
      },
    };
    const engine = withScannerCache(fake);
    const first = engine.createScanner(["a(b)", "\\1"]);
    expect(engine.createScanner(["a(b)", "\\1"])).toBe(first);
    expect(engine.createScanner(["a(b)", "\\2"])).not.toBe(first);
    // Not one pattern "ab": the list's items stay apart in the key.
    engine.createScanner(["a", "b"]);
    engine.createScanner(["ab"]);
    expect(compiled).toEqual([["a(b)", "\\1"], ["a(b)", "\\2"], ["a", "b"], ["ab"]]);
    expect("dispose" in first).toBe(false);
  });

  it("stops keeping scanners at its limit and passes the others through, disposable", () => {
    let compiled = 0;
    const fake: RegexEngine = {
      createString: () => ({ content: "" }),
      createScanner: () => (compiled++, { findNextMatchSync: () => null, dispose: () => {} }),
    };
    const engine = withScannerCache(fake, 1);
    engine.createScanner(["kept"]);
    engine.createScanner(["kept"]);
    const passed = engine.createScanner(["over the limit"]);
    engine.createScanner(["over the limit"]);
    expect(compiled).toBe(3);
    expect("dispose" in passed).toBe(true);
  });
});
