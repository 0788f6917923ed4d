/** The AI assistants a page can be opened in; their URL formats live here and nowhere else. */
const ASSISTANTS = [
  { name: "ChatGPT", base: "https://chatgpt.com/" },
  { name: "Claude", base: "https://claude.ai/new" },
] as const;

/** One "Open in …" action. */
export interface AssistantLink {
  name: string;
  href: string;
}

/** The prompt an assistant opens with: it names the page's Markdown address, so the assistant reads the source. */
export function buildAssistantPrompt(markdownAddress: string): string {
  return `Read ${markdownAddress} and help me with questions about it.`;
}

/**
 * "Open in ChatGPT" and "Open in Claude" links for one page. `siteUrl` is the configured public address of the site
 * and `markdownPath` the page's Markdown export (`/docs/….md`).
 */
export function buildAssistantLinks(siteUrl: string, markdownPath: string): AssistantLink[] {
  if (!markdownPath.startsWith("/")) {
    throw new Error(`Markdown path \`${markdownPath}\` must start with "/", e.g. \`/docs/embed.md\`.`);
  }
  const address = `${siteUrl.replace(/\/+$/, "")}${markdownPath}`;
  const prompt = encodeURIComponent(buildAssistantPrompt(address));
  return ASSISTANTS.map((assistant) => ({ name: assistant.name, href: `${assistant.base}?q=${prompt}` }));
}
