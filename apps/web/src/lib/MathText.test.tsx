import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MathText } from "./MathText";

describe("MathText", () => {
  it("shows plain text as a paragraph, its markup escaped, with nothing typeset", () => {
    const { container } = render(<MathText text={'1 < 2 & <img src=x onerror="alert(1)">'} />);
    expect(container.querySelector("p")?.textContent).toBe('1 < 2 & <img src=x onerror="alert(1)">');
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector(".katex")).toBeNull();
  });

  it("typesets a formula once KaTeX has loaded, the words around it kept", async () => {
    const { container } = render(<MathText text="From $v = u + at$, t = u/a" />);
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(container.textContent).toContain("From");
    expect(container.textContent).toContain("t = u/a");
  });

  it("keeps a formula's text escaped: markup inside dollars is not HTML", async () => {
    const { container } = render(<MathText text="$<b>x</b>$ and <i>y</i>" />);
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(container.querySelector("b, i")).toBeNull();
  });
});
