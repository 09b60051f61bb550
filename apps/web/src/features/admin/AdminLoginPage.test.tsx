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

  it("asks for the authenticator code when two-step sign-in is on, or a recovery code instead", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockResolvedValueOnce({ second_factor: "totp", ticket: "ticket-1" })
      .mockRejectedValueOnce(new ApiError("That code is not right.", 400))
      .mockResolvedValueOnce(ADMIN);
    const router = renderPage();
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), ADMIN.email);
    await userEvent.type(screen.getByLabelText(/^Password/), "staff-password{Enter}");
    const step = await screen.findByRole("form", { name: "Two-step sign-in" });
    await userEvent.type(within(step).getByRole("textbox", { name: /6-digit code/ }), "12a3456");
    await userEvent.click(within(step).getByRole("checkbox", { name: /Trust this browser for 30 days/ }));
    await userEvent.click(within(step).getByRole("button", { name: "Verify" }));
    expect(post).toHaveBeenLastCalledWith(
      "/adminLogIn/second-factor",
      { ticket: "ticket-1", trust_device: true, code: "123456" },
      { silent: true },
    );
    expect((await within(step).findByRole("alert")).textContent).toContain("That code is not right.");
    await userEvent.click(within(step).getByRole("button", { name: "Use a recovery code instead" }));
    await userEvent.type(within(step).getByRole("textbox", { name: /Recovery code/ }), "ABCDE-12345{Enter}");
    expect(post).toHaveBeenLastCalledWith(
      "/adminLogIn/second-factor",
      { ticket: "ticket-1", trust_device: true, recovery_code: "ABCDE-12345" },
      { silent: true },
    );
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("the owner's first login sets up the authenticator and shows the recovery codes once", async () => {
    const enrolment = {
      enrolment: "enrol-1",
      secret: "JBSWY3DPEHPK3PXP",
      otpauth_uri: "otpauth://totp/x",
      qr_svg: "<svg/>",
    };
    const codes = ["AAAAA-BBBBB", "CCCCC-DDDDD"];
    const post = vi
      .spyOn(api, "post")
      .mockResolvedValueOnce({ second_factor: "enrol", ticket: "ticket-2", enrolment })
      .mockResolvedValueOnce({ ...ADMIN, recovery_codes: codes });
    const router = renderPage();
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), ADMIN.email);
    await userEvent.type(screen.getByLabelText(/^Password/), "staff-password{Enter}");
    const setup = await screen.findByRole("form", { name: "Set up two-step sign-in" });
    expect(within(setup).getByRole("img", { name: /QR code/ })).toBeTruthy();
    expect(within(setup).getByTestId("totp-secret").textContent).toBe("JBSW Y3DP EHPK 3PXP");
    await userEvent.type(within(setup).getByRole("textbox", { name: /6-digit code/ }), "654321{Enter}");
    expect(post).toHaveBeenLastCalledWith(
      "/adminLogIn/enrol",
      { ticket: "ticket-2", trust_device: false, enrolment: "enrol-1", code: "654321" },
      { silent: true },
    );
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(secureStorage.getItem("admin-info")).toEqual(ADMIN);
    expect(router.state.location.pathname).toBe("/admin/login");
    await userEvent.click(screen.getByRole("button", { name: "I have saved them: continue" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });
});
