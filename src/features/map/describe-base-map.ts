/** Which base map a live map shows: the hosted one, or the plain offline one and why. */
export type BaseMapState = "hosted" | "no-token" | "offline" | "unreachable";

/** Says, in words, why the base map is missing; undefined when the hosted base map is showing. */
export function describeBaseMap(state: BaseMapState): string | undefined {
  const rest = "so the route and its numbered stops are drawn on a plain background.";
  if (state === "no-token") return `Base map unavailable: this site has no maps access token configured, ${rest}`;
  if (state === "offline") return `Base map unavailable: you appear to be offline, ${rest}`;
  if (state === "unreachable")
    return `Base map unavailable: the map service did not answer (it may be blocked, or the token refused), ${rest}`;
  return undefined;
}

/** The state to report for the base style in use: no token, or a hosted style that failed while offline or online. */
export function baseMapState(kind: "hosted" | "local", accessToken: string, online: boolean): BaseMapState {
  if (kind === "hosted") return "hosted";
  if (accessToken.trim() === "") return "no-token";
  return online ? "unreachable" : "offline";
}
