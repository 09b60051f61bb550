import { BRAND } from "@medhavi/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CHAT_URL } from "../lib/brandContact";
import { useFocusMode } from "../lib/focusMode";
import { api } from "../lib/http";
import { secureStorage } from "../lib/secureStorage";
import { phone, setMatchMedia } from "../test/matchMedia";
import { TestProviders } from "../test/render";
import { FOOTER_LINKS, navLabel, PUBLIC_NAV } from "./navItems";
import { Shell } from "./Shell";

// Counts the footer's renders: it labels its links through navLabel.
vi.mock("./navItems", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./navItems")>();
  return { ...actual, navLabel: vi.fn(actual.navLabel) };
});

function FocusPage() {
  useFocusMode();
  return <h1>Test screen</h1>;
}

function renderShell(path = "/") {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: "/", element: <h1>Home page</h1> },
          { path: "/courses", element: <h1>Courses page</h1> },
          { path: "/profile", element: <h1>Profile page</h1> },
          { path: "/test", element: <FocusPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe("Shell", () => {
  it("narrower desktop: Study Materials moves into the profile menu", async () => {
    secureStorage.setItem("user-info", { firstName: "Ananya" });
    renderShell("/profile");
    await screen.findByRole("heading", { name: "Profile page" });
    expect(screen.queryByRole("link", { name: "Study Materials" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /: Open profile menu$/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Study Materials" })).toBeTruthy();
  });

  it("desktop, logged out: every top-bar item, Login/Signup and the footer", async () => {
    renderShell();
    await screen.findByRole("heading", { name: "Home page" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const item of PUBLIC_NAV) {
      expect(within(nav).getByRole("link", { name: item.label }).getAttribute("href")).toBe(item.to);
    }
    expect(screen.getByRole("button", { name: "Login/Signup" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
    const footer = screen.getByRole("contentinfo");
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${BRAND.name}. All rights reserved.`);
    for (const name of ["Careers", "Privacy Policy", "Terms & Conditions"]) {
      expect(within(footer).getByRole("link", { name })).toBeTruthy();
    }
  });

  it("Login/Signup opens the login dialog", async () => {
    renderShell();
    await userEvent.click(await screen.findByRole("button", { name: "Login/Signup" }));
    const dialog = await screen.findByRole("dialog", { name: "Login" });
    expect(within(dialog).getByRole("heading", { name: "Login" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Login" })).toBeTruthy();
  });

  it("narrow screen: the menu button opens a full-screen menu whose items navigate and close it", async () => {
    setMatchMedia(phone);
    const router = renderShell();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    for (const item of PUBLIC_NAV) {
      expect(within(menu).getByRole("link", { name: item.label })).toBeTruthy();
    }
    await userEvent.click(within(menu).getByRole("link", { name: "Courses" }));
    expect(await screen.findByRole("heading", { name: "Courses page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/courses");
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });

  it("opening and closing the phone menu does not render the footer again", async () => {
    setMatchMedia(phone);
    renderShell();
    await screen.findByRole("heading", { name: "Home page" });
    const footerRenders = () =>
      vi.mocked(navLabel).mock.calls.filter(([, item]) => FOOTER_LINKS.includes(item)).length;
    const before = footerRenders();
    expect(before).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(menu).getByRole("button", { name: "Close menu" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    expect(footerRenders()).toBe(before);
  });

  it("logged in: student items, profile menu and logout", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockImplementation(async (path) =>
        path === "/fetchnotification" ? { items: [], total: 0, unread: 0, page: 1, pageSize: 20 } : null,
      );
    setMatchMedia((query) => query.includes("min-width")); // a wide desktop
    secureStorage.setItem("user-info", { firstName: "Ananya", lastName: "Rao", email: "ananya@example.in" });
    secureStorage.setItem("user-token", "t");
    const router = renderShell("/profile");
    await screen.findByRole("heading", { name: "Profile page" });
    expect(screen.queryByRole("button", { name: "Login/Signup" })).toBeNull();
    expect(screen.getByRole("link", { name: "Study Materials" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Forum" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /: Open profile menu$/ }));
    const menu = await screen.findByRole("menu");
    expect(menu.textContent).toContain("Ananya Rao");
    for (const name of [
      "Profile",
      "Active Tests",
      "Attempt History",
      "My Progress",
      "Chat With Us",
      "Payment History",
      "Logout",
    ]) {
      expect(within(menu).getByRole("menuitem", { name })).toBeTruthy();
    }
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(secureStorage.getItem("user-info")).toBeNull();
    expect(await screen.findByRole("button", { name: "Login/Signup" })).toBeTruthy();
    expect(post).toHaveBeenCalledWith("/logout", undefined, {
      silent: true,
      headers: { Authorization: "Bearer t" },
    });
  });

  it("narrow screen, logged in: the bell in the bar, the student's items and Logout in the menu", async () => {
    vi.spyOn(api, "post").mockImplementation(async (path) =>
      path === "/fetchnotification" ? { items: [], total: 0, unread: 0, page: 1, pageSize: 20 } : null,
    );
    setMatchMedia(phone);
    secureStorage.setItem("user-info", { firstName: "Ananya", lastName: "Rao", userid: 3 });
    secureStorage.setItem("user-token", "t");
    const router = renderShell("/profile");
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(menu.textContent).toContain("Ananya Rao");
    for (const name of [
      "Study Materials",
      "Forum",
      "Profile",
      "Active Tests",
      "Attempt History",
      "My Progress",
      "Payment History",
    ]) {
      expect(within(menu).getByRole("link", { name })).toBeTruthy();
    }
    expect(within(menu).getByRole("link", { name: "Chat With Us" }).getAttribute("href")).toBe(CHAT_URL);
    await userEvent.click(within(menu).getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(secureStorage.getItem("user-token")).toBeNull();
  });

  it("focus mode (the test screen): no top bar, footer or floating buttons; they return on leaving", async () => {
    const router = renderShell("/test");
    await screen.findByRole("heading", { name: "Test screen" });
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByRole("button", { name: "Login/Signup" })).toBeNull();
    expect(screen.queryByText("Enroll Now")).toBeNull();
    await router.navigate("/");
    await screen.findByRole("heading", { name: "Home page" });
    // The shell re-renders once the test screen's hold is released, in a render of its own after the page's.
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByText("Enroll Now")).toBeTruthy();
  });
});
