/** The structure of a published GraphQL type reference, without any of its prose. */

/** Sections of the reference; `Query` and `Mutation` are objects named after their section. */
export type ReferenceTypeKind = "object" | "input" | "enum" | "scalar" | "interface" | "union";

/** An argument of a field, with its type written as in SDL (`[ID!]!`). */
export interface ReferenceArgument {
  name: string;
  type: string;
  deprecated: boolean;
}

/** A field of an object or interface, or an input field (which has no arguments). */
export interface ReferenceField {
  name: string;
  type: string;
  deprecated: boolean;
  arguments: ReferenceArgument[];
}

/** A value of an enum. */
export interface ReferenceEnumValue {
  name: string;
  deprecated: boolean;
}

/** One named type: objects, interfaces and inputs have `fields`, enums have `values`. */
export interface ReferenceType {
  name: string;
  kind: ReferenceTypeKind;
  fields?: ReferenceField[];
  values?: ReferenceEnumValue[];
}

/** Every type of a schema, in the order the reference lists them. */
export interface ReferenceModel {
  types: ReferenceType[];
  /**
   * Types that fields refer to but the reference never lists (its generator leaves out unions):
   * the schema must define them, but their kind and members are not known.
   */
  undocumentedTypes: string[];
}
