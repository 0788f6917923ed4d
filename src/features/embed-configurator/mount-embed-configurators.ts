import { buildEmbed, type EmbedKind } from "#shared/embed-snippet.ts";
import { copyToClipboard } from "#features/clipboard/copy-to-clipboard.ts";
import { EMBED_ATTRIBUTES, EMBED_CLASSES } from "#shared/widget-markup.ts";

/** How long the preview may take to load before the page says the embed host cannot be reached. */
export const PREVIEW_TIMEOUT_MS = 5000;
/** Typing pauses this long before the preview reloads, so it does not reload on every key. */
const PREVIEW_DELAY_MS = 400;

/**
 * Makes every prerendered `section[data-embed-configurator]` under `root` live: edits update the snippet at once and
 * the preview frame shortly after; the copy button copies the snippet. Returns a cleanup function.
 */
export function mountEmbedConfigurators(root: HTMLElement): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>(`section[${EMBED_ATTRIBUTES.configurator}]`)].map(
    mountConfigurator,
  );
  return () => cleanups.forEach((cleanup) => cleanup());
}

function mountConfigurator(section: HTMLElement): () => void {
  const kind = section.getAttribute(EMBED_ATTRIBUTES.configurator) as EmbedKind;
  const shareHost = section.getAttribute(EMBED_ATTRIBUTES.shareHost) ?? "";
  const snippet = section.querySelector<HTMLElement>(`[${EMBED_ATTRIBUTES.snippet}]`);
  const frameBox = section.querySelector<HTMLElement>(`.${EMBED_CLASSES.previewFrame}`);
  const status = section.querySelector<HTMLElement>(`.${EMBED_CLASSES.previewStatus}`);
  const copyButton = section.querySelector<HTMLButtonElement>(`button[${EMBED_ATTRIBUTES.copy}]`);
  const copyStatus = section.querySelector<HTMLElement>(`[${EMBED_ATTRIBUTES.copyStatus}]`);
  const inputs = [...section.querySelectorAll<HTMLInputElement>("input[name]")];
  if (!snippet || !frameBox || !status) return () => undefined;
  const preview = createPreview(frameBox, status, shareHost);
  let previewTimer: number | undefined;

  function update() {
    const values = Object.fromEntries(
      inputs.map((input) => [input.name, input.type === "checkbox" ? (input.checked ? "on" : "") : input.value]),
    );
    const { output, problems } = buildEmbed(kind, values, shareHost);
    for (const input of inputs) {
      const problem = problems.find((p) => p.field === input.name)?.message ?? "";
      const line = section.querySelector<HTMLElement>(`#${CSS.escape(input.id)}-problem`);
      if (line) line.textContent = problem;
      if (problem) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    }
    if (!output) return;
    if (snippet) snippet.textContent = output.snippet;
    window.clearTimeout(previewTimer);
    previewTimer = window.setTimeout(() => preview.show(output.previewSrc, output.previewStyle), PREVIEW_DELAY_MS);
  }

  async function copy() {
    const copied = await copyToClipboard(snippet?.textContent ?? "");
    if (copyButton) copyButton.textContent = copied ? "Copied" : "Copy failed";
    if (copyStatus) copyStatus.textContent = copied ? "Embed code copied" : "The embed code could not be copied";
    window.setTimeout(() => {
      if (copyButton) copyButton.textContent = "Copy";
      if (copyStatus) copyStatus.textContent = "";
    }, 2000);
  }

  const onCopy = () => void copy();
  section.addEventListener("input", update);
  copyButton?.addEventListener("click", onCopy);
  // The embed host is first contacted when the preview is about to be seen, not when the page opens.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      preview.show(frameBox.getAttribute(EMBED_ATTRIBUTES.previewSource) ?? "", undefined);
    },
    { rootMargin: "200px" },
  );
  observer.observe(frameBox);
  return () => {
    observer.disconnect();
    window.clearTimeout(previewTimer);
    section.removeEventListener("input", update);
    copyButton?.removeEventListener("click", onCopy);
    preview.dispose();
  };
}

/**
 * The preview frame: an iframe of the hosted viewer, or, when the reader is offline or the host does not answer
 * within {@link PREVIEW_TIMEOUT_MS}, a sentence saying so (the snippet still works on the reader's own page).
 */
function createPreview(box: HTMLElement, status: HTMLElement, shareHost: string) {
  const frame = document.createElement("iframe");
  frame.title = "Preview of the embedded itinerary";
  frame.allow = "geolocation";
  frame.hidden = true;
  box.append(frame);
  let timer: number | undefined;
  let currentSrc = "";

  const say = (message: string) => {
    status.textContent = message;
    status.hidden = message === "";
  };
  const unreachable = () => {
    frame.hidden = true;
    say(
      `The preview could not load: ${new URL(shareHost).host} did not answer. The code below still works once it is on your page.`,
    );
  };
  const offline = () => {
    window.clearTimeout(timer);
    frame.hidden = true;
    say("You are offline, so the preview cannot load. The code below still works once it is on your page.");
  };
  const onLoad = () => {
    window.clearTimeout(timer);
    frame.hidden = false;
    say("");
  };
  const load = () => {
    if (!navigator.onLine) return offline();
    say("Loading the preview…");
    window.clearTimeout(timer);
    timer = window.setTimeout(unreachable, PREVIEW_TIMEOUT_MS);
    frame.src = currentSrc;
  };
  frame.addEventListener("load", onLoad);
  window.addEventListener("offline", offline);
  window.addEventListener("online", load);

  return {
    show(src: string, style: Record<string, string> | undefined) {
      if (style)
        box.setAttribute(
          "style",
          Object.entries(style)
            .map(([name, value]) => `${name}:${value}`)
            .join(";"),
        );
      if (!src || src === currentSrc) return;
      currentSrc = src;
      load();
    },
    dispose() {
      window.clearTimeout(timer);
      frame.removeEventListener("load", onLoad);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", load);
      frame.remove();
    },
  };
}
