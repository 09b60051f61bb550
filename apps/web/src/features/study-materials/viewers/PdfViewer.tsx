import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../lib/i18n/useT";

// This module is loaded only when a PDF is opened (React.lazy), so pdf.js never weighs on other pages.
GlobalWorkerOptions.workerSrc = workerUrl;
// Where scripts/pdfjs-data.mjs serves pdf.js's data files.
const PDFJS_DATA = "/pdfjs/";

export interface PdfViewerProps {
  url: string;
  /** 1-based page to open at (the remembered page). */
  initialPage: number;
  /** Called on every page change and once the document is open, with the page count. */
  onPage: (page: number, pageCount: number) => void;
}

const ZOOMS = [0.75, 1, 1.25, 1.5, 2];

/** pdf.js rendering one page at a time, fitted to the width of the screen (phones included). */
export default function PdfViewer({ url, initialPage, onPage }: PdfViewerProps) {
  const { t } = useT();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const onPageRef = useRef(onPage);
  onPageRef.current = onPage;
  // Where to open: the remembered page first, later the current one (a renewed URL reopens in place).
  const openAt = useRef(initialPage);

  useEffect(() => {
    // pdf.js's CMaps, standard fonts, ICC profiles and decoders, for PDFs that need them (scripts/pdfjs-data.mjs).
    const task = getDocument({
      url,
      cMapUrl: `${PDFJS_DATA}cmaps/`,
      standardFontDataUrl: `${PDFJS_DATA}standard_fonts/`,
      iccUrl: `${PDFJS_DATA}iccs/`,
      wasmUrl: `${PDFJS_DATA}wasm/`,
    });
    let alive = true;
    task.promise.then(
      (opened) => {
        if (!alive) return;
        const start = Math.min(Math.max(1, Math.floor(openAt.current) || 1), opened.numPages);
        setDoc(opened);
        setPage(start);
      },
      () => alive && setError(true),
    );
    return () => {
      alive = false;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!doc) return;
    openAt.current = page;
    onPageRef.current(page, doc.numPages);
  }, [doc, page]);

  useEffect(() => {
    if (!doc || width === 0 || !canvas.current) return;
    let task: RenderTask | null = null;
    let alive = true;
    void doc.getPage(page).then((pdfPage) => {
      const target = canvas.current;
      if (!alive || !target) return;
      const base = pdfPage.getViewport({ scale: 1 });
      // Fit the width on phones; on wide screens stop at a readable page size.
      const scale = (Math.min(width, 920) / base.width) * zoom;
      const viewport = pdfPage.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      task = pdfPage.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.catch(() => undefined);
    });
    return () => {
      alive = false;
      task?.cancel();
    };
  }, [doc, page, width, zoom]);

  const count = doc?.numPages ?? 0;
  const go = (next: number) => setPage(Math.min(Math.max(1, next), count));
  const zoomAt = ZOOMS.indexOf(zoom);
  const pageOf = t("viewer.pageOf", "Page {{page}} of {{count}}", { page, count });

  return (
    <Stack sx={{ height: "100%", minHeight: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: "center",
          justifyContent: "center",
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <IconButton
          aria-label={t("viewer.previousPage", "Previous page")}
          onClick={() => go(page - 1)}
          disabled={!doc || page <= 1}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 110, textAlign: "center" }}>
          {doc ? pageOf : t("viewer.opening", "Opening…")}
        </Typography>
        <IconButton
          aria-label={t("viewer.nextPage", "Next page")}
          onClick={() => go(page + 1)}
          disabled={!doc || page >= count}
        >
          <ChevronRightIcon />
        </IconButton>
        <IconButton
          aria-label={t("viewer.zoomOut", "Zoom out")}
          onClick={() => setZoom(ZOOMS[zoomAt - 1] ?? zoom)}
          disabled={zoomAt <= 0}
        >
          <ZoomOutIcon />
        </IconButton>
        <IconButton
          aria-label={t("viewer.zoomIn", "Zoom in")}
          onClick={() => setZoom(ZOOMS[zoomAt + 1] ?? zoom)}
          disabled={zoomAt >= ZOOMS.length - 1}
        >
          <ZoomInIcon />
        </IconButton>
      </Stack>
      <Box ref={frame} sx={{ flex: 1, overflow: "auto", bgcolor: "grey.200", p: { xs: 0.5, sm: 2 } }}>
        {error && (
          <Alert severity="error">
            {t("viewer.pdfError", "The PDF could not be opened. Close it and try again.")}
          </Alert>
        )}
        {!doc && !error && (
          <Stack sx={{ alignItems: "center", py: 6 }}>
            <CircularProgress aria-label={t("viewer.openingPdf", "Opening the PDF")} />
          </Stack>
        )}
        <canvas
          ref={canvas}
          aria-label={doc ? pageOf : undefined}
          style={{ display: doc ? "block" : "none", margin: "0 auto", background: "#fff" }}
        />
      </Box>
    </Stack>
  );
}
