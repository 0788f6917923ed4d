/**
 * The "Edit this page" address of a content file in the docs repository: `{repository}/edit/{branch}/{file}`.
 * Each segment of the branch and the file's path is percent-encoded, so a file name such as `why-{slug}-tech.md`
 * still makes a valid URL (HTML allows no raw `{`, `}` or spaces in an `href`); GitHub decodes it back.
 */
export function buildEditUrl(repository: string, branch: string, file: string): string {
  return `${repository.replace(/\/+$/, "")}/edit/${encodeSegments(branch)}/${encodeSegments(file)}`;
}

function encodeSegments(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}
