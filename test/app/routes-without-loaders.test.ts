import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The route modules React Router builds: the root and every file under app/routes. */
const ROUTE_MODULES = ["app/root.tsx", ...readdirSync("app/routes").map((file) => join("app/routes", file))];

describe("route modules (docs/decisions/0011)", () => {
  it("export no loader or meta: a loader makes React Router prerender each path twice", async () => {
    expect(ROUTE_MODULES.length).toBeGreaterThan(1);
    for (const file of ROUTE_MODULES) {
      // What the module exports, as React Router sees it, however the export is written.
      const exported = Object.keys((await import(`../../${file}`)) as Record<string, unknown>);
      expect(exported, file).toContain("default");
      for (const name of ["loader", "clientLoader", "meta"]) expect(exported, file).not.toContain(name);
    }
  });
});
