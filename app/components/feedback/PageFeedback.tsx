/** "Was this page helpful?" at the foot of each page. (Placeholder until the feedback feature lands.) */
export function PageFeedback(_props: { path: string }) {
  return null;
}
