import { describe, expect, it } from "vitest";
import { readListenArguments } from "#build/dev-server/run-dev-server.ts";

const defaults = { port: 3000, host: "localhost" };

describe("readListenArguments", () => {
  it("takes the port and host from the environment's values when no argument names them", () => {
    expect(readListenArguments([], { port: 4100, host: "0.0.0.0" })).toEqual({ port: 4100, host: "0.0.0.0" });
  });

  it("lets --port and --host win, written with a space or an equals sign", () => {
    expect(readListenArguments(["--port", "4200", "--host", "127.0.0.1"], defaults)).toEqual({
      port: 4200,
      host: "127.0.0.1",
    });
    expect(readListenArguments(["--port=4300"], defaults)).toEqual({ port: 4300, host: "localhost" });
  });

  it("fails with the fix when the port is not a number", () => {
    expect(() => readListenArguments(["--port", "web"], defaults)).toThrowErrorMatchingInlineSnapshot(
      `[Error: npm run dev: \`--port web\` is not a port number. Write it as \`--port 5173\`.]`,
    );
  });
});
