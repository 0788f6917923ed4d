// The reference's addresses are shared with the browser (the operation checker links its findings to them).
export * from "#shared/schema-reference-path.ts";
