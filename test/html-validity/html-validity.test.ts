import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatHtmlValidityReport } from "#build/html-validity/format-html-validity.ts";
import { runVnu } from "#build/html-validity/run-vnu.ts";
import { parseVnuReport } from "#build/html-validity/vnu-report.ts";

const fixtures = fileURLToPath(new URL("../fixtures/html-validity/", import.meta.url));

describe("the HTML validity check", () => {
  it("runs the Nu HTML Checker over a folder's HTML files and names each error's file, line, column and message", async () => {
    // site/index.html is valid and site/docs/index.md is not HTML: neither has an error.
    const errors = await runVnu(["site"], { cwd: fixtures });
    expect(errors.map(({ file, line }) => `${file}:${line}`)).toEqual([
      "site/docs/index.html:7",
      "site/docs/index.html:8",
    ]);
    expect(errors[0]?.message).toBe(
      "Attribute “aria-disabled” must not be specified on elements that have attribute “disabled”.",
    );
    expect(errors[1]?.message).toMatch(
      /^Bad value “https:\/\/example\.com\/why-\{slug\}-tech\.md” for attribute “href” on element “a”: Illegal character in path segment/,
    );
    expect(errors[0]?.column).toBeGreaterThan(0);
    expect(errors[0]?.extract).toContain('aria-disabled="false"');
  }, 120_000);

  it("says how to get Java when there is none", async () => {
    await expect(runVnu(["site"], { cwd: fixtures, java: "/nonexistent/java" })).rejects.toThrow(
      "The HTML check needs a Java runtime (11 or later) and `/nonexistent/java` was not found. Install one (`apt-get install default-jre-headless`",
    );
  });

  it("fails clearly when the checker does not answer with its report", () => {
    expect(() => parseVnuReport("Exception in thread main", "/")).toThrow(
      "The Nu HTML Checker did not answer with its JSON report; it said:\nException in thread main",
    );
  });

  it("lists each error as file:line:column: message with its markup, then counts by message past the first 50", () => {
    const error = { file: "build/client/a/index.html", line: 3, column: 9, message: "Bad thing.", extract: "<b x>" };
    expect(formatHtmlValidityReport([error], { folder: "build/client", files: 2 })).toBe(
      [
        "HTML check: 1 error in 1 of 2 HTML files in build/client (W3C Nu HTML Checker):",
        "",
        "build/client/a/index.html:3:9: Bad thing.",
        "    <b x>",
        "",
        "Fix each in the component or generator that writes the markup (not in the built file), then `npm run build` and",
        "`npm run check:html` (`npm run audit` runs it too).",
      ].join("\n"),
    );
    const many = formatHtmlValidityReport(
      Array.from({ length: 51 }, () => error),
      { folder: "build/client", files: 2 },
    );
    expect(many).toContain("…and 1 more. All errors by message:\n  51 × Bad thing.");
    expect(formatHtmlValidityReport([], { folder: "build/client", files: 2 })).toBe(
      "HTML check: 2 HTML files in build/client, 0 errors.",
    );
    expect(formatHtmlValidityReport([error], { folder: "build/client", files: 2, seconds: 20.04 })).toMatch(
      /^HTML check: 1 error in 1 of 2 HTML files in build\/client \(W3C Nu HTML Checker, 20\.0 s\):\n/,
    );
  });
});
