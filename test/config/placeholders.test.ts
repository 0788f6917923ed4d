import { describe, expect, it } from "vitest";
import { buildPlaceholders } from "#build/config/placeholders.ts";
import { resolveSiteConfig } from "#build/config/resolve-site-config.ts";
import rawConfig from "../../site.config.ts";

describe("site placeholders", () => {
  it("offer the oEmbed endpoint and the product home page from the main website", () => {
    const config = resolveSiteConfig(
      { ...rawConfig, homeUrl: "https://www.example.com/", oembedEndpoint: "https://www.example.com/oembed" },
      {},
    );
    const placeholders = buildPlaceholders(config);
    expect(placeholders["site.home"]).toBe("https://www.example.com/");
    expect(placeholders["embed.oembedEndpoint"]).toBe("https://www.example.com/oembed");
  });

  it("offer the hosted GET proxy of the API", () => {
    const config = resolveSiteConfig(
      { ...rawConfig, api: { ...rawConfig.api, proxyEndpoint: "https://proxy.example.com/graphql" } },
      {},
    );
    expect(buildPlaceholders(config)["api.proxy"]).toBe("https://proxy.example.com/graphql");
  });

  it("reject an oEmbed endpoint that is not https, naming the key", () => {
    expect(() => resolveSiteConfig({ ...rawConfig, oembedEndpoint: "http://www.example.com/oembed" }, {}))
      .toThrowErrorMatchingInlineSnapshot(`
      [Error: The site configuration is invalid:
        - site.config.ts \`oembedEndpoint\`: must be an https:// address
      Fix these values in site.config.ts.]
    `);
  });
});
