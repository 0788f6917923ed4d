/**
 * The one place where the platform's brand, hosts and links are written down.
 * Everything else (pages, components, redirects) reads these values through
 * `src/build/config/resolve-site-config.ts`, which validates them and adds the
 * environment-driven settings (tokens and the feedback endpoint).
 */
import type { SiteConfigInput } from "./src/build/config/site-config-schema.ts";

export default {
  name: "Waymark",
  slug: "waymark",
  company: "Waymark Labs Pty Ltd",
  tagline: "Itinerary technology for lists, trips and trails",
  siteUrl: "https://docs.waymark.travel",
  supportEmail: "hello@waymark.travel",
  api: {
    endpoint: "https://graphql.waymark.travel/",
    publicTokenFallback: "pk.demo-public-token",
    proxyEndpoint: "https://graphql-proxy.waymark.travel/graphql",
  },
  maps: {
    host: "https://mapping.waymark.travel",
    tokenFallback: "",
  },
  shareHost: "https://made.waymark.travel",
  homeUrl: "https://www.waymark.travel/",
  oembedEndpoint: "https://www.waymark.travel/api/v3/oembed",
  feedbackEndpointFallback: "https://feedback.waymark.travel/v1/submissions",
  app: {
    login: "https://app.waymark.travel/login",
    signUp: "https://app.waymark.travel/sign-up",
    pricing: "https://waymark.travel/pricing",
    changelog: "https://waymark.travel/changelog",
    showcase: "https://waymark.travel/showcase",
    contact: "https://waymark.travel/contact",
    terms: "https://waymark.travel/legal/terms",
    privacy: "https://waymark.travel/legal/privacy",
  },
  examplesUrl: "https://waymark.travel/examples",
  repositories: {
    docs: "https://github.com/waymark-travel/developer-docs",
    docsBranch: "main",
    graphqlReference: "https://github.com/waymark-travel/graphql-reference",
    mappingSpecs: "https://github.com/waymark-travel/mapping-specs",
  },
} satisfies SiteConfigInput;
