import { mergeAttributes, Node } from "@tiptap/core";
import { youtubeEmbedUrl } from "./youtubeUrl";

export { youtubeEmbedUrl };

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
