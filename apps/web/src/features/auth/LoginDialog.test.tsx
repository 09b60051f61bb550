import { MESSAGES, PROOF_OF_WORK_HEADER } from "@medhavi/domain";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../lib/browser";
import { ApiError, api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { answerChallenges } from "../../test/proofOfWork";
import { TestProviders } from "../../test/render";
import { useLoginDialog } from "./LoginDialogContext";
import { WELCOME_CHECK_KEY } from "./session";

function Openers() {
  const { openLoginDialog, openSignupDialog } = useLoginDialog();
  return (
    <>
      <button type="button" onClick={openLoginDialog}>
        open login
      </button>
      <button type="button" onClick={openSignupDialog}>
        open signup
      </button>
    </>
  );
}

async function open(which: "login" | "signup") {
  render(
    <TestProviders>
      <Openers />
    </TestProviders>,
  );
  await userEvent.click(screen.getByRole("button", { name: `open ${which}` }));
  return screen.findByRole("dialog", { name: which === "login" ? "Login" : "Sign up" });
}

const textbox = (root: HTMLElement, name: string) => within(root).getByRole("textbox", { name });
const password = (root: HTMLElement, label: RegExp) => within(root).getByLabelText(label) as HTMLInputElement;
const errorsIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll(".MuiFormHelperText-root.Mui-error"), (node) => node.textContent);

const LOGIN_REPLY = {
  token: "session-token",
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  mobileNumber: "9876543210",
  userid: 7,
  profilePic: "",
  course_id: null,
  subscription: null,
  subscription_end: null,
};

beforeEach(() => {
  answerChallenges();
  window.sessionStorage.clear();
});

describe("login view", () => {
  it("shows nothing before the first submit, then each required message", async () => {
    const post = vi.spyOn(api, "post");
    const dialog = await open("login");
    await userEvent.type(textbox(dialog, "Email"), "not-an-email");
    expect(errorsIn(dialog)).toEqual([]);

    await userEvent.clear(textbox(dialog, "Email"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(errorsIn(dialog)).toEqual([MESSAGES.REQUIRED, MESSAGES.REQUIRED]);
    expect(post).not.toHaveBeenCalled();
  });

  it("re-validates live on every change after the first submit", async () => {
    const dialog = await open("login");
    await userEvent.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(errorsIn(dialog)).toEqual([MESSAGES.REQUIRED, MESSAGES.REQUIRED]);

    await userEvent.type(textbox(dialog, "Email"), "asha");
    expect(errorsIn(dialog)).toEqual([MESSAGES.INVALID_EMAIL, MESSAGES.REQUIRED]);
    await userEvent.type(textbox(dialog, "Email"), "@example.in");
    expect(errorsIn(dialog)).toEqual([MESSAGES.REQUIRED]);
    await userEvent.type(password(dialog, /^Password/), "x");
    expect(errorsIn(dialog)).toEqual([]);
  });

  it("Enter submits; the session is stored and the app restarts at /", async () => {
    let reply: (value: unknown) => void = () => {};
    const post = vi.spyOn(api, "post").mockImplementation(
      () =>
        new Promise<unknown>((resolve) => {
          reply = resolve;
        }) as Promise<never>,
    );
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const dialog = await open("login");
    await userEvent.type(textbox(dialog, "Email"), " Asha@Example.in ");
    await userEvent.type(password(dialog, /^Password/), "secret1{Enter}");

    expect(post).toHaveBeenCalledWith(
      "/login",
      { email: "asha@example.in", password: "secret1" },
      { silent: true },
    );
    // Loading state while the call runs.
    const submit = within(dialog).getByRole("button", { name: /Login/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByRole("progressbar")).toBeTruthy();

    reply(LOGIN_REPLY);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    const { token, ...info } = LOGIN_REPLY;
    expect(secureStorage.getItem("user-info")).toEqual(info);
    expect(secureStorage.getItem("user-token")).toBe(token);
    expect(Number(window.sessionStorage.getItem(WELCOME_CHECK_KEY))).toBeGreaterThan(0);
  });

  it("shows a server refusal in an error dialog, and stores nothing", async () => {
    vi.spyOn(api, "post").mockRejectedValue(new ApiError("Invalid email or password.", 400));
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const dialog = await open("login");
    await userEvent.type(textbox(dialog, "Email"), "asha@example.in");
    await userEvent.type(password(dialog, /^Password/), "wrong-one");
    await userEvent.click(within(dialog).getByRole("button", { name: "Login" }));

    const alert = await screen.findByRole("alertdialog", { name: "Login failed" });
    expect(alert.textContent).toContain("Invalid email or password.");
    expect(assign).not.toHaveBeenCalled();
    expect(secureStorage.getItem("user-token")).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    // The form is usable again.
    expect((within(dialog).getByRole("button", { name: "Login" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("only logs a network failure", async () => {
    vi.spyOn(api, "post").mockRejectedValue(new ApiError("The server could not be reached.", 0));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const dialog = await open("login");
    await userEvent.type(textbox(dialog, "Email"), "asha@example.in");
    await userEvent.type(password(dialog, /^Password/), "secret1{Enter}");
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Forgot password? opens the forgot-password dialog with the email typed so far", async () => {
    const dialog = await open("login");
    await userEvent.type(textbox(dialog, "Email"), "asha@example.in");
    await userEvent.click(within(dialog).getByRole("button", { name: "Forgot password?" }));
    const forgot = await screen.findByRole("dialog", { name: "Forgot password" });
    expect((within(forgot).getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe(
      "asha@example.in",
    );
  });
});

describe("signup view", () => {
  const fill = async (dialog: HTMLElement, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      const input = name.includes("password")
        ? password(dialog, name === "password" ? /^Password/ : /^Confirm password/)
        : textbox(dialog, name);
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    }
  };

  it("flags every required field, then each rule of section 5 live", async () => {
    const post = vi.spyOn(api, "post");
    const dialog = await open("signup");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    // First name, last name, mobile, email and password are required; an empty confirmation matches an empty password.
    expect(errorsIn(dialog)).toEqual(Array(5).fill(MESSAGES.REQUIRED));
    expect(post).not.toHaveBeenCalled();

    await fill(dialog, {
      "First name": "Asha",
      "Last name": "Verma",
      "Mobile number": "12345",
      Email: "asha@",
    });
    expect(errorsIn(dialog)).toEqual([MESSAGES.INVALID_MOBILE, MESSAGES.INVALID_EMAIL, MESSAGES.REQUIRED]);

    await fill(dialog, { "Mobile number": "98765 43210", Email: "asha@example.in", password: "abc" });
    expect(errorsIn(dialog)).toEqual([MESSAGES.PASSWORD_TOO_SHORT, MESSAGES.CONFIRM_PASSWORD_MISMATCH]);

    await fill(dialog, { password: "abcdef", confirm_password: "abcdeg" });
    expect(errorsIn(dialog)).toEqual([MESSAGES.CONFIRM_PASSWORD_MISMATCH]);
    await fill(dialog, { confirm_password: "abcdef" });
    expect(errorsIn(dialog)).toEqual([]);
  });

  it("creates the account, shows Account Created Successfully! and returns to login with the email", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({ firstName: "Asha", lastName: "Verma", userid: 7 });
    const dialog = await open("signup");
    await fill(dialog, {
      "First name": "Asha",
      "Last name": "Verma",
      "Mobile number": "+91 98765 43210",
      Email: "Asha@Example.in",
      password: "abcdef",
    });
    await userEvent.type(password(dialog, /^Confirm password/), "abcdef{Enter}");

    expect(post).toHaveBeenCalledWith(
      "/signup",
      {
        firstName: "Asha",
        lastName: "Verma",
        mobileNumber: "9876543210",
        email: "asha@example.in",
        password: "abcdef",
        confirm_password: "abcdef",
        status: "active",
        profilePic: "",
      },
      { silent: true, headers: { [PROOF_OF_WORK_HEADER]: expect.stringMatching(/:\d+$/) } },
    );
    const created = await screen.findByRole("alertdialog", { name: MESSAGES.ACCOUNT_CREATED });
    await userEvent.click(within(created).getByRole("button", { name: "Continue to login" }));
    const login = await screen.findByRole("dialog", { name: "Login" });
    expect((textbox(login, "Email") as HTMLInputElement).value).toBe("asha@example.in");
    expect(password(login, /^Password/).value).toBe("");
  });

  it("shows the server's message (e.g. a taken email) in an error dialog", async () => {
    vi.spyOn(api, "post").mockRejectedValue(new ApiError("An account with this email already exists.", 409));
    const dialog = await open("signup");
    await fill(dialog, {
      "First name": "Asha",
      "Last name": "Verma",
      "Mobile number": "9876543210",
      Email: "asha@example.in",
      password: "abcdef",
      confirm_password: "abcdef",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    const alert = await screen.findByRole("alertdialog", { name: "Signup failed" });
    expect(alert.textContent).toContain("An account with this email already exists.");
    expect(screen.queryByRole("alertdialog", { name: MESSAGES.ACCOUNT_CREATED })).toBeNull();
  });

  it("toggles between the two views", async () => {
    const dialog = await open("signup");
    await userEvent.click(within(dialog).getByRole("button", { name: "Log in" }));
    const login = await screen.findByRole("dialog", { name: "Login" });
    await userEvent.click(within(login).getByRole("button", { name: "Create an account" }));
    expect(await screen.findByRole("dialog", { name: "Sign up" })).toBeTruthy();
  });
});
