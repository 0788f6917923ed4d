let lastCopied: string | undefined;

/** Copies text to the clipboard; returns whether it worked, warning when it cannot. */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) {
    console.warn("Clipboard not supported");
    return false;
  }
  try {
    await clipboard.writeText(text);
    lastCopied = text;
    return true;
  } catch (error) {
    console.warn("Copy failed", error);
    return false;
  }
}

/** The last text copied successfully, if any. */
export function getLastCopied(): string | undefined {
  return lastCopied;
}
