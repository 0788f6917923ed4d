import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildGraphqlRequest } from "#features/runner/build-graphql-request.ts";
import { checkScript } from "#build/code-check/check-script.ts";
import { generateRequestSnippets } from "#build/markdown/request-snippets/generate-request-snippets.ts";
import {
  buildRequestSnippets,
  encodeAccessToken,
  requestSnippetText,
  shellQuote,
  type RequestLanguage,
  type RequestSnippetInput,
} from "#shared/request-snippets.ts";

const ENDPOINT = "https://graphql.example.test/";
const TOKEN = "pk.test-token";

/** An operation and variables with every character a snippet must quote: quotes, backslashes, `$`, backticks. */
const AWKWARD_OPERATION = [
  "# Finds it's `title` and costs $(echo injected) nothing",
  "query Awkward($id: ID!) {",
  '  itinerary(id: $id) { id title description(format: """a \\"quoted\\" ${x} \'word\'""") }',
  "}",
].join("\n");
const AWKWARD_VARIABLES = {
  id: 'itinerary/it\'s-$HOME-`date`-"q"-\\n',
  limit: 3,
  draft: false,
  note: null,
  tags: ["a", "b"],
  nested: { on: true, empty: {}, none: [] },
};

function snippetsFor(input: Partial<RequestSnippetInput> = {}, token = TOKEN): Record<RequestLanguage, string> {
  const snippets = buildRequestSnippets({
    endpoint: ENDPOINT,
    operation: AWKWARD_OPERATION,
    variables: AWKWARD_VARIABLES,
    operationName: "Awkward",
    ...input,
  });
  return Object.fromEntries(snippets.map((s) => [s.language, requestSnippetText(s, token)])) as Record<
    RequestLanguage,
    string
  >;
}

/** What the runner sends for the same example (src/features/runner/build-graphql-request.ts). */
function runnerRequest(token = TOKEN) {
  return buildGraphqlRequest({ endpoint: ENDPOINT, token, query: AWKWARD_OPERATION, variables: AWKWARD_VARIABLES });
}

describe("encodeAccessToken", () => {
  it("writes the token as URLSearchParams does, with no quote or backslash left", () => {
    const token = "sk.a b+c/d?e&f='g'(h)!~*\"\\é";
    const encoded = encodeAccessToken(token);
    expect(encoded).toBe(new URLSearchParams({ accessToken: token }).toString().slice("accessToken=".length));
    expect(encoded).not.toMatch(/['"\\`]/);
  });
});

describe("buildRequestSnippets", () => {
  it("gives curl, JavaScript, Python and the JSON body, in that order", () => {
    const snippets = buildRequestSnippets({ endpoint: ENDPOINT, operation: "{ a }", variables: {} });
    expect(snippets.map((s) => s.language)).toEqual(["curl", "javascript", "python", "json"]);
    // The token goes once into each address; the JSON body has none.
    expect(snippets.map((s) => s.parts.length)).toEqual([2, 2, 2, 1]);
  });

  it("the JSON body is the body the runner sends, with operationName only for a named operation", () => {
    expect(JSON.parse(snippetsFor().json)).toEqual(JSON.parse(runnerRequest().init.body));
    const anonymous = snippetsFor({
      operation: "{ authorizedProfiles { nodes { id } } }",
      variables: {},
      operationName: undefined,
    }).json;
    expect(JSON.parse(anonymous)).toEqual({ query: "{ authorizedProfiles { nodes { id } } }", variables: {} });
  });

  it("the JavaScript snippet, run with a stub fetch, sends the runner's exact address and body", async () => {
    const code = snippetsFor().javascript;
    expect(checkScript(code, { label: "JavaScript", extension: ".mjs" })).toEqual([]);
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve({ json: () => Promise.resolve({ data: {} }) });
    };
    const logged: unknown[] = [];
    // The snippet uses top-level await, as a module may: run it as the body of an async function.
    const { constructor: AsyncFunction } = Object.getPrototypeOf(async () => {}) as {
      constructor: new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    };
    await new AsyncFunction("fetch", "console", code)(fetch, { log: (value: unknown) => logged.push(value) });
    const runner = runnerRequest();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(runner.url);
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe(runner.init.body);
    expect(calls[0]?.init.headers).toEqual(runner.init.headers);
    expect(logged).toEqual([{ data: {} }]);
  });

  it("the curl snippet is valid POSIX sh that passes the runner's address and the body through untouched", () => {
    const token = "sk.reader's token";
    const code = snippetsFor({}, token).curl;
    // A `curl` function stands in for the program and prints each argument it gets, NUL-separated.
    const shell = spawnSync("sh", ["-c", `curl() { printf '%s\\0' "$@"; }\n${code}`], { encoding: "utf8" });
    expect(shell.stderr).toBe("");
    expect(shell.status).toBe(0);
    const args = shell.stdout.split("\0").slice(0, -1);
    expect(args).toEqual([
      runnerRequest(token).url,
      "-H",
      "Content-Type: application/json",
      "-H",
      "Accept: application/json",
      "--data-raw",
      snippetsFor({}, token).json,
    ]);
  });

  it("quotes for sh with '\\'' around each single quote", () => {
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });
});

/**
 * The Python snippet is compiled (`ast.parse`) and then run by python3 with a stand-in `requests` module that records
 * the call. python3 is required: without it this test fails and says so, rather than passing unchecked.
 */
function runPython(snippet: string): { url: string; json: unknown; headers: unknown } {
  const harness = [
    "import ast, json, sys, types",
    "source = sys.stdin.read()",
    "ast.parse(source)",
    "calls = []",
    "class Response:",
    "    def json(self): return {'data': {}}",
    "requests = types.ModuleType('requests')",
    "requests.post = lambda url, **kwargs: calls.append(dict(url=url, **kwargs)) or Response()",
    "sys.modules['requests'] = requests",
    "exec(compile(source, 'snippet.py', 'exec'), {'print': lambda *args: None})",
    "print(json.dumps({'url': calls[0]['url'], 'json': calls[0]['json'], 'headers': calls[0]['headers']}))",
  ].join("\n");
  const run = spawnSync("python3", ["-c", harness], { input: snippet, encoding: "utf8" });
  if (run.error) {
    throw new Error(
      `python3 could not be started (${run.error.message}). This test compiles and runs the generated Python ` +
        "snippet with it: install Python 3 and put python3 on the PATH.",
    );
  }
  if (run.status !== 0) throw new Error(`python3 rejected the Python snippet:\n${run.stderr}\n---\n${snippet}`);
  return JSON.parse(run.stdout) as { url: string; json: unknown; headers: unknown };
}

describe("the Python snippet", () => {
  it("compiles, and run with a stand-in requests module posts the runner's address and body", () => {
    const sent = runPython(snippetsFor().python);
    const runner = runnerRequest();
    expect(sent.url).toBe(runner.url);
    expect(sent.json).toEqual(JSON.parse(runner.init.body));
    expect(sent.headers).toEqual({ Accept: "application/json" });
  });

  it("compiles for an anonymous operation without variables", () => {
    const sent = runPython(snippetsFor({ operation: "{ a }", variables: {}, operationName: undefined }).python);
    expect(sent.json).toEqual({ query: "{ a }", variables: {} });
  });
});

describe("generateRequestSnippets (build)", () => {
  const api = { endpoint: "https://graphql.example.test", token: TOKEN };

  it("takes the first operation's name, as the runner does, and normalises the endpoint as the runner's URL does", () => {
    const result = generateRequestSnippets(
      { operation: "fragment F on Itinerary { id }\nquery First { a }\nquery Second { b }", variables: "" },
      api,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [curl, , , json] = result.snippets.map((snippet) => requestSnippetText(snippet, TOKEN));
    expect(JSON.parse(json ?? "")).toMatchObject({ operationName: "First", variables: {} });
    expect(curl).toContain("'https://graphql.example.test/?accessToken=pk.test-token'");
  });

  it("an operation that does not parse gives its line in the block and no snippets", () => {
    const result = generateRequestSnippets({ operation: "query Broken {\n  itinerary(id: ) { id }\n}" }, api);
    expect(result).toEqual({
      ok: false,
      problem: {
        block: "operation",
        line: 2,
        message:
          "No request snippets for this runnable block: the operation does not parse (column 17): " +
          'Syntax Error: Unexpected ")". Fix the operation.',
      },
    });
  });

  it("a block of fragments only has no request to show", () => {
    const result = generateRequestSnippets({ operation: "fragment F on Itinerary { id }" }, api);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.message).toBe(
      "No request snippets for this runnable block: the block holds no query, mutation or subscription, so there " +
        "is no request to show. Add an operation, or mark the block `norun`.",
    );
  });

  it("variables that are not JSON give the line in the variables block", () => {
    const result = generateRequestSnippets(
      { operation: "query Q { a }", variables: '{\n  "a": 1,\n  "id": x\n}' },
      api,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.block).toBe("variables");
    expect(result.problem.line).toBe(3);
    expect(result.problem.message).toMatch(
      /^No request snippets for this runnable block: its variables are not valid JSON \(JSON syntax error at column 9: .+\)\.$/,
    );
  });

  it("variables that are JSON but not an object are refused with an example of the right shape", () => {
    const result = generateRequestSnippets({ operation: "query Q { a }", variables: '["x"]' }, api);
    expect(result).toEqual({
      ok: false,
      problem: {
        block: "variables",
        line: 1,
        message:
          'No request snippets for this runnable block: its variables must be a JSON object such as `{ "id": "…" }`, ' +
          'keyed by variable name, not `["x"]`.',
      },
    });
  });
});
