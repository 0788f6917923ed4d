import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Relative imports: the import rewrite keeps them to the importing file's folder and below (`./`). */
const LOCAL = ["\\./"];
/**
 * Who may import whom (docs/decisions/0018): app (the page shell, rendered in Node) and src/browser (the islands' boot
 * and page-wide islands) both use src/features (each feature's logic, mounting, React parts, hooks and styles) and
 * src/shared; neither imports the other, and features import neither.
 */
const FEATURE_AREAS = ["#shared/", "#features/"];
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
  { ignores: ["build/", ".cache/", "node_modules/", "test-results/", "playwright-report/"] },
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
    files: ["app/**/*.tsx", "src/features/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The browser bundle's own code (src/browser): an allow-list, so a new kind of import is a decision, not an
    // accident. tsconfig.json in src/browser (DOM types only) is the other guard: Node APIs do not type-check there.
    files: ["src/browser/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(?!${[...LOCAL, ...FEATURE_AREAS, "#browser/", ...BROWSER_PACKAGES].join("|")})`,
              message:
                "src/browser may import only src/browser, src/features, src/shared and the packages listed in eslint.config.js (BROWSER_PACKAGES); never app/, which renders pages in Node.",
            },
          ],
        },
      ],
    },
  },
  {
    // Features (src/features) render in the page's prerender and in the browser: what both may run, nothing of either
    // side's own code. tsconfig.json there has DOM types only.
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(?!${[...LOCAL, ...FEATURE_AREAS, ...BROWSER_PACKAGES].join("|")})`,
              message:
                "A feature may import only src/features, src/shared and the packages listed in eslint.config.js (BROWSER_PACKAGES); never app/ or src/browser, which import features.",
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
              regex: `^(?!${[...LOCAL, "#shared/", "fastest-levenshtein$", "graphql$"].join("|")})`,
              message:
                "src/shared may import only src/shared and runtime-neutral packages: it is what build and browser agree on.",
            },
          ],
        },
      ],
    },
  },
  {
    // Build-time code reads what the browser runs only where it is the same logic (search's ranking, in src/features).
    // Of app/ it uses only the document's data modules, with which it assembles what renderDocument renders (the app's
    // components reach it only through the server bundle, docs/decisions/0014).
    files: ["src/build/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#browser/|^#app/(?!data/)",
              message:
                "src/build may not import src/browser or app/ (but app/data, the document's data): logic both run belongs in src/features or src/shared.",
            },
          ],
        },
      ],
    },
  },
  {
    // The page shell (root, routes, entry, data) never reaches the islands' boot: the browser's code reaches the page
    // through src/features and the page's data (src/shared/page-islands.ts).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#browser/",
              message: "app/ may not import src/browser: what both need belongs in src/features or src/shared.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components and hooks render at build time: build-time modules reach them only through the document's data
    // (app/data/*.server.ts, assembled by the build and passed in by app/render-document.tsx).
    files: ["app/components/**/*.{ts,tsx}", "app/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(?!${[...LOCAL, ...FEATURE_AREAS, "#app/components/", "#app/hooks/", "#app/styles/", "#app/data/(?![^/]*\\.server)", ...BROWSER_PACKAGES].join("|")})`,
              message:
                "Components and hooks may import src/features, src/shared, app's components, hooks, styles and non-server data modules and the packages listed in eslint.config.js (BROWSER_PACKAGES); never src/browser.",
            },
          ],
        },
      ],
    },
  },
);
