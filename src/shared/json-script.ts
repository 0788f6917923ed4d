/**
 * JSON for a `<script type="application/json">`: `<` is escaped so no `</script>` in the data can end the element
 * early. Such a script never runs, so the page's policy needs no hash for it. Runtime-neutral: no Node and no DOM.
 */
export function serializeForJsonScript(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
