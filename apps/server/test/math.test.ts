/** Formulas typeset on the server (posts, the test paper): the same rules as the web app's typesetter (lib/mathHtml.ts). */
import { describe, expect, it } from "vitest";
import { typesetHtml } from "../src/platform/math";

describe("typesetHtml", () => {
  it("typesets inline and display formulas in text and leaves the rest as it was", () => {
    const out = typesetHtml("<p>Speed $v = u + at$ and</p><p>$$s = ut + \\frac{1}{2}at^2$$</p>");
    expect(out).toMatch(/^<p>Speed <span class="katex">/);
    expect(out).toContain('<span class="katex-display">');
    expect(out).toContain(" and</p><p>");
    expect(out).not.toContain("$");
  });

  it("reads the TeX as the browser would: entities decoded, then escaped again by KaTeX", () => {
    const out = typesetHtml("<p>$a &lt; b &gt; c$</p>");
    expect(out).not.toContain("katex-error");
    expect(out).toContain('<annotation encoding="application/x-tex">a &lt; b &gt; c</annotation>');
  });

  it("leaves code, pre, escaped dollars and HTML without formulas untouched", () => {
    const code = "<pre><code>echo $HOME $PATH</code></pre><p>Costs \\$5 and \\$6</p>";
    expect(typesetHtml(code)).toBe(code);
    const plain = '<p><a href="/x?a=$1">link</a> no maths</p>';
    expect(typesetHtml(plain)).toBe(plain);
  });

  it("does not run across tags, as the browser's typesetter works per text node", () => {
    const html = "<p>$a <em>b</em> c$</p>";
    expect(typesetHtml(html)).toBe(html);
  });

  it("a formula KaTeX cannot parse shows as an error in the page, not a failure", () => {
    expect(typesetHtml("<p>$\\frac{1$</p>")).toContain("katex-error");
  });
});
