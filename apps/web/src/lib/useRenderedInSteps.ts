import { useEffect, useState } from "react";

/**
 * How many of `total` items to render now: the first at once, then one more per task, so a long list
 * does not render in one long task (a tap waits for one item's render at most; the course catalogue's
 * five categories took 200–330 ms in one task on a 4x slower CPU). Items are added below the ones
 * shown, so nothing on screen moves. `first`: how many to render at once.
 */
export function useRenderedInSteps(total: number, first = 1): number {
  // Rendering on the server (no effects run there, no task waits for it): all of them.
  const [shown, setShown] = useState(() => (typeof document === "undefined" ? total : first));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
