import { PICTURE_MAX_BYTES, PICTURE_SIZE_ERROR } from "@medhavi/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { setToastHandler } from "../../lib/toast";
import { renderAt } from "../../test/render";
import AdminProfilePage from "./AdminProfilePage";

const ME = { firstName: "Meera", lastName: "Iyer", email: "meera@medhavi.test", profilePic: "" };

const ENROLMENT = {
  enrolment: "e1",
  secret: "JBSWY3DPEHPK3PXP",
  otpauth_uri: "otpauth://totp/x",
  qr_svg: "<svg/>",
};
let twoStep = { enabled: false, required: false, recovery_codes_left: 0 };

let toasts: string[];
let me: typeof ME;
beforeEach(() => {
  twoStep = { enabled: false, required: false, recovery_codes_left: 0 };
  toasts = [];
  me = { ...ME };
  setToastHandler((message) => toasts.push(message));
  secureStorage.setItem("admin-info", { token: "t", email: ME.email, firstName: "Meera", lastName: "Iyer" });
});
afterEach(() => {
  setToastHandler(null);
  secureStorage.removeItem("admin-info");
});

/** The server as the page sees it: getProfile by the signed-in email; `fail` makes one route refuse. */
function server(fail?: string) {
  vi.spyOn(api, "get").mockImplementation(async (path: string) => {
    if (path === "/staff/two-step") return twoStep as never;
    throw new Error(`unexpected GET ${path}`);
  });
  return vi.spyOn(api, "post").mockImplementation(async (path: string, body?: unknown) => {
    if (path === fail) throw new ApiError("Something went wrong!", 500);
    if (path === "/getProfile") {
      expect(body).toEqual({ email: ME.email });
      return { ...me } as never; // a new object, as a reply is (the same one mutated would not re-render)
    }
    if (path === "/updateprofile") {
      Object.assign(me, body);
      return {} as never;
    }
    if (path === "/profilepicuploadtospace") {
      me.profilePic = "meera-42.png";
      return {} as never;
    }
    if (path === "/changePassword") return {} as never;
    if (path === "/staff/two-step/start") return ENROLMENT as never;
    if (path === "/staff/two-step/confirm") {
      twoStep = { enabled: true, required: false, recovery_codes_left: 10 };
      return { recovery_codes: ["AAAAA-BBBBB"] } as never;
    }
    throw new Error(`unexpected ${path}`);
  });
}

describe("/admin/profile", () => {
  it("loads the staff member's own profile and saves a new name, trimmed, in storage too", async () => {
    const post = server();
    const user = userEvent.setup();
    renderAt(<AdminProfilePage />);
    expect(await screen.findByText(`Signed in as ${ME.email}.`)).toBeTruthy();
    const first = screen.getByRole("textbox", { name: "First name" });
    expect((first as HTMLInputElement).value).toBe("Meera");
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
    await user.clear(first);
    await user.type(first, " Meenakshi ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts).toContain("Name saved."));
    expect(post).toHaveBeenCalledWith("/updateprofile", { firstName: "Meenakshi", lastName: "Iyer" });
    expect(secureStorage.getItem<{ firstName: string }>("admin-info")?.firstName).toBe("Meenakshi");
  });

  it("does not claim a name was saved when the server refused it", async () => {
    server("/updateprofile");
    const user = userEvent.setup();
    renderAt(<AdminProfilePage />);
    const first = await screen.findByRole("textbox", { name: "First name" });
    await user.clear(first);
    await user.type(first, "Meenakshi");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false),
    );
    expect(toasts).not.toContain("Name saved.");
    expect(secureStorage.getItem<{ firstName: string }>("admin-info")?.firstName).toBe("Meera");
  });

  it("uploads a new picture as the `image` field and shows it", async () => {
    const post = server();
    const user = userEvent.setup();
    const { container } = renderAt(<AdminProfilePage />);
    await screen.findByText(`Signed in as ${ME.email}.`);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(["png"], "meera.png", { type: "image/png" });
    await user.upload(input, file);
    const call = post.mock.calls.find(([path]) => path === "/profilepicuploadtospace");
    expect(call).toBeDefined();
    expect((call![1] as FormData).get("image")).toBe(file);
    await waitFor(() =>
      expect(container.querySelector("img")?.getAttribute("src")).toContain("meera-42.png"),
    );
  });

  it("refuses a picture over the domain's size limit before uploading anything", async () => {
    const post = server();
    const user = userEvent.setup();
    const { container } = renderAt(<AdminProfilePage />);
    await screen.findByText(`Signed in as ${ME.email}.`);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], "big.png", { type: "image/png" });
    await user.upload(input, big);
    expect(toasts).toEqual([PICTURE_SIZE_ERROR]);
    expect(post.mock.calls.some(([path]) => path === "/profilepicuploadtospace")).toBe(false);
  });

  it("changes the password with the current one", async () => {
    const post = server();
    const user = userEvent.setup();
    renderAt(<AdminProfilePage />);
    await screen.findByText(`Signed in as ${ME.email}.`);
    await user.type(screen.getByLabelText(/^Current password/), "old-pass-123");
    await user.type(screen.getByLabelText(/^New password/), "new-pass-456");
    await user.type(screen.getByLabelText(/^Confirm new password/), "new-pass-456");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText(/Password changed/)).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      "/changePassword",
      { current_password: "old-pass-123", password: "new-pass-456", confirm_password: "new-pass-456" },
      { silent: true },
    );
  });

  it("turns two-step sign-in on: QR code, first code, recovery codes shown once", async () => {
    const post = server();
    const user = userEvent.setup();
    renderAt(<AdminProfilePage />);
    await user.click(await screen.findByRole("button", { name: "Turn on" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn on two-step sign-in" });
    expect(screen.getByRole("img", { name: /QR code/ })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /6-digit code/ }), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Turn on" }));
    expect(post).toHaveBeenCalledWith(
      "/staff/two-step/confirm",
      { enrolment: "e1", code: "123456" },
      { silent: true },
    );
    expect((await screen.findByRole("list", { name: "Recovery codes" })).textContent).toBe("AAAAA-BBBBB");
    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeTruthy();
  });
});
