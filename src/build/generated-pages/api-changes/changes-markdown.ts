import type { GraphQLSchema } from "graphql";
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from "graphql";
import type { ChangeLevel, ClassedChange } from "#build/graphql/changes/classify-changes.ts";
import { enumValueAnchor, fieldHref, typeHref } from "#build/graphql/schema-reference-path.ts";
import { countByLevel, formatVersionDate, LEVELS, type VersionChanges } from "./version-changes.ts";

/** What the Markdown needs besides the changes. */
export interface ChangesMarkdownOptions {
  /** The current schema: only what it still has gets a link to its reference entry. */
  schema: GraphQLSchema;
  /** The platform's reference repository (`repositories.graphqlReference`), for a link to each version. */
  referenceRepository: string;
  /** Hand-written notes by version date, Markdown. */
  notes?: Map<string, string>;
}

const LEVEL_HEADINGS: Record<ChangeLevel, string> = {
  breaking: "Breaking",
  dangerous: "Dangerous",
  safe: "Safe",
};

/** One `### <date>` section per version, newest first, its changes grouped by class, then by type. */
export function writeChangesMarkdown(versions: VersionChanges[], options: ChangesMarkdownOptions): string {
  return versions.map((entry) => writeVersion(entry, options)).join("\n\n");
}

/** The anchor of a version's section on the changes page, which is also its feed entry's link. */
export function versionAnchor(date: string): string {
  return `v${date}`;
}

function writeVersion(entry: VersionChanges, options: ChangesMarkdownOptions): string {
  const { version, previous, changes } = entry;
  const parts = [`### ${formatVersionDate(version.date)} {#${versionAnchor(version.date)}}`];
  const link = `[\`${version.commit.slice(0, 7)}\`](${options.referenceRepository}/blob/${version.commit}/${version.path})`;
  const branch = version.onDefaultBranch ? "" : " on a development branch (the default branch never had this version)";
  if (!previous) {
    parts.push(`The first published reference, commit ${link}${branch}: ${entry.typeCount} types.`);
  } else {
    const counts = countByLevel(changes);
    const summary =
      changes.length === 0
        ? "no change to the types"
        : LEVELS.map((level) => `${counts[level]} ${level}`).join(", ") + ` change${changes.length === 1 ? "" : "s"}`;
    parts.push(
      `Commit ${link}${branch}, compared with the reference of ${formatVersionDate(previous.date)}: ${summary}.`,
    );
  }
  const note = options.notes?.get(version.date);
  if (note) parts.push(note.trim());
  for (const level of LEVELS) {
    const ofLevel = changes.filter((change) => change.level === level);
    if (ofLevel.length === 0) continue;
    parts.push(
      `#### ${LEVEL_HEADINGS[level]} {#${versionAnchor(version.date)}-${level}}`,
      listChanges(ofLevel, options.schema).join("\n"),
    );
  }
  return parts.join("\n\n");
}

/** Types added or removed outright in one item each, then one item per type whose members changed. */
function listChanges(changes: ClassedChange[], schema: GraphQLSchema): string[] {
  const whole = (action: string) =>
    changes.filter((change) => change.target === "type" && change.action === action && !change.from && !change.to);
  const added = whole("added");
  const removed = whole("removed");
  const rest = changes.filter((change) => !added.includes(change) && !removed.includes(change));
  const names = (list: ClassedChange[]) => list.map((change) => typeLink(change.typeName, schema)).join(", ");
  return [
    ...(added.length > 0 ? [`- New type${added.length === 1 ? "" : "s"}: ${names(added)}.`] : []),
    ...(removed.length > 0 ? [`- Removed type${removed.length === 1 ? "" : "s"}: ${names(removed)}.`] : []),
    ...groupByType(rest).map(([typeName, group]) => `- ${describeType(typeName, group, schema)}`),
  ];
}

function groupByType(changes: ClassedChange[]): [string, ClassedChange[]][] {
  const groups = new Map<string, ClassedChange[]>();
  for (const change of changes) groups.set(change.typeName, [...(groups.get(change.typeName) ?? []), change]);
  return [...groups];
}

/** `Type: what happened to it; what happened to its members`, one list item. */
function describeType(typeName: string, changes: ClassedChange[], schema: GraphQLSchema): string {
  const own = changes.find((change) => change.target === "type");
  const members = changes.filter((change) => change.target !== "type");
  const phrases = [...(own ? [describeTypeChange(own)] : []), ...describeMembers(members, schema)];
  return `${typeLink(typeName, schema)}: ${phrases.join("; ")}.`;
}

function describeTypeChange(change: ClassedChange): string {
  if (change.action === "added") return change.from ? `added (renamed from \`${change.from}\`)` : "added";
  if (change.action === "removed") return change.to ? `removed (renamed \`${change.to}\`)` : "removed";
  return `changed from ${change.from ?? "?"} to ${change.to ?? "?"}`;
}

/** Additions, removals and deprecations of one kind are listed together; each change of type on its own. */
function describeMembers(changes: ClassedChange[], schema: GraphQLSchema): string[] {
  const phrases: string[] = [];
  const grouped = new Map<string, string[]>();
  for (const change of changes) {
    const name = memberLink(change, schema);
    if (change.action === "changed") {
      const what =
        change.target === "argument" ? `argument \`${change.argument ?? ""}\` of ${name}` : `${change.target} ${name}`;
      phrases.push(`${what} changed type from \`${change.from ?? ""}\` to \`${change.to ?? ""}\``);
      continue;
    }
    const key = `${change.action} ${change.target}`;
    const label = change.target === "argument" ? `\`${change.argument ?? ""}\` on ${name}` : name;
    grouped.set(key, [...(grouped.get(key) ?? []), label]);
  }
  for (const [key, names] of grouped) {
    const [action = "", ...target] = key.split(" ");
    const noun = target.join(" ");
    const plural = names.length === 1 ? noun : noun.endsWith("y") ? `${noun.slice(0, -1)}ies` : `${noun}s`;
    phrases.push(`${action} ${plural} ${names.join(", ")}`);
  }
  return phrases;
}

function typeLink(typeName: string, schema: GraphQLSchema): string {
  return schema.getType(typeName) ? `[\`${typeName}\`](${typeHref(typeName)})` : `\`${typeName}\``;
}

/** The member as code, linked to its entry when the current schema still has it (an argument: its field's entry). */
function memberLink(change: ClassedChange, schema: GraphQLSchema): string {
  const member = change.member ?? "";
  const label = `\`${member}\``;
  const type = schema.getType(change.typeName);
  if (!type) return label;
  if (isEnumType(type)) {
    return type.getValue(member) ? `[${label}](${typeHref(type.name)}#${enumValueAnchor(member)})` : label;
  }
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    return member in type.getFields() ? `[${label}](${fieldHref(type.name, member)})` : label;
  }
  return label;
}
