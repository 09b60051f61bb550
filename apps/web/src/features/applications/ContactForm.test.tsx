import { MESSAGES, PROOF_OF_WORK_HEADER } from "@medhavi/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { answerChallenges } from "../../test/proofOfWork";
import { TestProviders } from "../../test/render";
import { ContactForm } from "./forms";

// jsdom has no IndexedDB: the outbox itself is tested in lib/outbox; here only what the form hands it.
const enqueue = vi.fn(async (entry: unknown) => entry);
vi.mock("../../lib/outbox/appOutbox", () => ({ appOutbox: () => ({ enqueue }) }));

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
  answerChallenges();
  enqueue.mockClear();
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

  it("offline: the form goes to the outbox with its idempotency key and says it will be sent", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockRejectedValueOnce(new ApiError("The server could not be reached.", 0));
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Saved on this device")).toBeTruthy();
    expect(enqueue).toHaveBeenCalledTimes(1);
    const queued = enqueue.mock.calls[0]?.[0] as {
      path: string;
      body: { idempotency_key: string };
      id: string;
    };
    const sent = post.mock.calls[0] as unknown as [
      string,
      { idempotency_key: string },
      { headers: Record<string, string> },
    ];
    expect(queued.path).toBe("/contactUs");
    // The replay carries the same keys as the attempt that may have reached the server.
    expect(queued.body.idempotency_key).toBe(sent[1].idempotency_key);
    expect(queued.id).toBe(sent[2].headers["Idempotency-Key"]);
    expect(window.sessionStorage.getItem("medhavi-application-draft:contact")).toBeNull();
  });

  it("sends the solved challenge in its header; without a connection for it, the form goes to the outbox", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValueOnce({ reference: "CON-ABCDEF", kind: "contact" });
    const user = userEvent.setup();
    const { unmount } = renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("CON-ABCDEF")).toBeTruthy();
    const options = post.mock.calls[0]?.[2] as { headers: Record<string, string> } | undefined;
    const headers = options?.headers ?? {};
    expect(headers[PROOF_OF_WORK_HEADER]).toMatch(/^1\.test-challenge-0000\.\d+\.1\.s+:\d+$/);
    unmount();

    vi.spyOn(api, "get").mockRejectedValue(new ApiError("The server could not be reached.", 0));
    post.mockRejectedValueOnce(new ApiError("The server could not be reached.", 0));
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Saved on this device")).toBeTruthy();
    expect(enqueue).toHaveBeenCalledTimes(1);
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
});
