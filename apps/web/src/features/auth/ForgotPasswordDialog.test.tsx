import { MESSAGES } from "@medhavi/domain";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { setToastHandler } from "../../lib/toast";
import { TestProviders } from "../../test/render";
import { ForgotPasswordDialog, OTP_RESEND_SECONDS } from "./ForgotPasswordDialog";
import { useLoginDialog } from "./LoginDialogContext";

const EMAIL = "asha@example.in";
const toasts: [string, string][] = [];

beforeEach(() => {
  toasts.length = 0;
  setToastHandler((message, variant) => toasts.push([message, variant]));
});
afterEach(() => {
  setToastHandler(null);
  vi.useRealTimers();
});

/** A fake server for the three reset calls. */
function mockServer(overrides: Partial<Record<string, () => unknown>> = {}) {
  return vi.spyOn(api, "post").mockImplementation(async (path) => {
    const override = overrides[path];
    if (override) return override() as never;
    if (path === "/verifyEmail") return { mobileNumber: "******3210" } as never;
    if (path === "/verifyOtp") return { reset_token: "proof-123" } as never;
    if (path === "/updatePasswordForUser") return null as never;
    throw new Error(`unexpected call ${path}`);
  });
}

function renderDialog(onPasswordUpdated = vi.fn()) {
  render(
    <TestProviders>
      <ForgotPasswordDialog open onClose={() => {}} onPasswordUpdated={onPasswordUpdated} />
    </TestProviders>,
  );
  return screen.getByRole("dialog", { name: "Forgot password" });
}

const button = (root: HTMLElement, name: string) =>
  within(root).getByRole("button", { name }) as HTMLButtonElement;

async function reachOtpStep(dialog: HTMLElement, user = userEvent.setup()) {
  await user.type(within(dialog).getByRole("textbox", { name: "Email" }), EMAIL);
  await user.click(button(dialog, "Send OTP"));
  await within(dialog).findByRole("textbox", { name: "OTP" });
}

function Opener() {
  const { openForgotPassword } = useLoginDialog();
  return (
    <button type="button" onClick={() => openForgotPassword(EMAIL)}>
      forgot
    </button>
  );
}

describe("ForgotPasswordDialog", () => {
  it("walks start -> OTP sent -> verified -> updated, enabling each button only when allowed", async () => {
    const post = mockServer();
    const onPasswordUpdated = vi.fn();
    const dialog = renderDialog(onPasswordUpdated);

    // Start: Send OTP waits for an email.
    expect(button(dialog, "Send OTP").disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), EMAIL);
    expect(button(dialog, "Send OTP").disabled).toBe(false);
    await userEvent.click(button(dialog, "Send OTP"));
    expect(post).toHaveBeenCalledWith("/verifyEmail", { email: EMAIL }, { silent: true });

    // OTP sent: the masked number, Resend waits, Verify waits for 6 digits.
    const otp = (await within(dialog).findByRole("textbox", { name: "OTP" })) as HTMLInputElement;
    expect(toasts).toContainEqual([MESSAGES.OTP_SENT, "success"]);
    expect(dialog.textContent).toContain("******3210");
    expect(otp.getAttribute("inputmode")).toBe("numeric");
    expect(button(dialog, "Resend OTP").disabled).toBe(true);
    expect(dialog.textContent).toContain(`You can resend in ${OTP_RESEND_SECONDS} s`);
    expect(button(dialog, "Verify").disabled).toBe(true);
    await userEvent.type(otp, "12a3-45");
    expect(otp.value).toBe("12345"); // digits only
    expect(button(dialog, "Verify").disabled).toBe(true);
    await userEvent.type(otp, "67");
    expect(otp.value).toBe("123456"); // at most 6
    expect(button(dialog, "Verify").disabled).toBe(false);
    await userEvent.click(button(dialog, "Verify"));
    expect(post).toHaveBeenCalledWith("/verifyOtp", { email: EMAIL, otp: "123456" }, { silent: true });

    // Verified: the new-password fields; Update waits for 6+ characters and a matching confirmation.
    const fresh = (await within(dialog).findByLabelText("New password")) as HTMLInputElement;
    expect(toasts).toContainEqual([MESSAGES.OTP_VERIFIED, "success"]);
    const confirm = within(dialog).getByLabelText("Confirm new password");
    expect(button(dialog, "Update").disabled).toBe(true);
    await userEvent.type(fresh, "abc");
    expect(dialog.textContent).toContain(MESSAGES.PASSWORD_TOO_SHORT);
    expect(button(dialog, "Update").disabled).toBe(true);
    await userEvent.type(fresh, "def");
    expect(dialog.textContent).not.toContain(MESSAGES.PASSWORD_TOO_SHORT);
    await userEvent.type(confirm, "abcdeg");
    expect(dialog.textContent).toContain(MESSAGES.CONFIRM_PASSWORD_MISMATCH);
    expect(button(dialog, "Update").disabled).toBe(true);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, "abcdef");
    expect(dialog.textContent).not.toContain(MESSAGES.CONFIRM_PASSWORD_MISMATCH);
    expect(button(dialog, "Update").disabled).toBe(false);
    await userEvent.click(button(dialog, "Update"));

    expect(post).toHaveBeenLastCalledWith(
      "/updatePasswordForUser",
      { email: EMAIL, password: "abcdef", confirm_password: "abcdef", reset_token: "proof-123" },
      { silent: true },
    );
    await waitFor(() => expect(onPasswordUpdated).toHaveBeenCalledWith(EMAIL));
  });

  it("Resend OTP unlocks after the 30 s countdown and sends again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const post = mockServer();
    const dialog = renderDialog();
    await reachOtpStep(dialog, user);
    expect(button(dialog, "Resend OTP").disabled).toBe(true);
    for (let i = 0; i < OTP_RESEND_SECONDS - 1; i++) {
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(button(dialog, "Resend OTP").disabled).toBe(true);
    expect(dialog.textContent).toContain("You can resend in 1 s");
    act(() => vi.advanceTimersByTime(1000));
    expect(button(dialog, "Resend OTP").disabled).toBe(false);

    await user.click(button(dialog, "Resend OTP"));
    await waitFor(() => expect(post.mock.calls.filter(([path]) => path === "/verifyEmail")).toHaveLength(2));
    await waitFor(() => expect(button(dialog, "Resend OTP").disabled).toBe(true));
  });

  it("shows Invalid Email Id for an unknown email and stays at the start", async () => {
    mockServer({
      "/verifyEmail": () => {
        throw new ApiError(MESSAGES.INVALID_EMAIL_ID, 400);
      },
    });
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), "nobody@example.in");
    await userEvent.click(button(dialog, "Send OTP"));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(MESSAGES.INVALID_EMAIL_ID);
    expect(within(dialog).queryByRole("textbox", { name: "OTP" })).toBeNull();
  });

  it("checks the email's format before calling the server", async () => {
    const post = mockServer();
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), "asha@");
    await userEvent.click(button(dialog, "Send OTP"));
    expect(dialog.textContent).toContain(MESSAGES.INVALID_EMAIL);
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong OTP and stays on the OTP step", async () => {
    mockServer({
      "/verifyOtp": () => {
        throw new ApiError("The OTP is not correct.", 400);
      },
    });
    const dialog = renderDialog();
    await reachOtpStep(dialog);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "OTP" }), "000000{Enter}");
    expect((await within(dialog).findByRole("alert")).textContent).toContain("The OTP is not correct.");
    expect(within(dialog).queryByLabelText("New password")).toBeNull();
  });

  it("says Something went wrong when the update fails", async () => {
    const onPasswordUpdated = vi.fn();
    mockServer({
      "/updatePasswordForUser": () => {
        throw new ApiError("Your verification has expired. Please verify your mobile number again.", 400);
      },
    });
    const dialog = renderDialog(onPasswordUpdated);
    await reachOtpStep(dialog);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "OTP" }), "123456{Enter}");
    await userEvent.type(await within(dialog).findByLabelText("New password"), "abcdef");
    await userEvent.type(within(dialog).getByLabelText("Confirm new password"), "abcdef{Enter}");
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(MESSAGES.PASSWORD_UPDATE_FAILED);
    expect(onPasswordUpdated).not.toHaveBeenCalled();
  });

  it("from the app: the dialog closes on success, says Success!, then offers the login with the email", async () => {
    mockServer();
    render(
      <TestProviders>
        <Opener />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole("button", { name: "forgot" }));
    const dialog = await screen.findByRole("dialog", { name: "Forgot password" });
    await userEvent.click(button(dialog, "Send OTP"));
    await userEvent.type(await within(dialog).findByRole("textbox", { name: "OTP" }), "123456{Enter}");
    await userEvent.type(await within(dialog).findByLabelText("New password"), "abcdef");
    await userEvent.type(within(dialog).getByLabelText("Confirm new password"), "abcdef{Enter}");

    const success = await screen.findByRole("alertdialog", { name: MESSAGES.PASSWORD_UPDATED_TITLE });
    expect(success.textContent).toContain(MESSAGES.PASSWORD_UPDATED);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Forgot password" })).toBeNull());
    await userEvent.click(within(success).getByRole("button", { name: "Login" }));
    const login = await screen.findByRole("dialog", { name: "Login" });
    expect((within(login).getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe(EMAIL);
  });
});
