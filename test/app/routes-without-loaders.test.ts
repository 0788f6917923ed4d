import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The route modules React Router builds: the root and every file under app/routes. */
const ROUTE_MODULES = ["app/root.tsx", ...readdirSync("app/routes").map((file) => join("app/routes", file))];

describe("route modules (docs/decisions/0011)", () => {
  it("export no loader or meta: a loader makes React Router prerender each path twice", () => {
    expect(ROUTE_MODULES.length).toBeGreaterThan(1);
    for (const file of ROUTE_MODULES) {
      const source = readFileSync(file, "utf8");
      expect(source, file).not.toMatch(/export (async )?(function|const) (loader|clientLoader|meta)\b/);
    }
  });
});
