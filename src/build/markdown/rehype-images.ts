import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { Root, Element } from "hast";
import { imageSize } from "image-size";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/** Gives local images their intrinsic width and height (no layout shift) and lazy loading. */
export function rehypeImages(options: { publicDir: string }) {
  return (tree: Root, file: VFile) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img") return;
      node.properties.loading = "lazy";
      node.properties.decoding = "async";
      const src = String(node.properties.src ?? "");
      if (!src.startsWith("/")) return;
      const path = join(options.publicDir, src);
      if (!existsSync(path)) {
        file.message(`Image \`${src}\` was not found in public/. Add the file or fix the path.`, node);
        return;
      }
      const size = imageSize(readFileSync(path));
      node.properties.width = size.width;
      node.properties.height = size.height;
    });
  };
}
