import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { phone, setMatchMedia } from "../test/matchMedia";
import { MOBILE_FLAG_KEY, parseMobileQuery, storedMobileFlag, useMobileLayout } from "./useMobileLayout";

function at(path: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
}

describe("parseMobileQuery", () => {
  it.each([
    ["", null],
    ["?tab=1", null],
    ["?mobile", true],
    ["?mobile=", true],
    ["?mobile=1", true],
    ["?mobile=true", true],
    ["?mobile=yes", true],
    ["?x=1&mobile=TRUE", true],
    ["?mobile=0", false],
    ["?mobile=false", false],
  ])("%s -> %s", (search, expected) => {
    expect(parseMobileQuery(search)).toBe(expected);
  });
});

describe("storedMobileFlag", () => {
  it("is on for truthy stored values only", () => {
    expect(storedMobileFlag(localStorage)).toBe(false);
    localStorage.setItem(MOBILE_FLAG_KEY, "1");
    expect(storedMobileFlag(localStorage)).toBe(true);
    localStorage.setItem(MOBILE_FLAG_KEY, "false");
    expect(storedMobileFlag(localStorage)).toBe(false);
    localStorage.setItem(MOBILE_FLAG_KEY, "0");
    expect(storedMobileFlag(localStorage)).toBe(false);
  });
});

describe("useMobileLayout", () => {
  it("is off on a wide screen without a flag", () => {
    const { result } = renderHook(() => useMobileLayout(), { wrapper: at("/") });
    expect(result.current).toBe(false);
  });

  it("is on at the md breakpoint and below", () => {
    setMatchMedia(phone);
    const { result } = renderHook(() => useMobileLayout(), { wrapper: at("/") });
    expect(result.current).toBe(true);
  });

  it("is on with ?mobile=1 and remembers the flag in localStorage", () => {
    const { result } = renderHook(() => useMobileLayout(), { wrapper: at("/courses?mobile=1") });
    expect(result.current).toBe(true);
    expect(localStorage.getItem(MOBILE_FLAG_KEY)).toBe("1");

    const later = renderHook(() => useMobileLayout(), { wrapper: at("/about-us") });
    expect(later.result.current).toBe(true);
  });

  it("is on with a bare ?mobile", () => {
    const { result } = renderHook(() => useMobileLayout(), { wrapper: at("/?mobile") });
    expect(result.current).toBe(true);
  });

  it("is on when localStorage.mobile is set", () => {
    localStorage.setItem(MOBILE_FLAG_KEY, "true");
    const { result } = renderHook(() => useMobileLayout(), { wrapper: at("/") });
    expect(result.current).toBe(true);
  });

  it("?mobile=0 forgets the stored flag", () => {
    localStorage.setItem(MOBILE_FLAG_KEY, "1");
    const { result } = renderHook(() => useMobileLayout(), { wrapper: at("/?mobile=0") });
    expect(result.current).toBe(false);
    expect(localStorage.getItem(MOBILE_FLAG_KEY)).toBeNull();
  });
});
