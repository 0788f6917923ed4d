/** The variables object to send, or why the text typed into the variables field cannot be sent. */
export type ParsedVariables = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** Reads the variables field: empty means no variables; otherwise it must be a JSON object. */
export function parseVariables(text: string): ParsedVariables {
  if (text.trim() === "") return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");
    return {
      ok: false,
      message: `The variables are not valid JSON: ${reason}. Fix the JSON, or empty the field to send no variables.`,
    };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      message:
        `The variables must be a JSON object such as \`{ "id": "…" }\`, not ${describeJsonValue(value)}. ` +
        "Key each value by its variable name, without the `$`.",
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

function describeJsonValue(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "`null`";
  return `the ${typeof value} \`${JSON.stringify(value)}\``;
}
