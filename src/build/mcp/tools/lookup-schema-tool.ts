import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLNamedType } from "graphql";
import { loadSchema } from "#build/graphql/load-schema.ts";
import { enumValueAnchor, fieldHref, typeHref } from "#build/graphql/schema-reference-path.ts";
import { closestNames } from "../closest-names.ts";
import { assertBuilt, publicUrl, readMarkdownExport, type DocsSite } from "../docs-site.ts";
import { findFieldUsers, type FieldUser } from "../field-usage.ts";
import { extractMemberEntry } from "../reference-entry.ts";
import { answer, answerOrRefuse, refusal } from "../tool-result.ts";

const NAME = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?$/;

/** A type's fields, input fields or enum values: what may follow `Type.`. */
function membersOf(type: GraphQLNamedType): string[] {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return Object.keys(type.getFields());
  if (isEnumType(type)) return type.getValues().map((value) => value.name);
  return [];
}

function userList(site: DocsSite, users: FieldUser[] | undefined, none: string): string {
  if (!users?.length) return none;
  return users
    .map((user) => {
      const count = user.examples > 1 ? ` (${user.examples} examples)` : "";
      return `- [${user.title}](${publicUrl(site, user.path)}) (\`${user.path}\`)${count}`;
    })
    .join("\n");
}

/** `lookup_schema`: a type's or member's entry in the generated schema reference, with who uses it. */
export function registerLookupSchema(server: McpServer, site: DocsSite): void {
  server.registerTool(
    "lookup_schema",
    {
      title: "Look up a schema type or field",
      description:
        "Look up a GraphQL type (`Itinerary`) or a field, input field or enum value (`Itinerary.title`) in the " +
        "schema reference. A type gives its whole entry with its fields, what uses it and the guides that use it; " +
        "a field gives its entry with the guides and example operations that select it.",
      inputSchema: {
        name: z
          .string({
            error: "lookup_schema needs `name`: a type such as `Itinerary` or a field such as `Itinerary.title`.",
          })
          .trim()
          .regex(NAME, "`name` must be a type such as `Itinerary` or a field such as `Itinerary.title`."),
      },
    },
    ({ name }) =>
      answerOrRefuse(() => {
        assertBuilt(site);
        const { schema } = loadSchema(site.schemaDir);
        const [, typeName = "", member] = NAME.exec(name) ?? [];
        const type = schema.getType(typeName);
        if (!type || typeName.startsWith("__")) {
          const names = Object.keys(schema.getTypeMap()).filter((known) => !known.startsWith("__"));
          const suggestions = closestNames(typeName, names).map((known) => `\`${known}\``);
          return refusal(`The schema has no type \`${typeName}\`. Did you mean ${suggestions.join(", ")}?`);
        }
        const page = readMarkdownExport(site, typeHref(type.name));
        if (page === undefined) {
          return refusal(
            `The build has no reference page for \`${type.name}\` (${typeHref(type.name)}.md): run \`npm run build\`.`,
          );
        }
        if (!member) return answer(page, { type: type.name, url: publicUrl(site, typeHref(type.name)) });

        const members = membersOf(type);
        if (!members.includes(member)) {
          const suggestions = closestNames(member, members).map((known) => `\`${type.name}.${known}\``);
          const hint = suggestions.length ? ` Did you mean ${suggestions.join(", ")}?` : "";
          return refusal(`\`${type.name}\` has no field or value \`${member}\`.${hint}`);
        }
        const entry = extractMemberEntry(page, type.name, member);
        if (!entry)
          return refusal(
            `The reference page of \`${type.name}\` has no entry for \`${member}\`: run \`npm run build\`.`,
          );
        const key = `${type.name}.${member}`;
        const href = isEnumType(type)
          ? `${typeHref(type.name)}#${enumValueAnchor(member)}`
          : fieldHref(type.name, member);
        const url = publicUrl(site, href);
        const onPage = `On the reference page of [${type.name}](${publicUrl(site, typeHref(type.name))}): ${url}`;
        // Examples select fields; an enum value is only written, so tracing selections says nothing about it.
        if (isEnumType(type)) return answer(`${entry}\n\n${onPage}`, { type: type.name, member, url });
        const users = findFieldUsers(site, schema, type.name, member);
        const markdown = [
          entry,
          onPage,
          `## In the guides\n\n${userList(site, users.guides, `No guide example selects \`${key}\`.`)}`,
          `## Example operations\n\n${userList(site, users.operations, `No example operation selects \`${key}\`.`)}`,
        ].join("\n\n");
        return answer(markdown, {
          type: type.name,
          member,
          url,
          guides: users.guides,
          operations: users.operations,
        });
      }),
  );
}
