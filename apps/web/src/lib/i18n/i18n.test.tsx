import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { attemptLimitRefusal, challengeRefusal, LANGUAGE_COOKIE, NUMERIC_MESSAGES } from "@medhavi/domain";
import { act, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SkipLink } from "../SkipLink";
import { formatDay, formatDayTime, formatNumber, formatRupees } from "./format";
import { hi } from "./hi";
import {
  fillEnglish,
  initLanguage,
  LANGUAGE_KEY,
  languageStore,
  type Resources,
  setHindiLoader,
  setLanguage,
  translate,
} from "./language";
import { translateMessage } from "./message";
import { useT } from "./useT";

const realHindi = () => import("./hindi").then((m) => m.hi);

const clearLanguageCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: tests reset the one cookie the app writes.
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
};

afterEach(async () => {
  await act(() => setLanguage("en"));
  window.localStorage.clear();
  clearLanguageCookie();
  setHindiLoader(realHindi);
});

const sections = (n: number) =>
  translate("test.sections", "{{count}} sections", { count: n, defaultValue_one: "{{count}} section" });

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

  it("leaves the page's lang attribute alone when it is right already (setting it restyles every element)", async () => {
    document.documentElement.lang = "en-IN";
    const set = vi.spyOn(document.documentElement, "lang", "set");
    await act(() => initLanguage());
    expect(set).not.toHaveBeenCalled();
    set.mockRestore();
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

  it("tells the server-rendered pages the choice in the medhavi_lang cookie", async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      await act(() => setLanguage("hi"));
      expect(document.cookie).toContain("medhavi_lang=hi");
      expect(written.at(-1)).toBe("medhavi_lang=hi; path=/; max-age=31536000; SameSite=Lax");
      await act(() => setLanguage("en"));
      expect(document.cookie).toContain("medhavi_lang=en");
      expect(document.cookie).not.toContain("medhavi_lang=hi");
      // At start, the choice kept on the device is written too.
      clearLanguageCookie();
      window.localStorage.setItem(LANGUAGE_KEY, "hi");
      await act(() => initLanguage());
      expect(document.cookie).toContain("medhavi_lang=hi");
    } finally {
      Reflect.deleteProperty(document, "cookie");
    }
  });

  it("takes a switch made on a server-rendered page (the cookie) as this device's choice", async () => {
    window.localStorage.setItem(LANGUAGE_KEY, "en");
    // biome-ignore lint/suspicious/noDocumentCookie: what a blog post's ?lang=hi leaves behind.
    document.cookie = `${LANGUAGE_COOKIE}=hi; path=/`;
    await act(() => initLanguage());
    render(<SkipLink />);
    expect(screen.getByRole("link").textContent).toBe("सामग्री पर जाएँ");
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("hi");
  });

  it("ignores a stored value that is not a language", async () => {
    window.localStorage.setItem(LANGUAGE_KEY, "fr");
    await act(() => initLanguage());
    render(<SkipLink />);
    expect(screen.getByRole("link").textContent).toBe("Skip to content");
  });
});

describe("i18next does the lookup", () => {
  it("picks English plural forms from the call site's text", () => {
    expect(sections(1)).toBe("1 section");
    expect(sections(0)).toBe("0 sections");
    expect(sections(3)).toBe("3 sections");
  });

  it("picks Hindi plural forms by Hindi's rules (0 and 1 are 'one')", async () => {
    setHindiLoader(async () => ({
      "test.sections_one": "{{count}} खंड (एक)",
      "test.sections_other": "{{count}} खंड (अनेक)",
    }));
    await act(() => setLanguage("hi"));
    expect(sections(0)).toBe("0 खंड (एक)");
    expect(sections(1)).toBe("1 खंड (एक)");
    expect(sections(2)).toBe("2 खंड (अनेक)");
  });

  it("fills placeholders in either language, without HTML-escaping (React escapes)", async () => {
    expect(translate("no.such.key", "{{a}} & {{b}}", { a: "<x>", b: 2 })).toBe("<x> & 2");
    await act(() => setLanguage("hi"));
    expect(translate("plan.confirmCourse", "Course: {{course}}", { course: "JEE <Main>" })).toBe(
      "कोर्स: JEE <Main>",
    );
  });

  it("fills English without i18next exactly as i18next would", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      resources: {},
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    const one = { defaultValue_one: "{{count}} answer by {{ who }}" };
    const cases: [string, Record<string, string | number> | undefined][] = [
      ["Plain text", undefined],
      ["{{count}} answers by {{ who }}", { count: 1, who: "Asha", ...one }],
      ["{{count}} answers by {{ who }}", { count: 0, who: "Asha", ...one }],
      ["{{count}} answers by {{ who }}", { count: -1, who: "Asha", ...one }],
      ["{{count}} answers", { count: "1", ...one }],
      ["{{missing}} stays, {{given}} fills", { given: "{{missing}}" }],
      ["{{- raw}} & {{n}}", { raw: "<b>", n: 2.5 }],
    ];
    for (const [english, vars] of cases)
      expect(fillEnglish(english, vars)).toBe(i18n.t("any.key", { ...vars, defaultValue: english }));
  });

  it("falls back to the English text, filled in, for a key Hindi lacks", async () => {
    await act(() => setLanguage("hi"));
    expect(translate("no.such.key", "Only {{n}} in English", { n: 5 })).toBe("Only 5 in English");
    expect(sections(4)).toBe("4 sections");
    expect(translateMessage("A server message without Hindi.")).toBe("A server message without Hindi.");
    expect(translateMessage("Payment Failed!")).toBe("भुगतान विफल रहा!");
  });

  it("loads the Hindi resources only when Hindi is chosen, once, and shows English until they arrive", async () => {
    let calls = 0;
    let release: (hi: Resources) => void = () => {};
    setHindiLoader(() => {
      calls += 1;
      return new Promise<Resources>((resolve) => {
        release = resolve;
      });
    });
    await act(() => initLanguage());
    render(<SkipLink />);
    expect(calls).toBe(0);

    let switching: Promise<void> = Promise.resolve();
    act(() => {
      switching = setLanguage("hi");
    });
    expect(calls).toBe(1);
    expect(languageStore.get()).toMatchObject({ chosen: "hi", active: "en" });
    expect(screen.getByRole("link").textContent).toBe("Skip to content");

    await act(async () => {
      release({ "shell.skip": "सामग्री पर जाएँ" });
      await switching;
    });
    expect(screen.getByRole("link").textContent).toBe("सामग्री पर जाएँ");
    await act(() => setLanguage("en"));
    await act(() => setLanguage("hi"));
    expect(calls).toBe(1);
  });

  it("keeps English when the Hindi chunk fails to load", async () => {
    const error = console.error;
    console.error = () => {};
    setHindiLoader(() => Promise.reject(new Error("offline")));
    await act(() => setLanguage("hi"));
    console.error = error;
    expect(languageStore.get()).toMatchObject({ chosen: "en", active: "en" });
    expect(translate("shell.skip", "Skip to content")).toBe("Skip to content");
  });
});

describe("Indian formatting per language", () => {
  it("groups numbers and rupees the Indian way", () => {
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
    for (const value of [
      0,
      7,
      -7,
      999,
      1000,
      -1000,
      12345,
      1234567,
      -98765432,
      Number.MAX_SAFE_INTEGER,
      2.5,
    ]) {
      expect(formatNumber(value, "en")).toBe(new Intl.NumberFormat("en-IN").format(value));
      expect(formatNumber(value, "hi")).toBe(new Intl.NumberFormat("hi-IN").format(value));
    }
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

describe("messages with a value inside", () => {
  const limit = attemptLimitRefusal({ name: "Physics B", attempt_limit: 2 } as never, 2) as string;
  const closed = challengeRefusal({ state: "closed", until: Date.UTC(2027, 0, 5, 12) }) as string;

  it("stay exactly as the domain writes them in English", async () => {
    await act(() => setLanguage("en"));
    expect(translateMessage(limit)).toBe(limit);
    expect(translateMessage(closed)).toBe(closed);
    expect(translateMessage(NUMERIC_MESSAGES.NOT_A_NUMBER)).toBe(NUMERIC_MESSAGES.NOT_A_NUMBER);
  });

  it("read in Hindi with their values kept", async () => {
    await act(() => setLanguage("hi"));
    expect(limit).toMatch(/^Physics B: answer any 2 questions only\./);
    expect(translateMessage(limit)).toBe(
      "Physics B: केवल कोई 2 प्रश्न हल करें। यह प्रश्न हल करने के लिए इस खंड के किसी अन्य प्रश्न का उत्तर हटाएँ।",
    );
    expect(translateMessage(closed)).toMatch(/^चुनौती की अवधि 5 Jan 2027, .+ को समाप्त हो गई।$/);
    for (const message of [
      NUMERIC_MESSAGES.NOT_A_NUMBER,
      NUMERIC_MESSAGES.TOO_MANY_DIGITS,
      NUMERIC_MESSAGES.TOO_LONG,
      NUMERIC_MESSAGES.WHOLE_NUMBER,
    ])
      expect(translateMessage(message), message).not.toBe(message);
    expect(translateMessage("Some other reply")).toBe("Some other reply");
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
    "features/auth",
    "features/subscription",
    "features/exams",
    "features/demo",
    "features/profile",
    "features/progress",
    "features/payments",
    "features/study-materials",
    "features/forum",
    "features/applications",
    "lib",
  ].map((d) => join(__dirname, "../..", d));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.tsx?$/.test(name) && !/\.test\./.test(name) && !path.includes("/admin/") ? [path] : [];
    });
  it("translates every key the translated screens use", () => {
    const keys = new Set<string>();
    const call = /\b(?:t|translate)\(\s*"([^"]+)",\s*"(?:[^"\\]|\\.)*"(\s*,\s*\{[^}]*?defaultValue_one)?/gs;
    for (const file of roots.flatMap(files)) {
      for (const m of readFileSync(file, "utf8").matchAll(call)) {
        const key = m[1] as string;
        if (m[2]) keys.add(`${key}_one`).add(`${key}_other`);
        else keys.add(key);
      }
    }
    expect(keys.size).toBeGreaterThan(400);
    const missing = [...keys].filter((k) => !(k in hi));
    expect(missing).toEqual([]);
  });
});
