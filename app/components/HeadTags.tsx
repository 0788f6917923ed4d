import type { HeadTag } from "#app/data/page-meta.ts";
import { serializeForJsonScript } from "#shared/json-script.ts";

/** A page's title, meta and link elements and its JSON-LD, in the order given; rendered inside `<head>`. */
export function HeadTags({ tags }: { tags: HeadTag[] }) {
  return tags.map((tag, index) => {
    if ("title" in tag) return <title key={index}>{tag.title}</title>;
    if ("script:ld+json" in tag) {
      return (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeForJsonScript(tag["script:ld+json"]) }}
        />
      );
    }
    if ("tagName" in tag) return <link key={index} rel={tag.rel} type={tag.type} href={tag.href} />;
    return <meta key={index} {...tag} />;
  });
}
