import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Relative imports: the import rewrite keeps them to the importing file's folder and below (`./`). */
const LOCAL = ["\\./"];
/** Source areas code running in the browser may use. */
const BROWSER_AREAS = ["#shared/", "#browser/", "#app/components/", "#app/hooks/", "#app/styles/"];
/** npm packages the browser bundle may contain (each a regular expression over the import specifier). */
const BROWSER_PACKAGES = [
  "react$",
  "react/",
  "react-dom$",
  "react-dom/client$",
  "@codemirror/",
  "@lezer/",
  "cm6-graphql$",
  "graphql$",
  "graphql-language-service$",
  "maplibre-gl($|/)",
  "geojson$",
];

export default tseslint.config(
  { ignores: ["build/", ".cache/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks a parameter kept for its signature.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // A focused test silently skips every other one.
    files: ["test/**/*.{ts,tsx}", "e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression > MemberExpression.callee[property.name='only']",
          message: "Remove `.only`: a focused test skips every other test in the run.",
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The browser bundle (src/browser): an allow-list, so a new kind of import is a decision, not an accident.
    // tsconfig.json in src/browser (DOM types only) is the other guard: Node APIs do not type-check there.
    files: ["src/browser/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(?!${[...LOCAL, ...BROWSER_AREAS, ...BROWSER_PACKAGES].join("|")})`,
              message:
                "The browser bundle may import only src/browser, src/shared, app's components, hooks and styles, and the packages listed in eslint.config.js (BROWSER_PACKAGES).",
            },
          ],
        },
      ],
    },
  },
  {
    // Runtime-neutral code both sides import: nothing from either side (src/shared/tsconfig.json has no Node or DOM types).
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(?!${[...LOCAL, "#shared/", "fastest-levenshtein$"].join("|")})`,
              message:
                "src/shared may import only src/shared and runtime-neutral packages: it is what build and browser agree on.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components and hooks render at build time and, some of them, in islands: build-time modules reach them only
    // through the document's data (app/data/*.server.ts, assembled by the build and passed in by app/render-document.tsx).
    files: ["app/components/**/*.{ts,tsx}", "app/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(?!${[...LOCAL, ...BROWSER_AREAS, "#app/data/(?![^/]*\\.server)", ...BROWSER_PACKAGES].join("|")})`,
              message:
                "Components and hooks may import src/browser, src/shared, app's components, hooks, styles and non-server data modules and the packages listed in eslint.config.js (BROWSER_PACKAGES).",
            },
          ],
        },
      ],
    },
  },
);
