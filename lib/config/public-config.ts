import type { SiteConfig } from "./resolve-site-config.ts";

/** The part of the configuration the browser needs; it travels in the root route's data. */
export interface PublicConfig {
  name: string;
  slug: string;
  company: string;
  tagline: string;
  siteUrl: string;
  app: SiteConfig["app"];
  examplesUrl: string;
  graphqlEndpoint: string;
  graphqlAccessToken: string;
  mapsAccessToken: string;
  feedbackEndpoint: string;
}

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
