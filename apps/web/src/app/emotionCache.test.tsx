import { CacheProvider, css, Global } from "@emotion/react";
import styled from "@emotion/styled";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createBrowserEmotionCache, PRERENDERED_CSS_ATTRIBUTE } from "./emotionCache";

const globalStyles = css`
  body {
    margin: 0;
  }
`;
const Blue = styled.p({ color: "blue" });

describe("createBrowserEmotionCache", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("takes a prerendered page's styles where they are: no element moved, no rule compiled again", () => {
    document.head.innerHTML = `<style data-emotion="css-global ${globalStyles.name}" data-s="">body{margin:0;}</style><style ${PRERENDERED_CSS_ATTRIBUTE}="a1 b2">.css-a1{color:red}.css-b2{color:green}</style><script></script>`;
    const [global, page] = Array.from(document.head.querySelectorAll("style"));
    const observer = new MutationObserver(() => {});
    observer.observe(document.head, { childList: true });

    const cache = createBrowserEmotionCache(document);
    expect(cache.inserted.a1).toBe(true);
    expect(cache.inserted.b2).toBe(true);
    render(
      <CacheProvider value={cache}>
        <Global styles={globalStyles} />
        <Blue>New</Blue>
      </CacheProvider>,
    );
    const moves = observer.takeRecords().flatMap((record) => Array.from(record.removedNodes));
    observer.disconnect();

    expect(moves).toEqual([]); // emotion's own cache takes each one out and puts it back
    expect(document.head.firstElementChild).toBe(global);
    expect(global?.nextElementSibling).toBe(page);
    // The global rules were not inserted a second time; the new component's go after the page's.
    expect(document.head.querySelectorAll("style")).toHaveLength(3);
    expect(page?.nextElementSibling?.getAttribute("data-emotion")).toBe("css");
  });

  it("starts an empty sheet on a page that was not prerendered", () => {
    const cache = createBrowserEmotionCache(document);
    render(
      <CacheProvider value={cache}>
        <Blue>New</Blue>
      </CacheProvider>,
    );
    expect(cache.sheet.tags).toHaveLength(1);
    expect(document.head.querySelector("style")?.getAttribute("data-emotion")).toBe("css");
  });
});
