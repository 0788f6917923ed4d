import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { RunnerPanel, type RunnerPanelProps } from "./RunnerPanel.tsx";

/**
 * Renders the editor panel into `container`, synchronously so focus moves into the editor straight away. Loaded with
 * the editor on the first Run: pages with runnable examples load no React until then.
 */
export function renderRunnerPanel(container: HTMLElement, props: RunnerPanelProps): Root {
  const root = createRoot(container);
  flushSync(() => root.render(<RunnerPanel {...props} />));
  return root;
}
