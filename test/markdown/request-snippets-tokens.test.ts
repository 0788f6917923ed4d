// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { showReaderTokenInSnippets } from "#features/runner/request-snippet-tokens.ts";
import { saveSessionToken } from "#features/runner/session-token.ts";

/** Two snippets as the build writes them (request-snippets-markup.ts), with the sample token in their spans. */
const SNIPPETS = `
<details class="request-snippets"><div role="tabpanel"><figure class="code-block"><pre tabindex="0"><code>curl 'https://graphql.example.test/?accessToken=<span data-request-token="">pk.sample</span>' \\</code></pre></figure></div>
<div role="tabpanel" hidden><figure class="code-block"><pre tabindex="0"><code>await fetch("https://graphql.example.test/?accessToken=<span data-request-token="">pk.sample</span>", {</code></pre></figure></div></details>`;

function setUp(): HTMLElement {
  document.body.innerHTML = `<main>${SNIPPETS}</main>`;
  return document.querySelector("main")!;
}

const tokens = () => [...document.querySelectorAll("[data-request-token]")].map((span) => span.textContent);

afterEach(() => sessionStorage.clear());

describe("showReaderTokenInSnippets", () => {
  it("keeps the sample token while the reader has none", () => {
    const stop = showReaderTokenInSnippets(setUp());
    expect(tokens()).toEqual(["pk.sample", "pk.sample"]);
    stop();
  });

  it("shows the token the reader entered earlier in this tab, encoded for the address", () => {
    saveSessionToken("sk.mine & yours");
    const stop = showReaderTokenInSnippets(setUp());
    expect(tokens()).toEqual(["sk.mine+%26+yours", "sk.mine+%26+yours"]);
    expect(document.querySelector("pre")?.textContent).toBe(
      "curl 'https://graphql.example.test/?accessToken=sk.mine+%26+yours' \\",
    );
    stop();
    expect(tokens()).toEqual(["pk.sample", "pk.sample"]);
  });

  it("follows the token as the reader types it, and goes back to the sample when it is emptied", () => {
    const stop = showReaderTokenInSnippets(setUp());
    saveSessionToken("sk.typed");
    expect(tokens()).toEqual(["sk.typed", "sk.typed"]);
    saveSessionToken("  ");
    expect(tokens()).toEqual(["pk.sample", "pk.sample"]);
    stop();
    // After cleanup it no longer listens.
    saveSessionToken("sk.later");
    expect(tokens()).toEqual(["pk.sample", "pk.sample"]);
  });
});
