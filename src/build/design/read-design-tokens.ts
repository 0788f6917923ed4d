import { readFileSync } from "node:fs";

/** One design token with its light and (when different) dark value. */
export interface DesignToken {
  name: string;
  light: string;
  dark?: string;
}

/** Reads the colour and font tokens from the site's token stylesheet, for the brand-styling pages. */
export function readDesignTokens(cssFile: string): {
  colors: DesignToken[];
  fonts: DesignToken[];
  sizes: DesignToken[];
} {
  const css = readFileSync(cssFile, "utf8");
  const light = declarations(/:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "");
  const dark = declarations(/:root\[data-theme="dark"\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? "");
  const tokens = [...light].map(([name, value]) => ({ name, light: value, dark: dark.get(name) }));
  return {
    colors: tokens.filter((t) => t.name.startsWith("--color-")),
    fonts: tokens.filter((t) => t.name.startsWith("--font-") && !t.name.startsWith("--font-size")),
    sizes: tokens.filter((t) => t.name.startsWith("--font-size-")),
  };
}

function declarations(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) map.set(match[1] ?? "", (match[2] ?? "").trim());
  return map;
}
