import { type RouteConfig, route } from "@react-router/dev/routes";

// One route renders every node of the documentation tree; the tree decides what each path is.
export default [route("*", "routes/doc-page.tsx")] satisfies RouteConfig;
