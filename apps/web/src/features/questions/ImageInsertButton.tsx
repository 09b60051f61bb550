import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import Button from "@mui/material/Button";
import { useRef, useState } from "react";
import { api } from "../../lib/http";

/** Uploads a figure (JPEG, PNG, WebP or GIF up to 2 MB; the server checks) and hands back its <img> tag. */
export function ImageInsertButton({ onInsert }: { onInsert: (html: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    const body = new FormData();
    body.append("image", file);
    setBusy(true);
    try {
      const { url } = await api.post<{ url: string }>("/questions/images", body);
      onInsert(`<img src="${url}" alt="Figure">`);
    } catch {
      // The HTTP client has already shown the server's message.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label="Image file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        size="small"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? "Uploading…" : "Insert image"}
      </Button>
    </>
  );
}
