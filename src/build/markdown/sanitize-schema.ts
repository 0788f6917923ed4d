import { defaultSchema, type Options } from "rehype-sanitize";

/**
 * Allowlist for the HTML that Markdown produces. Raw HTML is already rejected; this keeps
 * `javascript:` and `data:` URLs and unexpected attributes out even if a plugin misbehaves.
 */
export const sanitizeSchema: Options = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: "",
  tagNames: [...(defaultSchema.tagNames ?? []), "aside", "figure", "figcaption", "button"],
  attributes: {
    ...defaultSchema.attributes,
    "*": [
      ...(defaultSchema.attributes?.["*"] ?? []),
      "className",
      "role",
      "hidden",
      "tabIndex",
      "style",
      "id",
      "data*",
      ...["ariaLabel", "ariaHidden", "ariaSelected", "ariaControls", "ariaLabelledBy"],
    ],
    button: ["type"],
    // The defaults allow only the task-list class on lists; the map's stop list has its own.
    ol: ["className", "start"],
    ul: ["className"],
    li: ["className"],
    code: [...(defaultSchema.attributes?.code ?? []), "className"],
  },
  protocols: { href: ["http", "https", "mailto"], src: ["http", "https"] },
};
