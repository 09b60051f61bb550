import { MESSAGES } from "@medhavi/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectivity } from "../../lib/connectivity";
import { ApiError, api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { TestProviders } from "../../test/render";
import { ContactForm } from "./forms";

const renderForm = () =>
  render(
    <TestProviders>
      <ContactForm />
    </TestProviders>,
  );

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Ravi Kumar");
  await user.type(screen.getByLabelText("Email"), "ravi@example.in");
  await user.type(screen.getByLabelText("Mobile number"), "9876543210");
  await user.type(screen.getByLabelText("Subject"), "Batch timings");
  await user.type(screen.getByLabelText("Message"), "When does the next batch start?");
}

beforeEach(() => {
  window.sessionStorage.clear();
  secureStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("the contact form", () => {
  it("shows each field's message on an empty submit and sends nothing", async () => {
    const post = vi.spyOn(api, "post");
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getAllByText(MESSAGES.REQUIRED)).toHaveLength(5);
    expect(post).not.toHaveBeenCalled();
  });

  it("keeps what was typed when sending fails, and a retry sends the same idempotency key", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockRejectedValueOnce(new ApiError("The server could not be reached.", 0))
      .mockResolvedValueOnce({
        reference: "CON-7K4QX2",
        kind: "contact",
        status: "new",
        created_at: 0,
      } as never);
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/Everything you typed is kept/)).toBeTruthy();
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ravi Kumar");
    // The draft survives a reload of the page too.
    expect(window.sessionStorage.getItem("medhavi-application-draft:contact")).toContain("Ravi Kumar");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("CON-7K4QX2")).toBeTruthy();
    const [first, second] = post.mock.calls.map((c) => c[1] as { idempotency_key: string });
    expect(first?.idempotency_key).toBeTruthy();
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
    expect(post.mock.calls[0]?.[0]).toBe("/contactUs");
    expect(window.sessionStorage.getItem("medhavi-application-draft:contact")).toBeNull();
  });

  it("shows the server's per-field errors under their fields", async () => {
    vi.spyOn(api, "post").mockRejectedValueOnce(
      new ApiError("Some fields need your attention.", 400, {
        errors: { email: "Enter a valid email address." },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByText("Enter a valid email address.")).toBeTruthy());
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("restores a draft left in this tab", async () => {
    window.sessionStorage.setItem(
      "medhavi-application-draft:contact",
      JSON.stringify({ name: "Saved Name", subject: "Saved subject", idempotency_key: "draft-key-123" }),
    );
    renderForm();
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Saved Name");
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("Saved subject");
  });

  it("fills in a logged-in student's name, email and mobile", async () => {
    secureStorage.setItem("user-info", {
      firstName: "Ananya",
      lastName: "Rao",
      email: "ananya@example.in",
      mobileNumber: "9810000001",
    });
    renderForm();
    await waitFor(() =>
      expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ananya Rao"),
    );
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ananya@example.in");
    expect((screen.getByLabelText("Mobile number") as HTMLInputElement).value).toBe("9810000001");
  });

  it("sends a form that failed offline by itself when the connection is back", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockRejectedValueOnce(new ApiError("The server could not be reached.", 0))
      .mockResolvedValueOnce({
        reference: "CON-BACK22",
        kind: "contact",
        status: "new",
        created_at: 0,
      } as never);
    let state = { online: true, checking: false, nextRetryMs: null as number | null };
    const listeners = new Set<() => void>();
    vi.spyOn(connectivity, "getState").mockImplementation(() => state);
    vi.spyOn(connectivity, "subscribe").mockImplementation((l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByText(/Everything you typed is kept/);
    state = { ...state, online: false };
    for (const l of listeners) l();
    state = { ...state, online: true };
    for (const l of listeners) l();
    expect(await screen.findByText("CON-BACK22")).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(2);
  });
});
