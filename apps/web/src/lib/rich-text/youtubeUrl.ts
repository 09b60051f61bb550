/**
 * YouTube embeds: only the privacy-enhanced player (youtube-nocookie.com/embed/{id}) is ever stored; the
 * server's article profile drops any other iframe, and the CSP's frame-src allows only that player.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;

/** The nocookie embed URL for a YouTube link (watch, youtu.be, shorts, embed) or a bare video id; null otherwise. */
export function youtubeEmbedUrl(input: string): string | null {
  const value = input.trim();
  if (ID.test(value)) return `https://www.youtube-nocookie.com/embed/${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/);
      id = match?.[1] ?? null;
    }
  }
  return id && ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
