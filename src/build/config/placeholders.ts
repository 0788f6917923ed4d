import type { SiteConfig } from "./resolve-site-config.ts";

/** The `{{namespace.key}}` values content may use, as documented in docs/authoring.md. */
export function buildPlaceholders(config: SiteConfig): Record<string, string> {
  return {
    "site.name": config.name,
    "site.slug": config.slug,
    "site.company": config.company,
    "site.supportEmail": config.supportEmail,
    "site.url": config.siteUrl,
    "site.examplesUrl": config.examplesUrl,
    "api.endpoint": config.api.endpoint,
    "api.token": config.graphqlAccessToken,
    "api.proxy": config.api.proxyEndpoint,
    "maps.host": config.maps.host,
    "share.host": config.shareHost,
    "site.home": config.homeUrl,
    "embed.oembedEndpoint": config.oembedEndpoint,
    ...prefixKeys("app", config.app),
    "repo.docs": config.repositories.docs,
    "repo.branch": config.repositories.docsBranch,
    "repo.graphqlReference": config.repositories.graphqlReference,
    "repo.mappingSpecs": config.repositories.mappingSpecs,
  };
}

function prefixKeys(prefix: string, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, value]));
}
