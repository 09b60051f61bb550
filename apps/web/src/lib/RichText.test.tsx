import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText, renderRichHtml } from "./RichText";

describe("RichText", () => {
  it("renders an inline formula with KaTeX", () => {
    const { container } = render(<RichText html="<p>Find $x^2$ here</p>" />);
    expect(container.querySelector(".katex")).not.toBeNull();
    expect(container.querySelector(".katex-display")).toBeNull();
    expect(container.textContent).toContain("Find");
    expect(container.textContent).toContain("here");
    expect(container.textContent).not.toContain("$");
  });

  it("renders a display formula in display mode", () => {
    const { container } = render(<RichText html="Energy: $$E = mc^2$$" />);
    expect(container.querySelector(".katex-display .katex")).not.toBeNull();
  });

  it("removes scripts and event handlers", () => {
    const html = renderRichHtml(
      '<p onclick="alert(1)">Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("onerror");
    expect(html).toContain("Hi");
  });

  it("leaves plain text and HTML unchanged", () => {
    const { container } = render(<RichText html="<b>H</b><sub>2</sub>O costs 5 rupees" />);
    expect(container.firstElementChild?.innerHTML).toBe("<b>H</b><sub>2</sub>O costs 5 rupees");
  });

  it("does not typeset an escaped dollar or a formula split by a tag", () => {
    expect(renderRichHtml("Price \\$5 and \\$6")).toBe("Price \\$5 and \\$6");
    expect(renderRichHtml("<code>$x$</code>")).toBe("<code>$x$</code>");
  });

  it("escapes text around formulas", () => {
    const html = renderRichHtml("a &lt; b and $y$");
    expect(html.startsWith("a &lt; b and ")).toBe(true);
    expect(html).toContain('class="katex"');
  });
});
