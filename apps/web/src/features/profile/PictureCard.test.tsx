import { PICTURE_MAX_BYTES, PICTURE_SIZE_ERROR, PICTURE_TYPE_ERROR } from "@medhavi/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { uploadUrl } from "../../lib/uploads";
import { renderAt } from "../../test/render";
import type { UserInfo } from "../auth/session";
import { PictureCard } from "./PictureCard";

const USER: UserInfo = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  mobileNumber: "9876543210",
  userid: 7,
  profilePic: "profile-7-old.png",
};

const user = userEvent.setup({ applyAccept: false });
const input = () => screen.getByTestId("picture-input") as HTMLInputElement;
const image = (type: string, size = 1024, name = "me.png") =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  secureStorage.setItem("user-info", USER);
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

describe("uploadUrl", () => {
  it("serves a file name from /uploads and keeps full URLs", () => {
    expect(uploadUrl("profile-7-a.png")).toBe("/uploads/profile-7-a.png");
    expect(uploadUrl("https://cdn.example.com/p/a.png")).toBe("https://cdn.example.com/p/a.png");
    expect(uploadUrl("")).toBeNull();
    expect(uploadUrl(null)).toBeNull();
  });
});

describe("PictureCard", () => {
  it("shows the current picture from /uploads", () => {
    renderAt(<PictureCard user={USER} />);
    const img = screen.getByRole("img", { name: "Picture of Asha Verma" }) as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("/uploads/profile-7-old.png");
  });

  it("refuses a file of another type before any upload", async () => {
    const post = vi.spyOn(api, "post");
    renderAt(<PictureCard user={USER} />);
    await user.upload(input(), image("application/pdf", 100, "notes.pdf"));
    expect(screen.getByRole("alert").textContent).toBe(PICTURE_TYPE_ERROR);
    expect(screen.queryByRole("button", { name: "Upload picture" })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("refuses a picture over 2 MB before any upload", async () => {
    const post = vi.spyOn(api, "post");
    renderAt(<PictureCard user={USER} />);
    await user.upload(input(), image("image/png", PICTURE_MAX_BYTES + 1));
    expect(screen.getByRole("alert").textContent).toBe(PICTURE_SIZE_ERROR);
    expect(post).not.toHaveBeenCalled();
  });

  it("previews a good picture, uploads it on request and stores the new name", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({ profilePic: "profile-7-new.png" });
    renderAt(<PictureCard user={USER} />);
    const file = image("image/png");
    await user.upload(input(), file);
    const preview = screen.getByRole("img", { name: "Preview of your new picture" });
    expect(preview.getAttribute("src")).toBe("blob:preview");
    expect(post).not.toHaveBeenCalled(); // nothing leaves before the user confirms

    await user.click(screen.getByRole("button", { name: "Upload picture" }));
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body, options] = post.mock.calls[0]!;
    expect(path).toBe("/profilepicuploadtospace");
    expect((body as FormData).get("image")).toBe(file);
    expect(options).toEqual({ silent: true });
    await waitFor(() =>
      expect(secureStorage.getItem<UserInfo>("user-info")?.profilePic).toBe("profile-7-new.png"),
    );
    expect(screen.queryByRole("button", { name: "Upload picture" })).toBeNull();
  });

  it("Cancel drops the chosen picture", async () => {
    renderAt(<PictureCard user={USER} />);
    await user.upload(input(), image("image/jpeg", 10, "me.jpg"));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("img", { name: "Picture of Asha Verma" }).getAttribute("src")).toBe(
      "/uploads/profile-7-old.png",
    );
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(api, "post").mockRejectedValue(new ApiError("Upload a JPEG, PNG, WebP or GIF image.", 415));
    renderAt(<PictureCard user={USER} />);
    await user.upload(input(), image("image/gif", 10, "me.gif"));
    await user.click(screen.getByRole("button", { name: "Upload picture" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Upload a JPEG, PNG, WebP or GIF image.");
    expect(secureStorage.getItem<UserInfo>("user-info")?.profilePic).toBe("profile-7-old.png");
  });
});
