import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** What the site audit needs from one built HTML page, read in one pass of an HTML parser. */
export interface PageFacts {
  title: string;
  /** Text of each `h1` inside `main`. */
  mainHeadings: string[];
  /** `<meta>` contents by `name`, `property` or `http-equiv` (lower case). */
  meta: Map<string, string[]>;
  links: { rel: string; href: string; type?: string }[];
  scripts: { src?: string; type?: string; text: string }[];
  /** Every `id` in the page, the targets of `#fragment` links. */
  ids: Set<string>;
  /** Every `<a href>`, as written (entities decoded by the parser). */
  anchors: { href: string; rel: string; target?: string }[];
  /** Other addresses the page makes the browser fetch: `img src`, `source src`, `data-src` of widgets (maps, embeds). */
  resources: string[];
  /** `data-redirect-to` of the page's `main`, on the page a redirect path serves. */
  redirectTo?: string;
}

const isElement = (node: Node): node is Element => "tagName" in node;

function textOf(node: Node): string {
  if ("value" in node && node.nodeName === "#text") return node.value;
  const children = "childNodes" in node ? node.childNodes : [];
  return children.map(textOf).join("");
}

/** Reads the facts the audit checks from a page's HTML. */
export function readPage(html: string): PageFacts {
  const facts: PageFacts = {
    title: "",
    mainHeadings: [],
    meta: new Map(),
    links: [],
    scripts: [],
    ids: new Set(),
    anchors: [],
    resources: [],
  };
  const visit = (node: Node, inMain: boolean) => {
    let insideMain = inMain;
    if (isElement(node)) {
      const attributes = new Map(node.attrs.map((attribute) => [attribute.name, attribute.value]));
      const attribute = (name: string) => attributes.get(name);
      const id = attribute("id");
      if (id !== undefined) facts.ids.add(id);
      const dataSrc = attribute("data-src");
      if (dataSrc) facts.resources.push(dataSrc);
      switch (node.tagName) {
        case "title":
          facts.title = textOf(node).trim();
          break;
        case "main":
          insideMain = true;
          if (attribute("data-redirect-to")) facts.redirectTo = attribute("data-redirect-to");
          break;
        case "h1":
          if (inMain) facts.mainHeadings.push(textOf(node).replace(/\s+/g, " ").trim());
          break;
        case "meta": {
          const key = (attribute("name") ?? attribute("property") ?? attribute("http-equiv"))?.toLowerCase();
          if (key) facts.meta.set(key, [...(facts.meta.get(key) ?? []), attribute("content") ?? ""]);
          break;
        }
        case "link":
          facts.links.push({ rel: attribute("rel") ?? "", href: attribute("href") ?? "", type: attribute("type") });
          break;
        case "script":
          facts.scripts.push({ src: attribute("src"), type: attribute("type"), text: textOf(node) });
          break;
        case "a":
          if (attribute("href") !== undefined)
            facts.anchors.push({
              href: attribute("href") ?? "",
              rel: attribute("rel") ?? "",
              target: attribute("target"),
            });
          break;
        case "img":
        case "source":
          if (attribute("src")) facts.resources.push(attribute("src") ?? "");
          break;
      }
    }
    const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child, insideMain);
  };
  visit(parse(html), false);
  return facts;
}

/** The single `<meta>` content for `key`, or undefined when there is none or more than one. */
export function singleMeta(facts: PageFacts, key: string): string | undefined {
  const values = facts.meta.get(key) ?? [];
  return values.length === 1 ? values[0] : undefined;
}
