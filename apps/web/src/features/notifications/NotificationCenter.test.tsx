import { NOTIFICATION_POLL_MS } from "@medhavi/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { renderAt } from "../../test/render";
import { WELCOME_CHECK_KEY } from "../auth/session";
import { NotificationCenter } from "./NotificationCenter";
import type { NotificationItem, NotificationPage } from "./notificationsApi";

const { openSubscribeDialog } = vi.hoisted(() => ({ openSubscribeDialog: vi.fn() }));
vi.mock("../subscription/SubscribeDialogContext", () => ({
  useSubscribeDialog: () => ({ openSubscribeDialog, closeSubscribeDialog: () => {} }),
  SubscribeDialogProvider: ({ children }: { children: unknown }) => children,
}));

const NOW = Date.now();
const WELCOME: NotificationItem = {
  id: 1,
  notificationType: "new_user",
  notificationMsg: "Welcome to Medhavi Academy, Asha! Choose your course and start your 15-day free trial.",
  navigate: null,
  read: false,
  createdAt: NOW - 3 * 3_600_000,
};
const EXAM: NotificationItem = {
  id: 2,
  notificationType: "exam_scheduled",
  notificationMsg: "JEE Main mock test 3 is scheduled for Sunday 10 am.",
  navigate: "/testseries/42",
  read: false,
  createdAt: NOW - 5 * 60_000,
};

function page(items: NotificationItem[]): NotificationPage {
  return { items, total: items.length, unread: items.filter((i) => !i.read).length, page: 1, pageSize: 20 };
}

/** A fake server holding the list; records every call. */
function mockServer(initial: NotificationItem[]) {
  let items = [...initial];
  return vi.spyOn(api, "post").mockImplementation(async (path, body) => {
    if (path === "/fetchnotification") return page(items) as never;
    if (path === "/readnotifications") {
      items = items.map((i) => ({ ...i, read: true }));
      return null as never;
    }
    if (path === "/hidenotification") {
      items = items.filter((i) => i.id !== (body as { id: number }).id);
      return null as never;
    }
    throw new Error(`unexpected ${path}`);
  });
}

function renderBell() {
  return renderAt(<NotificationCenter />, "/", [{ path: "/testseries/:id", element: <h1>Test series</h1> }]);
}

beforeEach(() => {
  openSubscribeDialog.mockClear();
  window.sessionStorage.clear();
  secureStorage.setItem("user-info", { firstName: "Asha", email: "asha@example.in", userid: 7 });
  secureStorage.setItem("user-token", "token");
});
afterEach(() => vi.useRealTimers());

describe("NotificationCenter", () => {
  it("renders nothing and fetches nothing when logged out", () => {
    secureStorage.clear();
    const post = mockServer([WELCOME]);
    renderBell();
    expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the unread count; opening lists newest first and marks everything read", async () => {
    const post = mockServer([WELCOME, EXAM]);
    renderBell();
    const bell = await screen.findByRole("button", { name: "2 unread notifications" });
    expect(post).toHaveBeenCalledWith(
      "/fetchnotification",
      { userid: 7, page: 1, pageSize: 20 },
      { silent: true },
    );
    expect(bell.textContent).toContain("2");

    await userEvent.click(bell);
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining("JEE Main mock test 3"),
      expect.stringContaining("Welcome to Medhavi Academy"),
    ]);
    expect(items[0]!.textContent).toContain("5 minutes ago");
    expect(items[1]!.textContent).toContain("3 hours ago");
    expect(post).toHaveBeenCalledWith("/readnotifications", undefined, { silent: true });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Notifications" })).toBeNull());
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("hides a notification", async () => {
    const post = mockServer([WELCOME, EXAM]);
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: /Notifications/ }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const [first] = within(panel).getAllByRole("listitem");
    await userEvent.click(within(first!).getByRole("button", { name: "Hide notification" }));
    expect(post).toHaveBeenCalledWith(
      "/hidenotification",
      { id: 2 },
      { silent: true, headers: { "Idempotency-Key": expect.any(String) } },
    );
    await waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(1));
    expect(panel.textContent).not.toContain("JEE Main mock test 3");
  });

  it("a new_user item opens the Subscribe to a course dialog", async () => {
    mockServer([WELCOME]);
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: /Notifications/ }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await userEvent.click(within(panel).getByText(/Welcome to Medhavi Academy/));
    expect(openSubscribeDialog).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Notifications" })).toBeNull());
  });

  it("an exam_scheduled item opens its page", async () => {
    mockServer([EXAM]);
    const { router } = renderBell();
    await userEvent.click(await screen.findByRole("button", { name: /Notifications/ }));
    await userEvent.click(await screen.findByText(/JEE Main mock test 3/));
    expect(await screen.findByRole("heading", { name: "Test series" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/testseries/42");
    expect(openSubscribeDialog).not.toHaveBeenCalled();
  });

  it("a revised score has its own title, and opens the re-graded review", async () => {
    mockServer([
      {
        id: 3,
        notificationType: "score_revised",
        notificationMsg:
          'The answer key of "Mock 1" was revised after challenges: your score changed from 8 to 12.',
        navigate: "/mcq-answers/5/9",
        read: false,
        createdAt: NOW - 60_000,
      },
    ]);
    const { router } = renderBell();
    await userEvent.click(await screen.findByRole("button", { name: /Notifications/ }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const [item] = within(panel).getAllByRole("listitem");
    expect(item!.textContent).toMatch(/^Score revisedThe answer key of "Mock 1".*from 8 to 12\./);
    await userEvent.click(within(item!).getByText("Score revised"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/mcq-answers/5/9"));
  });

  it("has an empty state", async () => {
    mockServer([]);
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(panel.textContent).toContain("You are all caught up");
  });

  it("after a login, pops up the unread welcome once; Choose a course opens the subscribe dialog", async () => {
    window.sessionStorage.setItem(WELCOME_CHECK_KEY, String(performance.timeOrigin));
    mockServer([WELCOME]);
    renderBell();
    const popup = await screen.findByRole("dialog", { name: "Welcome aboard!" });
    expect(popup.textContent).toContain(WELCOME.notificationMsg);
    expect(window.sessionStorage.getItem(WELCOME_CHECK_KEY)).toBeNull();
    await userEvent.click(within(popup).getByRole("button", { name: "Choose a course" }));
    expect(openSubscribeDialog).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Welcome aboard!" })).toBeNull());
  });

  it("leaves the popup to the reloaded page: the page that logged in does not consume it", async () => {
    window.sessionStorage.setItem(WELCOME_CHECK_KEY, String(Date.now() + 60_000));
    mockServer([WELCOME]);
    renderBell();
    await screen.findByRole("button", { name: "1 unread notification" });
    expect(screen.queryByRole("dialog", { name: "Welcome aboard!" })).toBeNull();
    expect(window.sessionStorage.getItem(WELCOME_CHECK_KEY)).not.toBeNull();
  });

  it("does not pop up without a fresh login", async () => {
    mockServer([WELCOME]);
    renderBell();
    await screen.findByRole("button", { name: "1 unread notification" });
    expect(screen.queryByRole("dialog", { name: "Welcome aboard!" })).toBeNull();
  });

  it("polls every 60 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const post = mockServer([EXAM]);
    renderBell();
    await screen.findByRole("button", { name: "1 unread notification" });
    const fetches = () => post.mock.calls.filter(([path]) => path === "/fetchnotification").length;
    expect(fetches()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(NOTIFICATION_POLL_MS - 1000);
    });
    expect(fetches()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(fetches()).toBe(2));
  });

  it("only logs a failed fetch", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const post = vi.spyOn(api, "post").mockRejectedValue(new Error("boom"));
    renderBell();
    await waitFor(() => expect(logged).toHaveBeenCalledWith("fetchnotification failed", expect.any(Error)));
    expect(post).toHaveBeenCalledWith("/fetchnotification", expect.anything(), { silent: true });
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
  });
});
