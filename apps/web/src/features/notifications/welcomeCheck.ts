import { WELCOME_CHECK_KEY } from "../auth/session";

/**
 * True once after a login: the first notification list fetched afterwards may pop up the welcome
 * (new_user) notification. Reading clears the flag. The flag holds the login time; the page that logged in
 * (whose document is older than that) leaves it alone, because it is about to reload and the fresh page is
 * the one that should show the popup.
 */
export function consumeWelcomeCheck(now: { timeOrigin: number } = performance): boolean {
  try {
    const raw = window.sessionStorage.getItem(WELCOME_CHECK_KEY);
    if (raw === null) return false;
    const loggedInAt = Number(raw);
    if (Number.isFinite(loggedInAt) && now.timeOrigin < loggedInAt) return false;
    window.sessionStorage.removeItem(WELCOME_CHECK_KEY);
    return true;
  } catch {
    return false;
  }
}
