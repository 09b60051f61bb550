import { MESSAGES } from "@medhavi/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { TestProviders } from "../../test/render";
import AdminLoginPage from "./AdminLoginPage";

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/admin/login", element: <AdminLoginPage /> },
      { path: "/admin", element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ["/admin/login"] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const ADMIN = {
  token: "staff-token",
  firstName: "Meera",
  lastName: "Iyer",
  email: "admin@medhavi.academy",
  userid: 1,
  role: "admin",
};

describe("AdminLoginPage", () => {
  it("validates, signs in, stores admin info with the token and opens the dashboard (/admin)", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue(ADMIN);
    const router = renderPage();
    const form = screen.getByRole("form", { name: "Staff login" });
    await userEvent.click(within(form).getByRole("button", { name: "Log in" }));
    expect(form.textContent).toContain(MESSAGES.REQUIRED);
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByRole("textbox", { name: "Email" }), ADMIN.email);
    await userEvent.type(within(form).getByLabelText(/^Password/), "staff-password{Enter}");
    expect(post).toHaveBeenCalledWith(
      "/adminLogIn",
      { email: ADMIN.email, password: "staff-password" },
      { silent: true },
    );
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin");
    expect(secureStorage.getItem("admin-info")).toEqual(ADMIN);
  });

  it("shows a refusal in an error dialog", async () => {
    vi.spyOn(api, "post").mockRejectedValue(new ApiError("Invalid email or password.", 400));
    const router = renderPage();
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "someone@example.in");
    await userEvent.type(screen.getByLabelText(/^Password/), "nope{Enter}");
    const alert = await screen.findByRole("alertdialog", { name: "Login failed" });
    expect(alert.textContent).toContain("Invalid email or password.");
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(secureStorage.getItem("admin-info")).toBeNull();
  });
});
