import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** A tool's answer: Markdown for the assistant to read, and the same facts as data when there are any. */
export function answer(markdown: string, data?: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: markdown }], ...(data ? { structuredContent: data } : {}) };
}

/** A call the tool cannot answer (bad input, missing build): what is wrong and what to do instead. */
export function refusal(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

/** Runs a tool's work, turning a thrown error (a missing build, an unreadable file) into a refusal that says why. */
export async function answerOrRefuse(work: () => CallToolResult | Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    return refusal(error instanceof Error ? error.message : String(error));
  }
}
