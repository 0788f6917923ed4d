import type { Root } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { TABS_MARKUP } from "#shared/widget-markup.ts";

/** Turns `::::tabs` with `:::tab{label="..."}` children into an accessible tablist; `sync` links groups site-wide. */
export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    let tabsCounter = 0;
    visit(tree, "containerDirective", (node: ContainerDirective) => {
      if (node.name === "tab" && !(node.data as { inTabs?: boolean } | undefined)?.inTabs) {
        file.message("A `:::tab` must sit inside a `::::tabs` block (tabs use four colons, tab three).", node);
      }
      if (node.name !== "tabs") return;
      const group = `tabs-${++tabsCounter}`;
      const tabs = node.children.filter(
        (child): child is ContainerDirective => child.type === "containerDirective" && child.name === "tab",
      );
      if (tabs.length === 0 || tabs.length !== node.children.length) {
        file.message('A `::::tabs` block may only contain `:::tab{label="..."}` blocks.', node);
        return;
      }
      const labels = tabs.map((tab, index) => tab.attributes?.label ?? `Option ${index + 1}`);
      const buttons = labels.map((label, index) => ({
        type: "paragraph" as const,
        children: [{ type: "text" as const, value: label }],
        data: {
          hName: "button",
          hProperties: {
            type: "button",
            role: "tab",
            id: `${group}-tab-${index}`,
            ariaControls: `${group}-panel-${index}`,
            ariaSelected: index === 0 ? "true" : "false",
            tabIndex: index === 0 ? 0 : -1,
            [TABS_MARKUP.label]: label,
          },
        },
      }));
      tabs.forEach((tab, index) => {
        tab.data = {
          ...tab.data,
          hName: "div",
          hProperties: {
            role: "tabpanel",
            id: `${group}-panel-${index}`,
            ariaLabelledBy: [`${group}-tab-${index}`],
            hidden: index !== 0,
            [TABS_MARKUP.label]: labels[index] ?? "",
            tabIndex: 0,
          },
        };
        (tab.data as { inTabs?: boolean }).inTabs = true;
      });
      node.children = [
        {
          type: "paragraph",
          children: buttons,
          data: { hName: "div", hProperties: { role: "tablist", className: [TABS_MARKUP.listClass] } },
        },
        ...tabs,
      ] as ContainerDirective["children"];
      node.data = {
        hName: "div",
        hProperties: { className: [TABS_MARKUP.groupClass], [TABS_MARKUP.sync]: node.attributes?.sync ?? undefined },
      };
    });
  };
}
