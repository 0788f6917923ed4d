// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { mountEmbedConfigurators } from "#features/embed-configurator/mount-embed-configurators.ts";

// What the build writes for `::embed-configurator{type="script"}` (the golden file of the Markdown tests, so the
// widget is tested against the build's real markup, not a hand-typed copy of it).
const prerendered = readFileSync(
  join(import.meta.dirname, "../fixtures/markdown/embed-configurator/output.html"),
  "utf8",
);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

describe("embed configurator, build and widget together", () => {
  it("finds every part of the prerendered configurator and rewrites the snippet as the reader types", () => {
    document.body.innerHTML = `<main>${prerendered}</main>`;
    cleanup = mountEmbedConfigurators(document.querySelector("main")!);
    const snippet = document.querySelector("[data-embed-snippet]")!;
    const input = document.querySelector<HTMLInputElement>('input[name="itineraryId"]')!;
    expect(snippet.textContent).toContain(input.value);

    input.value = "Zx9Example000Id";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(snippet.textContent).toContain("Zx9Example000Id");
  });

  it("marks a field the platform would refuse and leaves the last good snippet in place", () => {
    document.body.innerHTML = `<main>${prerendered}</main>`;
    cleanup = mountEmbedConfigurators(document.querySelector("main")!);
    const snippet = document.querySelector("[data-embed-snippet]")!;
    const before = snippet.textContent;
    const width = document.querySelector<HTMLInputElement>('input[name="width"]')!;

    width.value = "wide";
    width.dispatchEvent(new Event("input", { bubbles: true }));
    expect(width.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${width.id}-problem`)?.textContent).not.toBe("");
    expect(snippet.textContent).toBe(before);
  });
});
