import type { ClassedChange } from "#build/graphql/changes/classify-changes.ts";
import { API_CHANGES_FEED } from "#shared/api-changes-feed.ts";
import { versionAnchor } from "./changes-markdown.ts";
import type { ReferenceHistory } from "./load-version-changes.ts";
import { formatVersionDate } from "./version-changes.ts";

/** When a type and each of its members first appeared in the reference, and what changed since. */
export interface TypeHistory {
  /** Date of the first version that lists the type. */
  since: string;
  renamedFrom?: { name: string; date: string };
  /** By member name: the first version that has it, and its changes after that, oldest first. */
  members: Map<string, { since: string; changes: { date: string; change: ClassedChange }[] }>;
}

/** Every type's history, by type name. */
export function indexTypeHistories(history: ReferenceHistory): Map<string, TypeHistory> {
  const types = new Map<string, TypeHistory>();
  for (const version of history.versions) {
    for (const type of version.model.types) {
      const entry = types.get(type.name) ?? { since: version.date, members: new Map() };
      types.set(type.name, entry);
      for (const member of [...(type.fields ?? []), ...(type.values ?? [])]) {
        if (!entry.members.has(member.name)) entry.members.set(member.name, { since: version.date, changes: [] });
      }
    }
  }
  for (const { version, changes } of [...history.changes].reverse()) {
    for (const change of changes) {
      const type = types.get(change.typeName);
      if (!type) continue;
      if (change.target === "type" && change.action === "added" && change.from) {
        type.renamedFrom = { name: change.from, date: version.date };
        carryOver(types.get(change.from), type);
      }
      const member = change.member === undefined ? undefined : type.members.get(change.member);
      // A member's own addition is its `since`; a removal leaves nothing to show it on.
      const shown = change.target === "argument" || (change.action !== "added" && change.action !== "removed");
      if (member && shown) member.changes.push({ date: version.date, change });
    }
  }
  return types;
}

/** A renamed type's history starts with its old name's: what it and its members had then keeps its date. */
function carryOver(old: TypeHistory | undefined, renamed: TypeHistory): void {
  if (!old) return;
  renamed.since = old.since < renamed.since ? old.since : renamed.since;
  for (const [name, member] of renamed.members) {
    const before = old.members.get(name);
    if (before && before.since < member.since) member.since = before.since;
  }
}

/** `In the reference since <date>.`, linked to that version on the changes page. */
export function formatTypeSince(history: TypeHistory): string {
  const renamed = history.renamedFrom
    ? `, named \`${history.renamedFrom.name}\` until ${versionLink(history.renamedFrom.date)}`
    : "";
  return `In the reference since ${versionLink(history.since)}${renamed}.`;
}

/**
 * One line for a member: when it was added, if after its type, and each change since; empty when it came with its
 * type and never changed.
 */
export function formatMemberHistory(history: TypeHistory | undefined, member: string): string {
  const entry = history?.members.get(member);
  if (!history || !entry) return "";
  const sentences: string[] = [];
  if (entry.since > history.since) sentences.push(`Added ${versionLink(entry.since)}.`);
  const byDate = new Map<string, ClassedChange[]>();
  for (const { date, change } of entry.changes) byDate.set(date, [...(byDate.get(date) ?? []), change]);
  for (const [date, changes] of byDate) sentences.push(`${versionLink(date)}: ${describeAll(changes)}.`);
  return sentences.length === 0 ? "" : `*History:* ${sentences.join(" ")}`;
}

/** The member's own changes one by one, its arguments' additions and removals as one list each. */
function describeAll(changes: ClassedChange[]): string {
  const phrases: string[] = [];
  const argumentsBy = new Map<string, string[]>();
  for (const change of changes) {
    if (change.target === "argument" && (change.action === "added" || change.action === "removed")) {
      argumentsBy.set(change.action, [...(argumentsBy.get(change.action) ?? []), `\`${change.argument ?? ""}\``]);
    } else phrases.push(describe(change));
  }
  for (const [action, names] of argumentsBy) {
    phrases.push(`${names.length === 1 ? "argument" : "arguments"} ${names.join(", ")} ${action}`);
  }
  return phrases.join("; ");
}

function describe(change: ClassedChange): string {
  const type = (from?: string, to?: string) => `from \`${from ?? ""}\` to \`${to ?? ""}\``;
  if (change.target === "argument") {
    const name = `argument \`${change.argument ?? ""}\``;
    if (change.action === "changed") return `${name} changed type ${type(change.from, change.to)}`;
    return `${name} ${change.action}`;
  }
  if (change.action === "changed") return `type changed ${type(change.from, change.to)}`;
  return change.action === "undeprecated" ? "no longer deprecated" : change.action;
}

function versionLink(date: string): string {
  return `[${formatVersionDate(date)}](${API_CHANGES_FEED.page}#${versionAnchor(date)})`;
}
