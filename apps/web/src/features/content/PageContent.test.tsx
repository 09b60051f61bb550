import type { PublicPage } from "@medhavi/domain";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { setLanguage } from "../../lib/i18n/language";
import { renderWithApp } from "../subscription/testSupport";
import { linkPhoneNumbers, splitSections } from "./PageBody";
import { PageContent } from "./PageContent";

const ABOUT: PublicPage = {
  slug: "about-us",
  path: "/about-us",
  title: "About Medhavi Academy",
  seo_title: "About Us",
  description: "An online coaching academy.",
  body: '<p>Intro text.</p><h2 id="believe">What we believe</h2><p>Good coaching.</p><h2 id="careers">Careers</h2><ul><li>Teachers</li></ul><p>Write to <a href="/contact">us</a>.</p>',
  hindi: null,
  revision: 3,
  updated_at: "2026-11-23T02:00:00.000Z",
};

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage("en", { persist: false }));
});

describe("splitSections", () => {
  it("cuts the HTML at each h2; text before the first heading is its own section", () => {
    const sections = splitSections(ABOUT.body).map((s) => s.html);
    expect(sections).toEqual([
      "<p>Intro text.</p>",
      '<h2 id="believe">What we believe</h2><p>Good coaching.</p>',
      '<h2 id="careers">Careers</h2><ul><li>Teachers</li></ul><p>Write to <a href="/contact">us</a>.</p>',
    ]);
    expect(splitSections("")).toEqual([]);
  });
});

describe("linkPhoneNumbers", () => {
  it("makes phone numbers tel: links, leaves linked ones, short numbers and postcodes alone", () => {
    expect(linkPhoneNumbers("<p>Phone: +91 612 254 7700</p>")).toBe(
      '<p>Phone: <a href="tel:+916122547700">+91 612 254 7700</a></p>',
    );
    const linked = '<p><a href="tel:+916122547700">+91 612 254 7700</a></p>';
    expect(linkPhoneNumbers(linked)).toBe(linked);
    expect(linkPhoneNumbers("<p>Patna, Bihar 800001</p>")).toBe("<p>Patna, Bihar 800001</p>");
  });
});

describe("PageContent", () => {
  it("shows placeholders, then the CMS heading, lead and section cards with the code's eyebrow and actions", async () => {
    let resolve: (page: PublicPage) => void = () => {};
    const get = vi
      .spyOn(api, "get")
      .mockImplementation((path) =>
        path === "/pages/about-us"
          ? (new Promise((r) => (resolve = r)) as never)
          : (Promise.reject(new Error(path)) as never),
      );
    renderWithApp(
      <PageContent
        slug="about-us"
        eyebrow="About us"
        actions={[{ label: "Explore courses", to: "/courses" }]}
      />,
      "/about-us",
    );
    expect(screen.getByRole("status", { name: "Loading the page" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore courses" })).toBeTruthy();
    resolve(ABOUT);
    expect(await screen.findByRole("heading", { level: 1, name: "About Medhavi Academy" })).toBeTruthy();
    expect(screen.getByText("An online coaching academy.")).toBeTruthy();
    expect(screen.getByText("About us")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Careers" }).id).toBe("careers");
    expect(screen.getByText("Teachers")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading the page" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("About Us | Medhavi Academy"));
    expect(get).toHaveBeenCalledWith("/pages/about-us", expect.objectContaining({ silent: true }));
  });

  it("follows a link inside the page without a full page load", async () => {
    vi.spyOn(api, "get").mockResolvedValue(ABOUT as never);
    const { router } = renderWithApp(<PageContent slug="about-us" />, "/about-us", [
      { path: "/contact", element: <p>Contact page</p> },
    ]);
    await userEvent.click(await screen.findByRole("link", { name: "us" }));
    expect(await screen.findByText("Contact page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/contact");
  });

  it("when the copy cannot be loaded, shows the page's name and a Retry that loads it", async () => {
    const get = vi.spyOn(api, "get").mockRejectedValue(new ApiError("The server could not be reached.", 0));
    renderWithApp(<PageContent slug="about-us" />, "/about-us");
    expect(await screen.findByRole("heading", { level: 1, name: "About us" })).toBeTruthy();
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
    get.mockResolvedValue(ABOUT as never);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "About Medhavi Academy" })).toBeTruthy();
  });

  it("a Hindi reader sees the page's Hindi heading, lead, text and browser title, marked lang=hi", async () => {
    const page: PublicPage = {
      ...ABOUT,
      hindi: {
        title: "मेधावी अकादमी के बारे में",
        description: "एक ऑनलाइन कोचिंग संस्थान।",
        body: '<h2 id="careers">करियर</h2><p>शिक्षकों का स्वागत है।</p>',
      },
    };
    vi.spyOn(api, "get").mockResolvedValue(page as never);
    await act(() => setLanguage("hi", { persist: false }));
    renderWithApp(<PageContent slug="about-us" eyebrow="About us" />, "/about-us");
    const heading = await screen.findByRole("heading", { level: 1, name: "मेधावी अकादमी के बारे में" });
    expect(heading.querySelector('[lang="hi"]')).toBeTruthy();
    expect(screen.getByText("एक ऑनलाइन कोचिंग संस्थान।").getAttribute("lang")).toBe("hi");
    const careers = screen.getByRole("heading", { level: 2, name: "करियर" });
    expect(careers.id).toBe("careers");
    expect(careers.closest('[lang="hi"]')).toBeTruthy();
    expect(screen.queryByText("About Medhavi Academy")).toBeNull();
    expect(screen.queryByText(/केवल अंग्रेज़ी/)).toBeNull();
    await waitFor(() => expect(document.title).toBe("मेधावी अकादमी के बारे में | Medhavi Academy"));
  });

  it("a page without a Hindi version shows its English copy, marked lang=en, with a note in Hindi", async () => {
    vi.spyOn(api, "get").mockResolvedValue(ABOUT as never);
    await act(() => setLanguage("hi", { persist: false }));
    renderWithApp(<PageContent slug="about-us" />, "/about-us");
    const heading = await screen.findByRole("heading", { level: 1, name: "About Medhavi Academy" });
    expect(heading.querySelector('[lang="en"]')).toBeTruthy();
    expect(screen.getByText("यह पृष्ठ अभी केवल अंग्रेज़ी में उपलब्ध है।")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Careers" }).closest('[lang="en"]')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("About Us | Medhavi Academy"));
  });

  it("an English reader never sees the Hindi version or the note", async () => {
    const page: PublicPage = {
      ...ABOUT,
      hindi: { title: "हमारे बारे में", description: "", body: "<p>पाठ</p>" },
    };
    vi.spyOn(api, "get").mockResolvedValue(page as never);
    renderWithApp(<PageContent slug="about-us" />, "/about-us");
    expect(await screen.findByRole("heading", { level: 1, name: "About Medhavi Academy" })).toBeTruthy();
    expect(screen.queryByText("हमारे बारे में")).toBeNull();
    expect(screen.queryByText(/only available in English/)).toBeNull();
  });
});
