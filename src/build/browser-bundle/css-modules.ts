import type { CSSModulesOptions } from "vite";

/**
 * CSS Modules settings shared by React Router's build (which prerenders the markup) and the browser bundle (whose
 * islands render the same components again): the class names depend only on the file and the class, so both builds
 * name every class alike.
 */
export const CSS_MODULES: CSSModulesOptions = { generateScopedName: "[name]_[local]_[hash:base64:6]" };
