import { SECURITY_HEADERS } from "#build/server/security-headers.ts";

/** The `_headers` file (Netlify and Cloudflare Pages): common security headers, then each page's policy. */
export function formatHeadersFile(policies: Map<string, string>): string {
  const common = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  const lines = ["/*", ...common, "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""];
  for (const [path, policy] of policies) lines.push(path, `  Content-Security-Policy: ${policy}`, "");
  return lines.join("\n");
}

/** Reads the per-path Content-Security-Policy entries back from a `_headers` file. */
export function parseHeadersPolicies(text: string): Map<string, string> {
  const policies = new Map<string, string>();
  let path = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) path = line.trim();
    const match = /^\s+Content-Security-Policy:\s*(.+)$/.exec(line);
    if (match && path) policies.set(path, match[1] ?? "");
  }
  return policies;
}
