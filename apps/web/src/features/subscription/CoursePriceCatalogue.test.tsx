import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import CoursesPage from "../content/pages/CoursesPage";
import { mockCourses, renderWithApp, STUDENT, signIn } from "./testSupport";

beforeEach(() => {
  mockCourses();
});

describe("/courses price catalogue", () => {
  it("lists the hierarchy with half-yearly and yearly prices in rupees", async () => {
    renderWithApp(<CoursesPage />);
    const jee = await screen.findByRole("region", { name: "JEE (Category)" });
    // One group of courses per task (useRenderedInSteps): each is waited for.
    const row = await within(jee).findByRole("row", { name: /JEE Main Complete Course/ });
    expect(row.textContent).toContain("₹24,999");
    expect(row.textContent).toContain("₹44,999");
    const neet = await screen.findByRole("region", { name: "NEET (Category)" });
    expect((await within(neet).findByRole("row", { name: /NEET UG Complete Course/ })).textContent).toContain(
      "₹1,24,999",
    );
    expect(within(jee).getByText("JEE Main")).toBeTruthy();
  });

  it("Subscribe opens the course's plans for a student", async () => {
    signIn(STUDENT);
    const user = userEvent.setup();
    const { router } = renderWithApp(<CoursesPage />);
    await user.click(await screen.findByRole("button", { name: "Subscribe to JEE Main Crash Course" }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/course-subscription?course=4",
    );
  });
});
