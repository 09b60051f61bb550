import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { renderWithApp, STUDENT, signIn } from "../subscription/testSupport";
import McqAnswersPage from "./McqAnswersPage";
import { review } from "./testFixtures";

const PAGE = { path: "/mcq-answers/:examId/:attemptId", element: <McqAnswersPage /> };

function open(path: string) {
  return renderWithApp(<p>elsewhere</p>, path, [PAGE]);
}

describe("/mcq-answers/:examId/:attemptId", () => {
  it("loads the attempt's review", async () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get").mockResolvedValue(review() as never);
    open("/mcq-answers/11/7");
    expect(await screen.findByRole("heading", { name: "JEE Main Mock 1" })).toBeTruthy();
    expect(get).toHaveBeenCalledWith("/user_exam/attempts/7", { silent: true });
  });

  it("sends a test still in progress back to the test", async () => {
    signIn(STUDENT);
    vi.spyOn(api, "get").mockRejectedValue(new ApiError("Submit the test to see its review.", 409));
    open("/mcq-answers/11/7");
    expect(await screen.findByRole("heading", { name: "This test is still in progress" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Resume the test" }).getAttribute("href")).toBe("/testseries/11");
  });

  it("says when the attempt does not exist, without retrying", async () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get").mockRejectedValue(new ApiError("No such attempt.", 404));
    open("/mcq-answers/11/999");
    expect(await screen.findByRole("heading", { name: "This attempt was not found" })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("does not ask the server about a malformed link", () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get");
    open("/mcq-answers/11/abc");
    expect(screen.getByRole("heading", { name: "This attempt was not found" })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});
