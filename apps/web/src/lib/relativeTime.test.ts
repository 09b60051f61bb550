import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "./i18n/language";
import { relativeTime } from "./relativeTime";

const NOW = Date.UTC(2027, 2, 12, 10, 0);
const MIN = 60_000;
const DAY = 86_400_000;

afterEach(() => setLanguage("en"));

describe("relativeTime", () => {
  it("writes English by default, as before", () => {
    expect(relativeTime(NOW - 10_000, NOW)).toBe("just now");
    expect(relativeTime(NOW - 5 * MIN, NOW)).toBe("5 minutes ago");
    expect(relativeTime(NOW - 3 * 60 * MIN, NOW)).toBe("3 hours ago");
    expect(relativeTime(NOW - DAY, NOW)).toBe("yesterday");
    expect(relativeTime(NOW - 21 * DAY, NOW)).toBe("3 weeks ago");
    expect(relativeTime(Number.NaN, NOW)).toBe("just now");
  });

  it("writes Hindi when asked", () => {
    expect(relativeTime(NOW - 10_000, NOW, "hi")).toBe("अभी-अभी");
    expect(relativeTime(NOW - 5 * MIN, NOW, "hi")).toBe("5 मिनट पहले");
    expect(relativeTime(NOW - DAY, NOW, "hi")).toBe("कल");
    expect(relativeTime(NOW - 21 * DAY, NOW, "hi")).toBe("3 सप्ताह पहले");
    expect(relativeTime(NOW - 5 * MIN, NOW, "en")).toBe("5 minutes ago");
  });

  it("follows the language on screen", async () => {
    await setLanguage("hi");
    expect(relativeTime(NOW - 2 * 60 * MIN, NOW)).toBe("2 घंटे पहले");
    await setLanguage("en");
    expect(relativeTime(NOW - 2 * 60 * MIN, NOW)).toBe("2 hours ago");
  });
});
