import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MAIN_ID, SkipLink } from "./SkipLink";

describe("SkipLink", () => {
  it("is the first stop of Tab and moves focus into <main>", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/a">Menu item</a>
        </nav>
        <main id={MAIN_ID} tabIndex={-1}>
          <h1>Page</h1>
          <button type="button">In the page</button>
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(link);
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("main"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "In the page" }));
  });
});
