import { csvToQuestions } from "@medhavi/domain";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, api } from "../../lib/http";
import { RichText } from "../../lib/RichText";
import { downloadStaffFile } from "../../lib/staffFiles";
import { toastSuccess } from "../../lib/toast";
import { questionKeys } from "./api";
import type { ImportReport } from "./types";

interface ReportRow {
  line: number;
  summary: string;
  errors: string[];
}

/** One row per question line of the file: the server's verdict, with the text read locally for context. */
function reportRows(text: string, report: ImportReport): ReportRow[] {
  const refused = new Map(report.refused.map((r) => [r.line, r.errors]));
  let local: ReportRow[] = [];
  try {
    local = csvToQuestions(text).rows.map((row) => ({
      line: row.line,
      summary: row.ok ? `${row.question.subject}: ${row.question.text}` : "",
      errors: refused.get(row.line) ?? [],
    }));
  } catch {
    local = [];
  }
  for (const [line, errors] of refused) {
    if (!local.some((r) => r.line === line)) local.push({ line, summary: "", errors });
  }
  return local.sort((a, b) => a.line - b.line);
}

interface Outcome {
  report: ImportReport;
  message: string;
  rows: ReportRow[];
}

/** Bulk import: pick a CSV, optionally import only its valid rows, then a per-row report. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setOutcome(null);
    setFailure(null);
    setValidOnly(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    const text = await file.text().catch(() => "");
    const body = new FormData();
    // The mode must come before the file: the server reads the fields that precede it.
    body.append("mode", validOnly ? "valid-rows" : "all");
    body.append("file", file, file.name);
    try {
      const report = await api.post<ImportReport>("/questions/import", body, { silent: true });
      const message = `Imported ${report.imported} question${report.imported === 1 ? "" : "s"}.`;
      toastSuccess(message);
      setOutcome({ report, message, rows: reportRows(text, report) });
      void queryClient.invalidateQueries({ queryKey: questionKeys.all });
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as ImportReport | null) : null;
      const message = error instanceof Error ? error.message : "The import failed.";
      if (data && Array.isArray(data.refused))
        setOutcome({ report: data, message, rows: reportRows(text, data) });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  const report = outcome?.report;
  const failed = report
    ? report.imported === 0 && (report.refused.length > 0 || report.headerErrors.length > 0)
    : false;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="import-title">
      <Box component="form" onSubmit={submit} sx={{ display: "contents" }}>
        <DialogTitle id="import-title">Import questions from CSV</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            One question per row, in the template's columns (at most 1 MB). The hindi_ columns are optional:
            fill them for a question with a Hindi version.{" "}
            <Button
              size="small"
              onClick={() => void downloadStaffFile("/questions/template.csv", "question-bank-template.csv")}
            >
              Download template
            </Button>
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              Choose CSV file
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setOutcome(null);
                  setFailure(null);
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
              {file ? file.name : "No file chosen"}
            </Typography>
          </Stack>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={validOnly} onChange={(e) => setValidOnly(e.target.checked)} />}
            label="Import only the valid rows (skip rows with errors)"
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          {outcome && report && (
            <Box sx={{ mt: 2 }} aria-label="Import report" component="section">
              {report.headerErrors.length > 0 ? (
                // The columns are wrong, so no row was read: say what to fix, not "0 rows in the file".
                <Alert severity="error">
                  The file's columns need fixing before any row can be read: {report.headerErrors.join(" ")}
                </Alert>
              ) : (
                <Alert severity={failed ? "error" : report.refused.length > 0 ? "warning" : "success"}>
                  {outcome.message} {report.imported} imported, {report.refused.length} refused,{" "}
                  {report.total} rows in the file.
                </Alert>
              )}
              {outcome.rows.length > 0 && (
                <TableContainer sx={{ mt: 1, maxHeight: 320 }}>
                  <Table size="small" stickyHeader aria-label="Rows">
                    <TableHead>
                      <TableRow>
                        <TableCell>Line</TableCell>
                        <TableCell>Result</TableCell>
                        <TableCell>Question / why</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {outcome.rows.map((row) => {
                        const refused = row.errors.length > 0;
                        const label = refused ? "Refused" : report.imported > 0 ? "Imported" : "Not imported";
                        return (
                          <TableRow key={row.line}>
                            <TableCell>{row.line}</TableCell>
                            <TableCell>
                              <Chip
                                size="small"
                                label={label}
                                color={refused ? "error" : report.imported > 0 ? "success" : "default"}
                              />
                            </TableCell>
                            <TableCell sx={{ maxWidth: 420 }}>
                              {refused ? (
                                <Box component="ul" sx={{ m: 0, pl: 2, color: "error.main" }}>
                                  {row.errors.map((e) => (
                                    <li key={e}>{e}</li>
                                  ))}
                                </Box>
                              ) : (
                                <RichText html={row.summary} lines={1} sx={{ fontSize: "0.875rem" }} />
                              )}
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!file || busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
          >
            Import
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
