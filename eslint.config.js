import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      // Route loaders throw Responses: that is how React Router expresses a 404.
      // A leading underscore marks a parameter kept for its signature.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
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
    // Build-time code must never reach the browser bundle.
    files: ["app/**/*.{ts,tsx}"],
    // entry.server.tsx only ever runs in Node, at build time.
    ignores: ["app/**/*.server.ts", "app/entry.server.tsx", "app/root.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/lib/pipeline/*",
                "**/lib/markdown/*",
                "**/lib/site-cache/*",
                "**/lib/config/resolve-site-config*",
                "node:*",
              ],
              message: "Build-time modules must not be imported by browser code; read them in a *.server.ts loader.",
            },
          ],
        },
      ],
    },
  },
);
