import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SkipLink } from "../SkipLink";
import { formatDay, formatDayTime, formatNumber, formatRupees } from "./format";
import { hi } from "./hi";
import { initLanguage, LANGUAGE_KEY, setLanguage, translate } from "./language";
import { useT } from "./useT";

afterEach(async () => {
  await act(() => setLanguage("en"));
  window.localStorage.clear();
});

function Greeting({ name }: { name: string }) {
  const { t } = useT();
  return (
    <p>{t("footer.rights", "© {{year}} {{brand}}. All rights reserved.", { year: 2027, brand: name })}</p>
  );
}

describe("site language", () => {
  it("shows the English source text unchanged by default", async () => {
    await act(() => initLanguage());
    render(<SkipLink />);
    expect(screen.getByRole("link").textContent).toBe("Skip to content");
    expect(translate("no.such.key", "Exactly {{n}} as written", { n: 3 })).toBe("Exactly 3 as written");
    expect(document.documentElement.lang).toBe("en-IN");
  });

  it("switches the text on screen to Hindi and back, remembering the choice on the device", async () => {
    render(
      <>
        <SkipLink />
        <Greeting name="Medhavi" />
      </>,
    );
    await act(() => setLanguage("hi"));
    expect(screen.getByRole("link").textContent).toBe("सामग्री पर जाएँ");
    expect(screen.getByText("© 2027 Medhavi। सर्वाधिकार सुरक्षित।")).toBeTruthy();
    expect(document.documentElement.lang).toBe("hi-IN");
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("hi");
    // A key without Hindi text falls back to the English source.
    expect(translate("no.such.key", "Only in English")).toBe("Only in English");

    await act(() => setLanguage("en"));
    expect(screen.getByRole("link").textContent).toBe("Skip to content");
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("en");
    expect(document.documentElement.lang).toBe("en-IN");
  });

  it("starts in the language this device chose", async () => {
    window.localStorage.setItem(LANGUAGE_KEY, "hi");
    await act(() => initLanguage());
    render(<SkipLink />);
    expect(screen.getByRole("link").textContent).toBe("सामग्री पर जाएँ");
  });

  it("ignores a stored value that is not a language", async () => {
    window.localStorage.setItem(LANGUAGE_KEY, "fr");
    await act(() => initLanguage());
    render(<SkipLink />);
    expect(screen.getByRole("link").textContent).toBe("Skip to content");
  });
});

describe("Indian formatting per language", () => {
  it("groups numbers and rupees the Indian way", () => {
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
    expect(formatRupees(12499, "en")).toBe("₹12,499");
    expect(formatRupees(999.5, "hi")).toBe("₹999.50");
  });

  it("writes dates on the academy's clock (IST) with month names in the language", () => {
    // 20:00 UTC on 12 March is already 13 March in India.
    const late = Date.UTC(2027, 2, 12, 20, 0);
    expect(formatDay(late, "en")).toBe("13 Mar 2027");
    expect(formatDay(late, "hi")).toBe("13 मार्च 2027");
    expect(formatDayTime(Date.UTC(2027, 2, 12, 11, 35), "en")).toBe("12 Mar 2027, 5:05 pm IST");
  });

  it("follows the language on screen when none is named", async () => {
    await act(() => setLanguage("hi"));
    expect(formatDay(Date.UTC(2027, 0, 5, 6), undefined)).toBe("5 जन॰ 2027");
  });
});

/** Every literal key used in the translated screens has Hindi text (a forgotten one would show English). */
describe("Hindi resources", () => {
  const roots = [
    "app",
    "features/home",
    "features/tracks",
    "features/content",
    "features/blogs",
    "features/notifications",
    "lib",
  ].map((d) => join(__dirname, "../..", d));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [path] : [];
    });
  it("translates every key the translated screens use", () => {
    const keys = new Set<string>();
    for (const file of roots.flatMap(files)) {
      for (const m of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([\w.]+)"/g)) keys.add(m[1] as string);
    }
    expect(keys.size).toBeGreaterThan(30);
    const missing = [...keys].filter((k) => !(k in hi));
    expect(missing).toEqual([]);
  });
});
