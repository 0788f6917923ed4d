/**
 * Whether this browser can create the WebGL 2 context MapLibre draws with. Checked before the
 * map library is downloaded, so a browser without it gets the stop list and a message instead.
 */
export function supportsWebGl2(): boolean {
  try {
    const context = document.createElement("canvas").getContext("webgl2");
    // Browsers allow only a few live contexts per page; give this probe's back at once.
    context?.getExtension("WEBGL_lose_context")?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}
