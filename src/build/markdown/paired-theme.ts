import type { ShikiTransformer, ThemeRegistration, ThemedToken } from "shiki";

/** A light and a dark theme, tokenized as one (`pairThemes`). */
export interface PairedTheme {
  /** The theme to tokenize with: the two themes' rules, each coloured with a stand-in for its pair of colours. */
  theme: ThemeRegistration & { name: string };
  /** Rewrites tokens and `<pre>` as Shiki's own two-theme output (`themes: { light, dark }`, no default colour). */
  transformer: ShikiTransformer;
}

/** Shiki's font-style bits (its `FontStyle` enum) and the CSS each one stands for. */
const FONT_STYLES = [
  { bit: 1, key: "font-style", value: "italic" },
  { bit: 2, key: "font-weight", value: "bold" },
] as const;
const DECORATIONS = [
  { bit: 4, value: "underline" },
  { bit: 8, value: "line-through" },
] as const;

type ThemeRule = NonNullable<ThemeRegistration["settings"]>[number];
const COLOUR_KEYS = ["foreground", "background"] as const;

/**
 * Shiki tokenizes a code block once per theme, and tokenizing is most of its cost. GitHub's light and dark themes give
 * colours to the same scopes, rule for rule; only the colours differ. So the block is tokenized once, with a theme that
 * has those rules and one stand-in colour per distinct pair of colours, and each stand-in is then replaced by the CSS
 * variables Shiki writes for two themes. Throws if the two themes' rules do not line up, naming the first that differs.
 */
export function pairThemes(light: ThemeRegistration, dark: ThemeRegistration): PairedTheme {
  const lightRules = rulesOf(light);
  const darkRules = rulesOf(dark);
  if (lightRules.length !== darkRules.length) {
    throw new Error(
      `${light.name} has ${lightRules.length} colour rules and ${dark.name} ${darkRules.length}: they cannot be ` +
        "tokenized as one (src/build/markdown/paired-theme.ts). Pick two themes built from one template.",
    );
  }
  const pairs = new Map<string, string>();
  const standIns = new Map<string, [string, string]>();
  const standInFor = (lightColour: string, darkColour: string): string => {
    const key = `${lightColour.toUpperCase()} ${darkColour.toUpperCase()}`;
    let standIn = pairs.get(key);
    if (!standIn) {
      standIn = `#${pairs.size.toString(16).padStart(6, "0").toUpperCase()}`;
      pairs.set(key, standIn);
      standIns.set(standIn, [lightColour.toUpperCase(), darkColour.toUpperCase()]);
    }
    return standIn;
  };
  const lightForeground = editorColour(light, "foreground");
  const darkForeground = editorColour(dark, "foreground");
  const defaultStandIn = standInFor(lightForeground, darkForeground);
  const settings = lightRules.map((rule, index) => {
    const other = darkRules[index];
    const sameShape =
      other !== undefined &&
      JSON.stringify(rule.scope) === JSON.stringify(other.scope) &&
      rule.settings.fontStyle === other.settings.fontStyle &&
      COLOUR_KEYS.every((key) => (rule.settings[key] === undefined) === (other.settings[key] === undefined));
    if (!sameShape) {
      throw new Error(
        `Colour rule ${index + 1} of ${light.name} (${JSON.stringify(rule.scope)}) does not match ${dark.name}'s ` +
          `(${JSON.stringify(other?.scope)}): the two themes cannot be tokenized as one (src/build/markdown/paired-theme.ts).`,
      );
    }
    // Backgrounds are not written out, but they split tokens as they do for each theme alone.
    const colours: Record<string, string> = {};
    for (const key of COLOUR_KEYS) {
      const lightColour = rule.settings[key];
      const darkColour = other.settings[key];
      if (lightColour !== undefined && darkColour !== undefined) colours[key] = standInFor(lightColour, darkColour);
    }
    const fontStyle = rule.settings.fontStyle === undefined ? {} : { fontStyle: rule.settings.fontStyle };
    return { ...rule, settings: { ...fontStyle, ...colours } };
  });
  const rootStyle = [
    `--shiki-light:${lightForeground}`,
    `--shiki-dark:${darkForeground}`,
    `--shiki-light-bg:${editorColour(light, "background")}`,
    `--shiki-dark-bg:${editorColour(dark, "background")}`,
  ].join(";");
  const themeClass = `shiki shiki-themes ${light.name} ${dark.name}`;

  const theme: ThemeRegistration & { name: string } = {
    name: `${light.name}+${dark.name}`,
    type: "light",
    colors: { "editor.foreground": defaultStandIn, "editor.background": "#FFFFFF" },
    settings: [{ settings: { foreground: defaultStandIn } }, ...settings],
  };
  // One style object per colour and font style, shared by every token that has them: a page has thousands of tokens
  // and a few dozen styles (highlighter.ts names each style's class once, by this object).
  const styles = new Map<string, Record<string, string>>();
  const transformer: ShikiTransformer = {
    name: "paired-theme",
    tokens(lines) {
      for (const line of lines) {
        for (const token of line) {
          const key = `${token.color ?? ""} ${token.fontStyle ?? 0}`;
          let style = styles.get(key);
          if (!style) {
            style = pairedStyle(token, standIns);
            styles.set(key, style);
          }
          token.htmlStyle = style;
        }
      }
    },
    pre(node) {
      node.properties.class = themeClass;
      node.properties.style = rootStyle;
    },
  };
  return { theme, transformer };
}

/** A token's style as Shiki writes it for two themes: each colour and font style as a `--shiki-light/dark` variable. */
function pairedStyle(token: ThemedToken, standIns: Map<string, [string, string]>): Record<string, string> {
  const colours = token.color ? standIns.get(token.color.toUpperCase()) : undefined;
  if (token.color && !colours) throw new Error(`paired theme: the colour ${token.color} is no stand-in`);
  const fontStyle = token.fontStyle ?? 0;
  const styles: Record<string, string> = {};
  if (colours) styles.color = "";
  for (const { bit, key, value } of FONT_STYLES) if (fontStyle & bit) styles[key] = value;
  const decorations = DECORATIONS.filter(({ bit }) => fontStyle & bit).map(({ value }) => value);
  if (decorations.length > 0) styles["text-decoration"] = decorations.join(" ");
  const result: Record<string, string> = {};
  for (const [index, variant] of (["light", "dark"] as const).entries()) {
    for (const [key, value] of Object.entries(styles)) {
      const name = key === "color" ? `--shiki-${variant}` : `--shiki-${variant}-${key}`;
      result[name] = key === "color" ? (colours?.[index] ?? "inherit") : value;
    }
  }
  return result;
}

function rulesOf(theme: ThemeRegistration): ThemeRule[] {
  const rules = theme.tokenColors ?? theme.settings ?? [];
  // A rule without a scope sets the theme's defaults; the editor colours below stand for those.
  return rules.filter((rule) => rule.scope !== undefined);
}

function editorColour(theme: ThemeRegistration, which: "foreground" | "background"): string {
  const colour = theme.colors?.[`editor.${which}`];
  if (!colour) throw new Error(`${theme.name} has no editor.${which} colour, which paired themes need.`);
  return colour;
}
