/** What the operation checker reports. Plain data: the checking modules build it, render-findings.ts shows it. */

/** What kind of problem a finding is; each is worded and styled by its kind. */
export type ProblemKind =
  | "syntax"
  | "unknown-field"
  | "unknown-argument"
  | "unknown-type"
  | "argument-type"
  | "missing-argument"
  | "deprecated"
  | "invalid";

/** A link to an entry of the schema reference. */
export interface ReferenceLink {
  /** What the link names, such as `Itinerary.title`. */
  label: string;
  href: string;
}

/** One problem of the pasted operations against the current schema, at a line and column of the text. */
export interface OperationProblem {
  kind: ProblemKind;
  message: string;
  line: number;
  column: number;
  /** The reference entry of what the problem is about (the field, the argument's field, the type). */
  reference?: ReferenceLink;
  /** The closest real name, for an unknown field, argument or type. */
  suggestion?: ReferenceLink;
  /** For a deprecated field, argument or enum value: the schema's reason, which says what to use. */
  deprecationReason?: string;
}

/** One thing the operations use, recorded for matching against the breaking changes of past versions. */
export interface OperationUsage {
  /** `type:T`, `input-type:T`, `field:T.f`, `arg:T.f(a)`, `input:T.f` or `enum:T.V`. */
  key: string;
  /** As a reader writes it: `Itinerary.title`, `Query.itinerary(id:)`. */
  label: string;
  line: number;
  column: number;
  /** Its reference entry, when the current schema still has it. */
  href?: string;
}

/** A breaking change of a past version of the reference that touches what the operations use. */
export interface TouchedChange {
  /** The version's date, `YYYY-MM-DD`. */
  date: string;
  /** The version's breaking changes on the API changes page. */
  versionHref: string;
  /** What changed, as the API changes page says it. */
  reason: string;
  /** The first place the operations use what changed. */
  usage: OperationUsage;
}
