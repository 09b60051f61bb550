import { test as setup } from "@playwright/test";
import { E2E_ADMIN, E2E_OWNER } from "./support/env";
import { apiCall } from "./support/session";
import { totpCode } from "./support/totp";

/**
 * Runs once before the journeys: the owner's first login sets up two-step sign-in (required for the owner),
 * then the owner creates the staff account the journeys use and that account sets its known password.
 */
setup("the owner turns on two-step sign-in and creates the journeys' staff account", async ({ request }) => {
  const asked = await apiCall<{ ticket: string; enrolment: { enrolment: string; secret: string } }>(
    request,
    null,
    "POST",
    "/adminLogIn",
    E2E_OWNER,
  );
  const { ticket, enrolment } = asked.data;
  const owner = await apiCall<{ token: string }>(request, null, "POST", "/adminLogIn/enrol", {
    ticket,
    enrolment: enrolment.enrolment,
    code: totpCode(enrolment.secret),
  });
  const made = await apiCall<{ password: string }>(request, owner.data.token, "POST", "/users/staff", {
    firstName: "Meera",
    lastName: "Iyer",
    email: E2E_ADMIN.email,
    reason: "The e2e journeys' staff account",
  });
  const staff = await apiCall<{ token: string }>(request, null, "POST", "/adminLogIn", {
    email: E2E_ADMIN.email,
    password: made.data.password,
  });
  await apiCall(request, staff.data.token, "POST", "/changePassword", {
    current_password: made.data.password,
    password: E2E_ADMIN.password,
    confirm_password: E2E_ADMIN.password,
  });
});
