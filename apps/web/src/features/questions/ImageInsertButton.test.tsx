import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { ImageInsertButton } from "./ImageInsertButton";

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "fig.png", { type: "image/png" });

describe("ImageInsertButton", () => {
  it("uploads the file and inserts an <img> for the stored URL", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({ url: "/uploads/question-abc.png" });
    const onInsert = vi.fn();
    render(<ImageInsertButton onInsert={onInsert} />);
    await userEvent.upload(screen.getByLabelText("Image file"), png());
    await waitFor(() =>
      expect(onInsert).toHaveBeenCalledWith('<img src="/uploads/question-abc.png" alt="Figure">'),
    );
    expect(post).toHaveBeenCalledWith("/questions/images", expect.any(FormData));
    expect((post.mock.calls[0]![1] as FormData).get("image")).toBeInstanceOf(File);
    expect(screen.getByRole("button", { name: "Insert image" })).not.toHaveProperty("disabled", true);
  });

  it("inserts nothing when the server refuses the file", async () => {
    vi.spyOn(api, "post").mockRejectedValue(new ApiError("Upload a JPEG, PNG, WebP or GIF image.", 415));
    const onInsert = vi.fn();
    render(<ImageInsertButton onInsert={onInsert} />);
    await userEvent.upload(screen.getByLabelText("Image file"), png());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Insert image" })).not.toHaveProperty("disabled", true),
    );
    expect(onInsert).not.toHaveBeenCalled();
  });
});
