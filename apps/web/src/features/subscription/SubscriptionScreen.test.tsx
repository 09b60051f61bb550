import { formatAcademyDate, MESSAGES, RENEW_TITLE } from "@medhavi/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { setLanguage } from "../../lib/i18n/language";
import { setToastHandler } from "../../lib/toast";
import type { UserInfo } from "../auth/session";
import { SubscriptionScreen } from "./SubscriptionScreen";
import {
  captureToasts,
  expiredStudent,
  freeStudent,
  mockCourses,
  paidStudent,
  renderWithApp,
  STUDENT,
  signIn,
} from "./testSupport";

// The real login dialog belongs to the accounts screens; here it only has to open.
vi.mock("../auth/LoginDialogContext", async () => {
  const { createContext, useContext, useState } = await import("react");
  const Context = createContext({ openLoginDialog: () => {}, closeLoginDialog: () => {} });
  return {
    LoginDialogProvider: ({ children }: { children: React.ReactNode }) => {
      const [open, setOpen] = useState(false);
      return (
        <Context.Provider
          value={{ openLoginDialog: () => setOpen(true), closeLoginDialog: () => setOpen(false) }}
        >
          {children}
          {open && <div role="dialog" aria-label="Login / Signup" />}
        </Context.Provider>
      );
    },
    useLoginDialog: () => useContext(Context),
  };
});

const card = (label: RegExp | string) =>
  screen.getByRole("button", {
    name: typeof label === "string" ? new RegExp(`^${escapeRegExp(label)}`) : label,
  });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const backButton = () => screen.queryByRole("button", { name: "Back" });

function renderScreen(props: { variant?: "page" | "dialog"; initialCourseId?: number | null } = {}) {
  const navigate = vi.fn();
  const onClose = vi.fn();
  const view = renderWithApp(
    <SubscriptionScreen
      variant={props.variant ?? "page"}
      navigate={navigate}
      onClose={onClose}
      initialCourseId={props.initialCourseId ?? null}
    />,
  );
  return { ...view, navigate, onClose };
}

beforeEach(() => {
  mockCourses();
});

afterEach(() => {
  setToastHandler(null);
});

describe("course drill-down", () => {
  beforeEach(() => signIn(STUDENT));

  it("starts at the roots, with Back disabled", async () => {
    renderScreen();
    expect(await screen.findByRole("button", { name: /^JEE \(Category\)/ })).toBeTruthy();
    expect(card("NEET (Category)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /JEE Main \(Program\)/ })).toBeNull();
    expect(backButton()?.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("heading", { name: "Choose your course" })).toBeTruthy();
  });

  it("goes one level deeper per tap, steps back up, and highlights the chosen card", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole("button", { name: /^JEE \(Category\)/ }));

    expect(card("JEE Main (Program)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^NEET \(Category\)/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "JEE" })).toBeTruthy();
    expect(backButton()?.hasAttribute("disabled")).toBe(false);

    await user.click(card("JEE Main (Program)"));
    expect(card("JEE Main Complete Course (Course)")).toBeTruthy();
    expect(card("JEE Main Crash Course (Course)")).toBeTruthy();

    // Back twice: the top level again, with the chosen card highlighted.
    await user.click(backButton()!);
    expect(card("JEE Main (Program)").getAttribute("aria-pressed")).toBe("true");
    await user.click(backButton()!);
    expect(card("JEE (Category)").getAttribute("aria-pressed")).toBe("true");
    expect(card("NEET (Category)").getAttribute("aria-pressed")).toBe("false");
    expect(backButton()?.hasAttribute("disabled")).toBe(true);
  });

  it("opens the plan view for a course marked for subscription, and Back returns to its level", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole("button", { name: /^JEE \(Category\)/ }));
    await user.click(card("JEE Main (Program)"));
    await user.click(card("JEE Main Complete Course (Course)"));

    expect(screen.getByRole("heading", { level: 2, name: "JEE Main Complete Course" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Select / })).toHaveLength(3);

    await user.click(backButton()!);
    expect(card("JEE Main Complete Course (Course)").getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the footer block with address, contact and the course list", async () => {
    renderScreen();
    const footer = await screen.findByRole("complementary", { name: "Contact and courses" });
    expect(footer.textContent).toContain("Patna, Bihar");
    expect(footer.textContent).toContain("+91 612 254 7700");
    expect(footer.textContent).toContain("JEE: JEE Main");
    expect(footer.textContent).toContain("NEET: NEET UG");
    expect(footer.textContent).toContain("Monday to Saturday, 9:00 am to 7:00 pm IST");
  });

  it("shows the footer's office hours in Hindi when Hindi is on", async () => {
    renderScreen();
    await act(() => setLanguage("hi"));
    const footer = await screen.findByRole("complementary", { name: /./ });
    expect(footer.textContent).toContain("सोमवार से शनिवार, सुबह 9:00 से शाम 7:00 बजे (IST)");
    await act(() => setLanguage("en"));
  });
});

describe("plan view", () => {
  it("shows three plans with their prices, features and discounts", async () => {
    signIn(STUDENT);
    renderScreen({ initialCourseId: 3 });
    await screen.findByRole("heading", { level: 2, name: "JEE Main Complete Course" });

    const trial = screen.getByRole("region", { name: "15 Days Trial" });
    const half = screen.getByRole("region", { name: "Half Yearly" });
    const yearly = screen.getByRole("region", { name: "Yearly" });
    expect(within(trial).getByTestId("price-trial").textContent).toBe("Free");
    expect(within(half).getByTestId("price-half-yearly").textContent).toBe("₹24,999");
    expect(within(yearly).getByTestId("price-yearly").textContent).toBe("₹44,999");

    expect(trial.textContent).toContain("Access to 2 courses");
    expect(trial.textContent).toContain("Dedicated personal mentor");
    for (const text of [
      "Access to all courses",
      "On demand video",
      "Dedicated personal mentor",
      "Weekly and monthly exam",
    ]) {
      expect(half.textContent).toContain(text);
      expect(yearly.textContent).toContain(text);
    }
    expect(half.textContent).toContain("5% discount on fee");
    expect(yearly.textContent).toContain("20% discount on fee");

    for (const name of ["Select 15 Days Trial", "Select Half Yearly", "Select Yearly"]) {
      expect(screen.getByRole("button", { name }).hasAttribute("disabled")).toBe(false);
    }
    // A first-time student may go back to the list.
    expect(backButton()?.hasAttribute("disabled")).toBe(false);
  });

  it("formats lakh amounts with Indian grouping", async () => {
    signIn(STUDENT);
    renderScreen({ initialCourseId: 7 });
    expect((await screen.findByTestId("price-yearly")).textContent).toBe("₹1,24,999");
  });
});

describe("opening rules", () => {
  it.each<[string, () => UserInfo, string, string | null]>([
    ["expired", expiredStudent, MESSAGES.SUBSCRIPTION_EXPIRED_TITLE, MESSAGES.SUBSCRIPTION_EXPIRED_DETAIL],
    ["Free", freeStudent, MESSAGES.GO_PREMIUM, null],
  ])(
    "%s: alert, own course preselected, no Back, free plan disabled",
    async (_case, student, title, detail) => {
      signIn(student());
      renderScreen();
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain(title);
      if (detail) expect(alert.textContent).toContain(detail);

      expect(await screen.findByRole("heading", { level: 2, name: "JEE Main Complete Course" })).toBeTruthy();
      expect(backButton()).toBeNull();
      expect(screen.getByRole("button", { name: "Select 15 Days Trial" }).hasAttribute("disabled")).toBe(
        true,
      );
      expect(screen.getByRole("button", { name: "Select Half Yearly" }).hasAttribute("disabled")).toBe(false);
      expect(screen.getByRole("button", { name: "Select Yearly" }).hasAttribute("disabled")).toBe(false);
    },
  );

  it("expired with a course that no longer exists: starts at the top and keeps Back", async () => {
    signIn({ ...expiredStudent(), course_id: 999 });
    renderScreen();
    expect(await screen.findByRole("button", { name: /^JEE \(Category\)/ })).toBeTruthy();
    expect(backButton()).not.toBeNull();
  });

  it("live paid plan: its course's plans as a renewal that starts when the plan ends", async () => {
    const student = paidStudent();
    signIn(student);
    const { navigate } = renderScreen({ variant: "dialog" });
    const alert = await screen.findByRole("alert");
    const starts = formatAcademyDate(student.subscription_end as number);
    expect(alert.textContent).toContain(RENEW_TITLE);
    expect(alert.textContent).toContain(`Renews your current plan: starts on ${starts}`);
    expect(await screen.findByRole("heading", { level: 2, name: "JEE Main Complete Course" })).toBeTruthy();
    expect(screen.getAllByText(`Renewal: starts on ${starts}`)).toHaveLength(2);
    expect(backButton()).toBeNull();
    expect(screen.getByRole("button", { name: "Select 15 Days Trial" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Select Yearly" }).hasAttribute("disabled")).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logged out, popup: closes and opens the login dialog", async () => {
    signIn(null);
    const { onClose } = renderScreen({ variant: "dialog" });
    expect(await screen.findByRole("dialog", { name: "Login / Signup" })).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it("logged out, page: a prompt to log in; choosing a plan opens the login dialog", async () => {
    signIn(null);
    const user = userEvent.setup();
    renderScreen({ initialCourseId: 3 });
    expect((await screen.findByRole("alert")).textContent).toContain("Log in to subscribe");
    await user.click(await screen.findByRole("button", { name: "Select 15 Days Trial" }));
    expect(await screen.findByRole("dialog", { name: "Login / Signup" })).toBeTruthy();
  });
});

describe("subscribing", () => {
  it("free flow: records the trial, toasts, reloads the profile and goes to /profile", async () => {
    const toasts = captureToasts();
    signIn(STUDENT);
    const post = vi.spyOn(api, "post").mockImplementation(async (path: string) => {
      if (path === "/getProfile") return freeStudent() as never;
      return freeStudent() as never;
    });
    const user = userEvent.setup();
    const { navigate } = renderScreen({ initialCourseId: 3 });
    await user.click(await screen.findByRole("button", { name: "Select 15 Days Trial" }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/profile"));
    expect(post.mock.calls[0]?.[0]).toBe("/user_study_materials/subscribe");
    expect(post.mock.calls[0]?.[1]).toMatchObject({ course_id: 3, subscription: "Free" });
    expect(post.mock.calls[1]).toEqual(["/getProfile", { email: STUDENT.email }]);
    expect(toasts).toEqual([{ message: MESSAGES.SUBSCRIBED, variant: "success" }]);
    // The new Free plan does not turn the open screen into "already subscribed".
    expect(screen.queryByText("Taking you to your profile…")).toBeNull();
  });

  it("paid flow: confirm, sandbox checkout, verify, record, profile", async () => {
    const toasts = captureToasts();
    signIn(freeStudent());
    const post = vi.spyOn(api, "post").mockImplementation(async (path: string) => {
      switch (path) {
        case "/payment/createorder":
          return {
            success: true,
            key_id: "rzp_test_sandbox",
            product_name: "JEE Main Complete Course: Yearly",
            description: "Yearly plan for JEE Main Complete Course",
            order_id: "order_1",
            contact: "9876543210",
            name: "Riya Sharma",
            email: STUDENT.email,
            amount: 4_499_900,
            currency: "INR",
            gateway: "sandbox",
          } as never;
        case "/payment/sandbox/pay":
          return {
            razorpay_order_id: "order_1",
            razorpay_payment_id: "pay_1",
            razorpay_signature: "s",
          } as never;
        default:
          return paidStudent() as never;
      }
    });
    const user = userEvent.setup();
    const { navigate } = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Select Yearly" }));

    const confirm = await screen.findByRole("dialog", { name: MESSAGES.CONFIRM_TITLE });
    expect(confirm.textContent).toContain("Subscribe Yearly for ₹44,999");
    await user.click(within(confirm).getByRole("button", { name: "Yes" }));

    const sandbox = await screen.findByRole("dialog", { name: "Sandbox checkout" });
    expect(sandbox.textContent).toContain("Test payment");
    expect(sandbox.textContent).toContain("JEE Main Complete Course: Yearly");
    await user.click(within(sandbox).getByRole("button", { name: "Pay ₹44,999" }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/profile"));
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      "/payment/createorder",
      "/payment/sandbox/pay",
      "/payment/verify_payment",
      "/user_study_materials/subscribe",
      "/getProfile",
    ]);
    expect(post.mock.calls[1]?.[1]).toEqual({ order_id: "order_1", outcome: "success" });
    expect(toasts).toEqual([{ message: MESSAGES.PAYMENT_SUCCESSFUL, variant: "success" }]);
  });

  it("paid flow: No cancels without calling the server; a failed sandbox payment says Payment Failed!", async () => {
    const toasts = captureToasts();
    signIn(freeStudent());
    const post = vi.spyOn(api, "post").mockImplementation(async (path: string) => {
      if (path === "/payment/createorder") {
        return { success: true, order_id: "order_2", amount: 2_499_900, gateway: "sandbox" } as never;
      }
      throw new Error(MESSAGES.PAYMENT_FAILED);
    });
    const user = userEvent.setup();
    const { navigate } = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Select Half Yearly" }));
    const confirm = await screen.findByRole("dialog", { name: MESSAGES.CONFIRM_TITLE });
    expect(confirm.textContent).toContain("Subscribe Half Yearly for ₹24,999");
    await user.click(within(confirm).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Select Half Yearly" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await user.click(await screen.findByRole("button", { name: "Fail payment" }));

    await waitFor(() => expect(toasts).toEqual([{ message: MESSAGES.PAYMENT_FAILED, variant: "error" }]));
    expect(post.mock.calls.map(([path]) => path)).toEqual(["/payment/createorder", "/payment/sandbox/pay"]);
    expect(navigate).not.toHaveBeenCalled();
    // Back on the plans, ready to try again.
    const again = await screen.findByRole("button", { name: "Select Half Yearly" });
    expect(again.hasAttribute("disabled")).toBe(false);
  });
});
