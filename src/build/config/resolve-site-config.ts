import rawConfig from "../../../site.config.ts";
import { siteConfigSchema, type SiteConfigInput } from "./site-config-schema.ts";
import { environment, type Environment } from "./environment.ts";

/** The environment variables that fill the site's tokens and endpoint (src/build/config/environment.ts reads them). */
export type SiteEnvironment = Pick<Environment, "GRAPHQL_ACCESS_TOKEN" | "MAPS_ACCESS_TOKEN" | "FEEDBACK_ENDPOINT">;

/** The validated configuration plus the three settings of the specification's section 7. */
export type SiteConfig = ReturnType<typeof resolveSiteConfig>;

/** Validates `site.config.ts` and fills the tokens and endpoint from the environment, with fallbacks. */
export function resolveSiteConfig(input: SiteConfigInput = rawConfig, env: SiteEnvironment = environment) {
  const parsed = siteConfigSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - site.config.ts \`${issue.path.join(".")}\`: ${issue.message}`,
    );
    throw new Error(`The site configuration is invalid:\n${lines.join("\n")}\nFix these values in site.config.ts.`);
  }
  const config = parsed.data;
  return {
    ...config,
    graphqlAccessToken: nonEmpty(env.GRAPHQL_ACCESS_TOKEN) ?? config.api.publicTokenFallback,
    mapsAccessToken: nonEmpty(env.MAPS_ACCESS_TOKEN) ?? config.maps.tokenFallback,
    feedbackEndpoint: nonEmpty(env.FEEDBACK_ENDPOINT) ?? config.feedbackEndpointFallback,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== "" ? value.trim() : undefined;
}

let cached: SiteConfig | undefined;
/** The configuration of this build, resolved once. */
export function getSiteConfig(): SiteConfig {
  cached ??= resolveSiteConfig();
  return cached;
}
