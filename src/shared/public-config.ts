/** Pages of the separate hosted app that the site links out to. */
export interface AppLinks {
  login: string;
  signUp: string;
  pricing: string;
  changelog: string;
  showcase: string;
  contact: string;
  terms: string;
  privacy: string;
}

/**
 * The part of the site configuration the browser may see: the build puts it in every page's JSON data
 * (`page-islands.ts`), islands and the components they render read it from there.
 */
export interface PublicConfig {
  name: string;
  slug: string;
  company: string;
  tagline: string;
  siteUrl: string;
  app: AppLinks;
  examplesUrl: string;
  graphqlEndpoint: string;
  graphqlAccessToken: string;
  mapsAccessToken: string;
  feedbackEndpoint: string;
}
