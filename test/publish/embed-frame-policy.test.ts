import { describe, expect, it } from "vitest";
import { hasEmbedPreview, pagePolicies } from "#build/publish/content-security-policy.ts";

const origins = { connect: [], images: [], embedFrames: ["https://share.example.test"] };

describe("frame-src for embed previews", () => {
  it("allows exactly the embed host on a page with an embed configurator", () => {
    const html = '<section class="embed-configurator" data-embed-configurator="script"></section>';
    expect(hasEmbedPreview(html)).toBe(true);
    const policies = pagePolicies(origins, { embedPreview: true });
    expect(policies.header).toContain("; frame-src https://share.example.test;");
    expect(policies.meta).toContain("; frame-src https://share.example.test;");
  });

  it("names no frame source on other pages, so frames fall back to default-src 'self'", () => {
    expect(hasEmbedPreview("<p>No embed here, not even data-embed-configurator as text.</p>")).toBe(false);
    const { header } = pagePolicies(origins, { embedPreview: false });
    expect(header).not.toContain("frame-src");
    expect(header).toContain("default-src 'self'");
  });
});
