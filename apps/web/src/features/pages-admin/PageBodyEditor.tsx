import FormHelperText from "@mui/material/FormHelperText";
import { api } from "../../lib/http";
import { LazyRichTextEditor } from "../../lib/rich-text/LazyRichTextEditor";

/** Pictures go to the site's storage (the same upload the blog editor uses); resolves to the public URL. */
async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("image", file);
  return (await api.post<{ url: string }>("/dev/upload-img-to-s3", body)).url;
}

/** The body of a page in the shared rich-text editor (headings, lists, links, images, tables, formulas). */
export function PageBodyEditor({
  label,
  value,
  onChange,
  error,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error: string;
  helperText: string;
}) {
  return (
    <div>
      <LazyRichTextEditor
        label={label}
        value={value}
        onChange={onChange}
        uploadImage={uploadImage}
        minHeight={240}
      />
      <FormHelperText error={Boolean(error)}>{error || helperText}</FormHelperText>
    </div>
  );
}
