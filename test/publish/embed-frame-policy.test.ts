import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, frameOriginsFor } from "#build/publish/content-security-policy.ts";

const origins = { connect: [], images: [], embedFrames: ["https://share.example.test"] };

describe("frame-src for embed previews", () => {
  it("allows exactly the embed host on a page with an embed configurator", () => {
    const html = '<section class="embed-configurator" data-embed-configurator="script"></section>';
    const policy = buildContentSecurityPolicy([], origins, {
      frameAncestors: true,
      frames: frameOriginsFor(html, origins),
    });
    expect(policy).toContain("; frame-src https://share.example.test;");
  });

  it("names no frame source on other pages, so frames fall back to default-src 'self'", () => {
    const policy = buildContentSecurityPolicy([], origins, {
      frameAncestors: true,
      frames: frameOriginsFor("<p>No embed here.</p>", origins),
    });
    expect(policy).not.toContain("frame-src");
    expect(policy).toContain("default-src 'self'");
  });
});
