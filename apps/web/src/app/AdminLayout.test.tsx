import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Navigate, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../lib/http";
import { secureStorage } from "../lib/secureStorage";
import { TestProviders } from "../test/render";
import { serverEndsSession } from "../test/sessionEnd";
import AdminLayout from "./AdminLayout";
import { ADMIN_NAV } from "./adminNav";

function renderAdmin(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/admin/login", element: <h1>Staff login</h1> },
      {
        path: "/admin",
        element: <AdminLayout />,
        children: [
          { index: true, element: <Navigate to="/admin/users" replace /> },
          { path: "users", element: <h1>Users</h1> },
          { path: "exam", element: <h1>Exam</h1> },
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

const realGet = api.get.bind(api);
/** GET /config answered as the server would (real payments, so no banner); other calls go through. */
const stubConfig = (payments: "razorpay" | "sandbox" = "razorpay") =>
  vi
    .spyOn(api, "get")
    .mockImplementation(async (path, options) =>
      path === "/config"
        ? { time_zone: "Asia/Kolkata", zone_label: "IST", payments }
        : realGet(path, options),
    );

describe("AdminLayout guard", () => {
  beforeEach(() => {
    stubConfig();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(["/admin/users", "/admin", "/admin/exam"])(
    "sends %s to /admin/login without admin info",
    async (path) => {
      const router = renderAdmin(path);
      expect(await screen.findByRole("heading", { name: "Staff login" })).toBeTruthy();
      expect(router.state.location.pathname).toBe("/admin/login");
    },
  );

  it("ignores a student session", async () => {
    secureStorage.setItem("user-info", { firstName: "Kabir" });
    secureStorage.setItem("user-token", "student-token");
    const router = renderAdmin("/admin/users");
    await screen.findByRole("heading", { name: "Staff login" });
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it("shows the back office with admin info", async () => {
    secureStorage.setItem("admin-info", { token: "t", firstName: "Meera", lastName: "Iyer" });
    const router = renderAdmin("/admin");
    expect(await screen.findByRole("heading", { name: "Users" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/users");
    const nav = screen.getByRole("navigation", { name: "Admin" });
    for (const item of ADMIN_NAV.filter((i) => !i.disabled)) {
      expect(within(nav).getByRole("link", { name: item.label }).getAttribute("href")).toBe(item.to);
    }
    // Projects is listed but disabled.
    expect(within(nav).queryByRole("link", { name: /Projects/ })).toBeNull();
    expect(
      within(nav)
        .getByRole("button", { name: /Projects/ })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    expect(screen.queryByRole("contentinfo")).toBeNull(); // no footer in admin
  });

  it("after a 401 keeps the page (and its toast) until the HTTP client's 3 s redirect", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      secureStorage.setItem("admin-info", { token: "t", firstName: "Meera" });
      secureStorage.setItem("user-token", "t");
      const assign = serverEndsSession("/admin/users");
      const router = renderAdmin("/admin/users");
      await screen.findByRole("heading", { name: "Users" });
      await api.get("/dashboard", { silent: true }).catch(() => undefined);
      expect(secureStorage.getItem("admin-info")).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      expect(router.state.location.pathname).toBe("/admin/users");
      expect(screen.getByRole("heading", { name: "Users" })).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2100);
      expect(assign).toHaveBeenCalledWith("/admin/login");
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it("the profile menu opens the staff member's own profile; the other entries stay disabled", async () => {
    secureStorage.setItem("admin-info", { token: "t", firstName: "Meera" });
    renderAdmin("/admin/users");
    await userEvent.click(await screen.findByRole("button", { name: "Open admin menu" }));
    const menu = await screen.findByRole("menu");
    const profile = within(menu).getByRole("menuitem", { name: "Profile" });
    expect(profile.getAttribute("href")).toBe("/admin/profile");
    expect(profile.getAttribute("aria-disabled")).toBeNull();
    for (const label of ["My Address", "My Cart", "My Appointment", "My Request"]) {
      expect(
        within(menu)
          .getByRole("menuitem", { name: new RegExp(label) })
          .getAttribute("aria-disabled"),
      ).toBe("true");
    }
  });

  it.each([
    ["sandbox", true],
    ["razorpay", false],
  ] as const)("with payments through %s the sandbox banner shows: %s", async (payments, shown) => {
    const get = stubConfig(payments);
    secureStorage.setItem("admin-info", { token: "t", firstName: "Meera" });
    renderAdmin("/admin/users");
    await screen.findByRole("heading", { name: "Users" });
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith("/config", { silent: true }));
    await get.mock.results[0]?.value;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const banner = screen.queryByRole("note");
    if (shown) expect(banner?.textContent).toMatch(/Payments are in sandbox mode.*no money moving/);
    else expect(banner).toBeNull();
  });

  it("navigates with the side menu", async () => {
    secureStorage.setItem("admin-info", { token: "t", name: "Staff" });
    renderAdmin("/admin/users");
    await userEvent.click(await screen.findByRole("link", { name: "Exam" }));
    expect(await screen.findByRole("heading", { name: "Exam" })).toBeTruthy();
  });

  it("logout ends the staff session, clears admin info only and goes to /admin/login", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue(null);
    secureStorage.setItem("admin-info", { token: "staff-token", firstName: "Meera" });
    secureStorage.setItem("user-token", "student");
    const router = renderAdmin("/admin/users");
    await userEvent.click(await screen.findByRole("button", { name: "Open admin menu" }));
    const menu = await screen.findByRole("menu");
    expect(menu.textContent).toContain("Meera");
    expect(
      within(menu)
        .getByRole("menuitem", { name: /My Address/ })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByRole("heading", { name: "Staff login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(secureStorage.getItem("admin-info")).toBeNull();
    expect(secureStorage.getItem("user-token")).toBe("student");
    expect(post).toHaveBeenCalledWith("/logout", undefined, {
      silent: true,
      headers: { Authorization: "Bearer staff-token" },
    });
  });
});
