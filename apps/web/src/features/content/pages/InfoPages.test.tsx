import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteError } from "../../../app/RouteError";
import { setLanguage } from "../../../lib/i18n/language";
import { renderAt } from "../../../test/render";
import { mockCourses } from "../../subscription/testSupport";
import ContactPage from "./ContactPage";
import CoursesPage from "./CoursesPage";

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage("en"));
});

describe("Contact page", () => {
  it("keeps its English text", async () => {
    renderAt(<ContactPage />, "/contact");
    expect(await screen.findByRole("heading", { level: 1, name: "Contact Us" })).toBeTruthy();
    expect(screen.getByText("Contact")).toBeTruthy();
    for (const name of ["Call us", "Write to us", "Visit us", "Office hours"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText("Monday to Saturday, 9:00 am to 7:00 pm IST")).toBeTruthy();
    expect(document.title).toBe("Contact Us | Medhavi Academy");
  });

  it("shows it in Hindi, the phone, e-mail and address as they are", async () => {
    renderAt(<ContactPage />, "/contact");
    await act(() => setLanguage("hi"));
    expect(screen.getByRole("heading", { level: 1, name: "संपर्क करें" })).toBeTruthy();
    expect(screen.getByText("संपर्क")).toBeTruthy();
    for (const name of ["हमें कॉल करें", "हमें लिखें", "हमसे मिलें", "कार्यालय का समय"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText("सोमवार से शनिवार, सुबह 9:00 से शाम 7:00 बजे (IST)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "admissions@medhavi.academy" })).toBeTruthy();
    expect(document.title).toBe("संपर्क करें | Medhavi Academy");
  });
});

describe("Courses page", () => {
  it("keeps its English text and shows it in Hindi after the switch", async () => {
    mockCourses();
    renderAt(<CoursesPage />, "/courses");
    expect(screen.getByRole("heading", { level: 1, name: "Our Courses" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Courses and fees" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Short courses" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See fee plans" })).toBeTruthy();
    expect(document.title).toBe("Courses | Medhavi Academy");

    await act(() => setLanguage("hi"));
    expect(screen.getByRole("heading", { level: 1, name: "हमारे कोर्स" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "कोर्स और फ़ीस" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "कार्यक्रम" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "छोटे कोर्स" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "फ़ीस प्लान देखें" })).toBeTruthy();
    expect(document.title).toBe("कोर्स | Medhavi Academy");
  });
});

describe("RouteError", () => {
  function Broken(): never {
    throw new Error("chunk gone");
  }

  it("says a page failed in English, and in Hindi after the switch", async () => {
    // The thrown error is logged (by RouteError and React Router): keep the test's output clean.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAt(<div />, "/broken", [{ path: "/broken", element: <Broken />, errorElement: <RouteError /> }]);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeTruthy();
    await act(() => setLanguage("hi"));
    expect(screen.getByRole("heading", { name: "कुछ गड़बड़ हो गई" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "पेज रीलोड करें" })).toBeTruthy();
    expect(document.title).toBe("कुछ गड़बड़ हो गई | Medhavi Academy");
  });
});
