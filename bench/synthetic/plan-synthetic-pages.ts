import { ACTIONS, QUALIFIERS, SUBJECTS } from "./vocabulary.ts";

/** Where the synthetic section lives in the site. */
export const SYNTHETIC_ROOT = "/docs/synthetic";

/** Topics per area and pages per topic: a realistic fan-out, so the sidebar stays a readable tree. */
const FAN_OUT = 10;

/** One planned page of the synthetic section. */
export interface SyntheticPage {
  path: string;
  /** File relative to the content folder, such as `docs/synthetic/index.md`. */
  file: string;
  title: string;
  /** 1-10, as the front-matter schema requires. */
  weight: number;
  kind: "section" | "area" | "topic" | "page";
  parent?: string;
  children: string[];
}

/** Plans `count` synthetic pages: the section, then areas of 10 topics of 10 pages, filled in order. */
export function planSyntheticPages(count: number): SyntheticPage[] {
  const pages: SyntheticPage[] = [];
  const byPath = new Map<string, SyntheticPage>();
  const add = (page: Omit<SyntheticPage, "children">) => {
    if (pages.length >= count) return;
    if (page.parent) byPath.get(page.parent)?.children.push(page.path);
    const planned = { ...page, children: [] };
    pages.push(planned);
    byPath.set(planned.path, planned);
  };
  add({ path: SYNTHETIC_ROOT, file: "docs/synthetic/index.md", title: "Synthetic pages", weight: 10, kind: "section" });
  for (let area = 0; pages.length < count; area++) {
    const areaPath = `${SYNTHETIC_ROOT}/${slugPart("area", area, titleOf(area, 0))}`;
    add({
      path: areaPath,
      file: `${areaPath.slice(1)}/index.md`,
      title: titleOf(area, 0),
      weight: weightOf(area),
      kind: "area",
      parent: SYNTHETIC_ROOT,
    });
    for (let topic = 0; topic < FAN_OUT && pages.length < count; topic++) {
      const topicTitle = topicTitleOf(area, topic);
      const topicPath = `${areaPath}/${slugPart("topic", topic, topicTitle)}`;
      add({
        path: topicPath,
        file: `${topicPath.slice(1)}/index.md`,
        title: topicTitle,
        weight: weightOf(topic),
        kind: "topic",
        parent: areaPath,
      });
      for (let leaf = 0; leaf < FAN_OUT && pages.length < count; leaf++) {
        const leafTitle = pageTitleOf(area, topic, leaf);
        const leafPath = `${topicPath}/${slugPart("page", leaf, leafTitle)}`;
        add({
          path: leafPath,
          file: `${leafPath.slice(1)}.md`,
          title: leafTitle,
          weight: weightOf(leaf),
          kind: "page",
          parent: topicPath,
        });
      }
    }
  }
  return pages;
}

function titleOf(area: number, offset: number): string {
  return `${QUALIFIERS[(area + offset) % QUALIFIERS.length]} ${SUBJECTS[(area * 7 + offset) % SUBJECTS.length]}`;
}

function topicTitleOf(area: number, topic: number): string {
  const action = ACTIONS[(area + topic) % ACTIONS.length] ?? "list";
  return `${capitalise(action)} ${titleOf(area, topic + 1).toLowerCase()}`;
}

function pageTitleOf(area: number, topic: number, leaf: number): string {
  const subject = SUBJECTS[(area * 3 + topic * 5 + leaf) % SUBJECTS.length] ?? "itineraries";
  const action = ACTIONS[(topic + leaf * 3) % ACTIONS.length] ?? "list";
  return `${capitalise(action)} ${subject} ${area + 1}.${topic + 1}.${leaf + 1}`;
}

function slugPart(prefix: string, index: number, title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .trim()
    .split(/\s+/)
    .slice(0, 3);
  return `${prefix}-${String(index + 1).padStart(2, "0")}-${words.join("-")}`;
}

function weightOf(index: number): number {
  return (index % 10) + 1;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The page the scale benchmark measures inside the synthetic section: the first leaf page, which every size plans
 * (pages are planned in order), so the same page is compared while its section grows around it.
 */
export function syntheticProbePath(): string {
  const { plan, index } = probeInPlan();
  return plan[index]!.path;
}

/** How many synthetic pages a size must plan to hold the probe page: it and the section, area and topic before it. */
export function syntheticPagesUpToProbe(): number {
  return probeInPlan().index + 1;
}

function probeInPlan(): { plan: SyntheticPage[]; index: number } {
  const plan = planSyntheticPages(FAN_OUT * 3);
  const index = plan.findIndex((page) => page.kind === "page");
  if (index < 0) throw new Error("Internal error (a bug in the benchmark): the synthetic plan has no leaf page.");
  return { plan, index };
}
