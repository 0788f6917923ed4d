import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One canned answer the server gives instead of its usual `201 { "ok": true }`. */
export interface CannedResponse {
  status: number;
  body?: unknown;
}

/** A feedback service for the e2e suite: records what it receives and fails on request. */
export interface FeedbackTestServer {
  /** The server's own address, on 127.0.0.1 and a free port. */
  url: string;
  /** The JSON bodies received, in order. */
  received: unknown[];
  /** Answers the next submissions with these responses, one each, before going back to success. */
  failNext(...responses: CannedResponse[]): void;
  /**
   * Holds every answer back until the returned function is called, so a test can look at the page while a submission
   * is in flight for as long as it needs, however slow the machine.
   */
  holdAnswers(): () => void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
};

/** Starts a feedback test server; close it when the test ends. */
export async function startFeedbackTestServer(): Promise<FeedbackTestServer> {
  const received: unknown[] = [];
  const canned: CannedResponse[] = [];
  let held: Promise<void> | undefined;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === "OPTIONS") return reply(response, { status: 204 });
    if (request.method !== "POST") return reply(response, { status: 405, body: { error: "Use POST" } });
    const text = await readBody(request);
    try {
      received.push(JSON.parse(text) as unknown);
    } catch {
      return reply(response, { status: 400, body: { error: `Body is not JSON: ${text.slice(0, 80)}` } });
    }
    await held;
    reply(response, canned.shift() ?? { status: 201, body: { ok: true } });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      reply(response, { status: 500, body: { error: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    failNext: (...responses) => canned.push(...responses),
    holdAnswers: () => {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function reply(response: ServerResponse, { status, body }: CannedResponse) {
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...(body === undefined ? {} : { "Content-Type": "application/json" }),
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
