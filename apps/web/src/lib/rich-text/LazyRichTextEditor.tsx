import Skeleton from "@mui/material/Skeleton";
import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./RichTextEditor";

const Editor = lazy(() => import("./RichTextEditor"));

/** The rich-text editor, loaded on first use so TipTap never lands in a page's initial chunk. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={(props.minHeight ?? 280) + 80} aria-label="Loading editor" />
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps };
