/** `npm start`: builds the site if there is no build yet, then serves it. PORT and HOST come from the environment. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildPaths, toolEnvironment } from "#build/config/build-paths.ts";
import { createStaticServer } from "#build/server/create-static-server.ts";
import { DOCS_SERVER_PATH } from "#shared/docs-server.ts";

const outDir = resolve(buildPaths.clientDir);
if (!existsSync(join(outDir, "404.html"))) {
  console.log("No build found: building the site first (npm run build)...");
  execSync("npm run build", { stdio: "inherit" });
}
const { port, host } = toolEnvironment;
createStaticServer(outDir).listen(port, host, () => {
  console.log(`Serving the documentation at http://${host}:${port}/docs`);
  console.log(`Docs server for coding assistants (MCP, Streamable HTTP) at http://${host}:${port}${DOCS_SERVER_PATH}`);
});
