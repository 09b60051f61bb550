import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useRenderedInSteps } from "./useRenderedInSteps";

function List({ items }: { items: string[] }) {
  const shown = useRenderedInSteps(items.length);
  return (
    <ul>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe("useRenderedInSteps", () => {
  it("renders the first item at once and one more per task until all are shown", async () => {
    vi.useFakeTimers();
    try {
      render(<List items={["a", "b", "c"]} />);
      expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a"]);
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(screen.getAllByRole("listitem")).toHaveLength(2);
      await act(() => vi.runAllTimersAsync());
      expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a", "b", "c"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders nothing for an empty list", () => {
    render(<List items={[]} />);
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });
});
