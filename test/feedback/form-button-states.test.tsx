// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageFeedback } from "#features/feedback/PageFeedback.tsx";
import { RegisterInterest } from "#features/feedback/RegisterInterest.tsx";
import type { PublicConfig } from "#shared/public-config.ts";

const config = {
  name: "Site",
  feedbackEndpoint: "https://feedback.example.test/v1/submissions",
  app: { privacy: "https://example.test/privacy", contact: "https://example.test/contact" },
} as PublicConfig;

/** Each button as `disabled` / `aria-disabled`: HTML forbids the two together (the Nu HTML Checker reports it). */
function buttonStates(root: ParentNode) {
  return [...root.querySelectorAll("button")].map((button) => ({
    name: button.textContent,
    disabled: button.hasAttribute("disabled"),
    ariaDisabled: button.getAttribute("aria-disabled"),
  }));
}

function prerender(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

afterEach(() => vi.unstubAllGlobals());

describe("the feedback forms' buttons", () => {
  it("are prerendered disabled, without aria-disabled", () => {
    const feedback = prerender(renderToString(<PageFeedback path="/docs/a" config={config} />));
    expect(buttonStates(feedback)).toEqual([
      { name: "Yes", disabled: true, ariaDisabled: null },
      { name: "No", disabled: true, ariaDisabled: null },
    ]);
    const register = prerender(renderToString(<RegisterInterest path="/docs/b" title="Trails" config={config} />));
    expect(buttonStates(register)).toEqual([{ name: "Register interest", disabled: true, ariaDisabled: null }]);
  });

  it("are enabled once live, and only aria-disabled (focus stays) while a submission is sending", async () => {
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    const { container } = render(<PageFeedback path="/docs/a" config={config} />);
    expect(buttonStates(container)).toEqual([
      { name: "Yes", disabled: false, ariaDisabled: null },
      { name: "No", disabled: false, ariaDisabled: null },
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
      await Promise.resolve();
    });
    expect(buttonStates(container)).toEqual([
      { name: "Yes", disabled: false, ariaDisabled: "true" },
      { name: "No", disabled: false, ariaDisabled: "true" },
      { name: "Sending…", disabled: false, ariaDisabled: "true" },
    ]);
  });
});
