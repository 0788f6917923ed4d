import type { PublicConfig } from "#shared/public-config.ts";
import type { SiteConfig } from "./resolve-site-config.ts";

/** Picks the browser-safe settings out of the resolved configuration. */
export function toPublicConfig(config: SiteConfig): PublicConfig {
  return {
    name: config.name,
    slug: config.slug,
    company: config.company,
    tagline: config.tagline,
    siteUrl: config.siteUrl,
    app: config.app,
    examplesUrl: config.examplesUrl,
    graphqlEndpoint: config.api.endpoint,
    graphqlAccessToken: config.graphqlAccessToken,
    mapsAccessToken: config.mapsAccessToken,
    feedbackEndpoint: config.feedbackEndpoint,
  };
}
