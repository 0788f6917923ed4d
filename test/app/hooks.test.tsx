// @vitest-environment happy-dom
import { act, fireEvent, render, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useKeyPress } from "../../app/hooks/use-key-press.ts";
import { useWindowSize } from "../../app/hooks/use-window-size.ts";

function SizeProbe() {
  const { width, height } = useWindowSize();
  return <p>{width === undefined ? "unknown" : `${width}x${height}`}</p>;
}

describe("useWindowSize", () => {
  it("renders no size during prerender, so server and client markup match", () => {
    expect(renderToString(<SizeProbe />)).toBe("<p>unknown</p>");
  });

  it("reports the window size in the browser and follows resizes", () => {
    const { result } = renderHook(() => useWindowSize());
    expect(result.current.width).toBe(window.innerWidth);
    act(() => {
      window.innerWidth = 375;
      window.dispatchEvent(new Event("resize"));
    });
    expect(result.current.width).toBe(375);
  });
});

describe("useKeyPress", () => {
  it("calls the handler for its key, and for Ctrl/Cmd combinations only when asked", () => {
    const slash = vi.fn();
    const modK = vi.fn();
    renderHook(() => {
      useKeyPress("/", slash);
      useKeyPress("k", modK, { mod: true });
    });
    fireEvent.keyDown(window, { key: "/" });
    fireEvent.keyDown(window, { key: "k" });
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    fireEvent.keyDown(window, { key: "k", metaKey: true });
    expect(slash).toHaveBeenCalledTimes(1);
    expect(modK).toHaveBeenCalledTimes(2);
  });

  it("ignores keys typed into a text field unless asked", () => {
    const handler = vi.fn();
    const anywhere = vi.fn();
    function Field() {
      useKeyPress("/", handler);
      useKeyPress("/", anywhere, { inInputs: true });
      return <input aria-label="field" />;
    }
    const { getByLabelText } = render(<Field />);
    fireEvent.keyDown(getByLabelText("field"), { key: "/" });
    expect(handler).not.toHaveBeenCalled();
    expect(anywhere).toHaveBeenCalledTimes(1);
  });

  it("renders during prerender without touching window", () => {
    function Probe() {
      useKeyPress("/", () => {});
      return <span>ok</span>;
    }
    expect(renderToString(<Probe />)).toBe("<span>ok</span>");
  });
});
