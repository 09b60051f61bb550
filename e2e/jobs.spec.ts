import { expect, test } from "./support/server";
import { seedStaff } from "./support/session";
import { shot } from "./support/shots";

// Issue 16: staff watch the background job queues.

test("staff see each queue's counts and the newest jobs, filtered by state", async ({ page, request }) => {
  await seedStaff(page, request);
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Background jobs" })).toBeVisible();
  const queues = page.getByRole("table", { name: "Queues" });
  await expect(queues.getByRole("cell", { name: /Grade attempts whose time ran out/ })).toBeVisible();
  await expect(queues.getByRole("cell", { name: /SMS retries/ })).toBeVisible();
  const jobs = page.getByRole("table", { name: "Jobs, newest first" });
  // The expiry sweep runs when the server starts: its job is listed as done.
  await expect(
    jobs.getByRole("row", { name: /Grade attempts whose time ran out.*Done/ }).first(),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("option", { name: "Failed" }).click();
  await expect(jobs.getByText("No jobs for these filters.")).toBeVisible();
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("option", { name: "Any state" }).click();
  await shot(page, "admin-jobs");
});
