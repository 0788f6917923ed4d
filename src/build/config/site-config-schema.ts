import { z } from "zod";

const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });

/** Validates `site.config.ts`; every field is documented where it is declared. */
export const siteConfigSchema = z.object({
  /** The platform's display name, used in titles, pages and the footer. */
  name: z.string().min(1),
  /** Lower-case slug of the name; it makes the `why-{slug}-tech` route. */
  slug: z.string().regex(/^[a-z0-9-]+$/, "use lower-case letters, digits and dashes"),
  /** Legal name of the company behind the platform. */
  company: z.string().min(1),
  /** One-line description used in meta tags and the home link. */
  tagline: z.string().min(1),
  /** Public address of this documentation site, for canonical URLs and the sitemap. */
  siteUrl: httpsUrl,
  /** Address readers can write to for help. */
  supportEmail: z.email(),
  api: z.object({
    /** The GraphQL endpoint; requests add `?accessToken=`. */
    endpoint: httpsUrl,
    /** Public token shown in samples when `GRAPHQL_ACCESS_TOKEN` is not set. */
    publicTokenFallback: z.string().min(1),
    /** The hosted caching proxy that answers GraphQL queries sent as `GET` (ends with `/graphql`, no trailing slash). */
    proxyEndpoint: httpsUrl,
  }),
  maps: z.object({
    /** Host of the mapping service (GeoJSON, vector tiles, styles). */
    host: httpsUrl,
    /** Maps token used when `MAPS_ACCESS_TOKEN` is not set; empty means no hosted base map. */
    tokenFallback: z.string(),
  }),
  /** Host of the hosted itinerary viewer used by share links and embeds. */
  shareHost: httpsUrl,
  /** The product's home page on its main website, credited in "Made with …" attribution. */
  homeUrl: httpsUrl,
  /** The oEmbed endpoint, served from the main website rather than the share host; consumers add `?url=`. */
  oembedEndpoint: httpsUrl,
  /** Register-interest and feedback endpoint used when `FEEDBACK_ENDPOINT` is not set; empty disables the forms. */
  feedbackEndpointFallback: z.union([httpsUrl, z.literal("")]),
  /** Pages of the separate hosted app that the site links out to. */
  app: z.object({
    login: httpsUrl,
    signUp: httpsUrl,
    pricing: httpsUrl,
    changelog: httpsUrl,
    showcase: httpsUrl,
    contact: httpsUrl,
    terms: httpsUrl,
    privacy: httpsUrl,
  }),
  /** External page of example applications. */
  examplesUrl: httpsUrl,
  repositories: z.object({
    /** This site's repository, for "edit this page" links and example operations. */
    docs: httpsUrl,
    /** Branch that "edit this page" links open. */
    docsBranch: z.string().min(1),
    /** Repository of the generated GraphQL schema reference. */
    graphqlReference: httpsUrl,
    /** Repository of the itinerary manifest and GeoJSON/vector-tile specifications. */
    mappingSpecs: httpsUrl,
  }),
});

/** What `site.config.ts` is written as. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
