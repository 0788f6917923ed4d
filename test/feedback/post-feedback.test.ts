import { describe, expect, it, vi } from "vitest";
import { postFeedback } from "#features/feedback/post-feedback.ts";

const endpoint = "https://feedback.example.com/v1/submissions";
const payload = { kind: "page-feedback", path: "/docs/getting-started", helpful: true, comment: "Clear" } as const;

function answer(status: number, body: string) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status })));
}

describe("postFeedback", () => {
  it("POSTs the payload as JSON without cookies and reports success", async () => {
    const send = answer(201, '{"id":"f1"}');
    await expect(postFeedback(endpoint, payload, { fetch: send, isOnline: () => true })).resolves.toEqual({
      status: "success",
    });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(endpoint);
    expect(init).toMatchObject({
      method: "POST",
      credentials: "omit",
      headers: { "Content-Type": "application/json" },
    });
    expect(JSON.parse(init?.body as string)).toEqual(payload);
  });

  it("passes on the service's error message", async () => {
    const send = answer(400, '{"error":"Email already registered"}');
    await expect(postFeedback(endpoint, payload, { fetch: send, isOnline: () => true })).resolves.toEqual({
      status: "error",
      message: "Email already registered",
    });
  });

  it("copes with an error body that is not JSON", async () => {
    const outcome = await postFeedback(endpoint, payload, {
      fetch: answer(502, "<h1>Bad gateway</h1>"),
      isOnline: () => true,
    });
    expect(outcome).toMatchObject({ status: "error", message: expect.stringContaining("HTTP 502") as unknown });
  });

  it("reports offline without sending when the browser has no connection", async () => {
    const send = answer(200, "");
    await expect(postFeedback(endpoint, payload, { fetch: send, isOnline: () => false })).resolves.toEqual({
      status: "offline",
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("reports offline when the request never gets an answer", async () => {
    const send = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(postFeedback(endpoint, payload, { fetch: send, isOnline: () => true })).resolves.toEqual({
      status: "offline",
    });
  });

  it("gives up after the timeout instead of sending forever", async () => {
    const send = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error));
        }),
    );
    const outcome = await postFeedback(endpoint, payload, { fetch: send, isOnline: () => true, timeoutMs: 10 });
    expect(outcome).toMatchObject({ status: "error", message: expect.stringContaining("took too long") as unknown });
  });

  it("sends nothing to an endpoint that is not a URL, and says so", async () => {
    const send = answer(200, "");
    const outcome = await postFeedback("feedback.example.com", payload, { fetch: send, isOnline: () => true });
    expect(outcome).toMatchInlineSnapshot(`
      {
        "message": "This site's feedback address (“feedback.example.com”) is not a valid URL, so nothing was sent. Please contact us instead.",
        "status": "error",
      }
    `);
    expect(send).not.toHaveBeenCalled();
  });
});
