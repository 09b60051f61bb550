import { MESSAGES, RENEW_TITLE } from "@medhavi/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { setToastHandler } from "../../lib/toast";
import { useSubscribeDialog } from "./SubscribeDialogContext";
import {
  captureToasts,
  freeStudent,
  mockCourses,
  paidStudent,
  renderWithApp,
  STUDENT,
  signIn,
} from "./testSupport";

function Opener() {
  const { openSubscribeDialog } = useSubscribeDialog();
  return (
    <button type="button" onClick={openSubscribeDialog}>
      Open subscription
    </button>
  );
}

const profile = { path: "/profile", element: <h1>Profile page</h1> };

beforeEach(() => {
  mockCourses();
});

afterEach(() => setToastHandler(null));

describe("Subscribe to a course dialog", () => {
  it("shows the subscription screen under the heading, and closes", async () => {
    signIn(STUDENT);
    const user = userEvent.setup();
    renderWithApp(<Opener />);
    await user.click(screen.getByRole("button", { name: "Open subscription" }));
    const dialog = await screen.findByRole("dialog", { name: MESSAGES.SUBSCRIBE_HEADING });
    expect(await screen.findByRole("button", { name: /^JEE \(Category\)/ })).toBeTruthy();
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("after the free trial, closes and navigates in-app to /profile", async () => {
    captureToasts();
    signIn(STUDENT);
    vi.spyOn(api, "post").mockResolvedValue(freeStudent() as never);
    const user = userEvent.setup();
    const { router } = renderWithApp(<Opener />, "/", [profile]);
    await user.click(screen.getByRole("button", { name: "Open subscription" }));
    await user.click(await screen.findByRole("button", { name: /^JEE \(Category\)/ }));
    await user.click(screen.getByRole("button", { name: /^JEE Main \(Program\)/ }));
    await user.click(screen.getByRole("button", { name: /^JEE Main Complete Course \(Course\)/ }));
    await user.click(screen.getByRole("button", { name: "Select 15 Days Trial" }));

    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/profile");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a student with a live paid plan is offered a renewal of it, not sent away", async () => {
    signIn(paidStudent());
    const user = userEvent.setup();
    const { router } = renderWithApp(<Opener />, "/", [profile]);
    await user.click(screen.getByRole("button", { name: "Open subscription" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(RENEW_TITLE)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });
});
