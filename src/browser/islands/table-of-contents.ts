import { islandSelector } from "#shared/page-islands.ts";

/**
 * Marks, in every table of contents, the heading the reader is in: the last one scrolled past the top quarter of
 * the window (the last heading once the page is scrolled to the end). The first mark waits for the first frame, whose
 * layout it reads, so that running this script never lays the page out on its own (a long task on a slow phone).
 */
export function followTableOfContents(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`${islandSelector("toc")} a[href^="#"]`)];
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  if (ids.length === 0) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const line = window.innerHeight / 4;
    let current = ids[0];
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && element.getBoundingClientRect().top <= line) current = id;
    }
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const active = atBottom ? ids[ids.length - 1] : current;
    for (const link of links) {
      if (decodeURIComponent(link.hash.slice(1)) === active) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
}
