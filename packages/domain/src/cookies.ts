/**
 * The two plain cookies the web app writes for the server's HTML. Neither is a session (sessions are bearer
 * tokens) and neither grants anything: they only choose which HTML the server sends.
 */

/**
 * This device's language. The pages the server renders without the app (blog posts) follow it, and their
 * own switch (?lang=hi / ?lang=en) writes it.
 */
export const LANGUAGE_COOKIE = "medhavi_lang";

/**
 * Present while someone is signed in on this device. Pages rendered ahead of time show a signed-out
 * visitor's view, so a signed-in student gets the plain app shell instead of a flash of "Login/Signup".
 */
export const SIGNED_IN_COOKIE = "medhavi_signed_in";
