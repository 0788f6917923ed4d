import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createStaticServer } from "#build/server/create-static-server.ts";

/** Serves a built site on a free localhost port, exactly as `npm start` would. */
export async function serveBuild(clientDir: string): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const app = createStaticServer(clientDir).listen(0, "127.0.0.1");
  const server = app.server;
  if (!server)
    throw new Error("Internal error (a bug in the site code, not in your content): polka created no server.");
  if (!server.listening) await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
