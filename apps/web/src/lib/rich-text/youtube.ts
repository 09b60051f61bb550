import { mergeAttributes, Node } from "@tiptap/core";

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

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    youtubeEmbed: {
      /** Inserts a video from any YouTube link; does nothing for other URLs. */
      setYoutubeVideo: (link: string) => ReturnType;
    };
  }
}

/** A block node stored as `<iframe src="https://www.youtube-nocookie.com/embed/…">`. */
export const YoutubeEmbed = Node.create({
  name: "youtubeEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (element) => {
          const src = youtubeEmbedUrl((element as HTMLElement).getAttribute("src") ?? "");
          return src ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      "iframe",
      mergeAttributes(HTMLAttributes, {
        width: "560",
        height: "315",
        title: "YouTube video",
        allowfullscreen: "true",
        loading: "lazy",
      }),
    ];
  },
  addCommands() {
    return {
      setYoutubeVideo:
        (link) =>
        ({ commands }) => {
          const src = youtubeEmbedUrl(link);
          if (!src) return false;
          return commands.insertContent({ type: this.name, attrs: { src } });
        },
    };
  },
});
