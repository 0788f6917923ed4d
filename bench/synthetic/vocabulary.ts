/** Words the synthetic pages are made of: the platform's own subjects, so pages read (and index) like real ones. */
export const SUBJECTS = [
  "itineraries",
  "saved places",
  "trail segments",
  "route legs",
  "map layers",
  "place photos",
  "opening hours",
  "collections",
  "profile tokens",
  "embed widgets",
  "offline tiles",
  "share links",
  "travel times",
  "geocoded addresses",
  "custom attributes",
  "webhook events",
] as const;

/** Adjectives for titles. */
export const QUALIFIERS = [
  "Batch",
  "Cached",
  "Draft",
  "Editorial",
  "Localised",
  "Nested",
  "Offline",
  "Paginated",
  "Private",
  "Published",
  "Ranked",
  "Scheduled",
  "Shared",
  "Signed",
  "Versioned",
  "Weighted",
] as const;

/** Section headings of a topic page; one page uses each at most once so every heading slug is unique. */
export const HEADINGS = [
  "Before you begin",
  "How it works",
  "Request format",
  "Reading the response",
  "Handling errors",
  "Paging through results",
  "Caching responses",
  "Testing locally",
  "Limits and quotas",
  "Security considerations",
  "Migrating from the previous version",
  "Common mistakes",
] as const;

/** Verbs for prose and identifiers. */
export const ACTIONS = ["create", "update", "list", "publish", "archive", "reorder", "share", "sync"] as const;

/** Sentence templates; `$s` is a subject, `$a` an action, `$q` a qualifier, `$n` a number. */
export const SENTENCES = [
  "Most projects $a $s from a server job, because the secret token must never reach a browser.",
  "When you $a $s, the response returns the changed resource, so you rarely need a second request.",
  "$q $s behave like any other resource, except that they are only visible to the profile that owns them.",
  "The platform keeps $n versions of $s, and older versions can be restored from the dashboard.",
  "A request that tries to $a more than $n $s at once is rejected with a clear error message.",
  "Store the identifier of $s in your own database, and treat it as opaque: its format may change.",
  "Clients that $a $s on every page view should cache the result for at least $n seconds.",
  "If you $a $s in a loop, send the operations in one batch instead; it is faster and counts as one request.",
  "$q $s are sorted by weight and then by title, the same order the apps use.",
  "Every change to $s is recorded with the time and the token that made it, for auditing.",
  "You can $a $s without a map, but most apps show the result on one straight away.",
  "Rate limits apply per token: $n requests a minute is enough for interactive use.",
] as const;
