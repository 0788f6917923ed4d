/**
 * Where the generated schema reference lives and how its entries are addressed; shared by the pages, the code links
 * and the operation checker in the browser. Runtime-neutral.
 */
export const SCHEMA_REFERENCE_PATH = "/docs/graphql/schema";

/** The reference page of a named type, such as `/docs/graphql/schema/Itinerary`. */
export function typeHref(typeName: string): string {
  return `${SCHEMA_REFERENCE_PATH}/${typeName}`;
}

/** The anchor of a field, input field or argument-bearing root field on its type's page (`field-title`). */
export function fieldAnchor(fieldName: string): string {
  return `field-${fieldName}`;
}

/** The anchor of an enum value on its enum's page (`value-DRAFT`). */
export function enumValueAnchor(valueName: string): string {
  return `value-${valueName}`;
}

/** The reference entry of one field, such as `/docs/graphql/schema/Itinerary#field-title`. */
export function fieldHref(typeName: string, fieldName: string): string {
  return `${typeHref(typeName)}#${fieldAnchor(fieldName)}`;
}
