import { type CourseNode, TEXT_MAX } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CoursePicker } from "../../lib/CoursePicker";
import { api } from "../../lib/http";
import { toastSuccess } from "../../lib/toast";
import { AdminPage } from "../admin/AdminPage";
import { StudentPicker } from "./StudentPicker";
import type { UserRow } from "./types";

type Audience = "student" | "course" | "everyone";

/** Compose a notification: one student (searched by name, email or mobile), everyone on a course, or everyone; preview and count first. */
export default function ComposeNotificationPage() {
  const [audience, setAudience] = useState<Audience>("course");
  const [student, setStudent] = useState<UserRow | null>(null);
  const [courseId, setCourseId] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const [navigate, setNavigate] = useState("");
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const courses = useQuery({
    queryKey: ["admin", "courses"],
    queryFn: () => api.get<CourseNode[]>("/courses", { silent: true }),
  });
  const body = (dry_run: boolean) => ({
    audience,
    ...(audience === "student" ? { userid: student?.userid } : {}),
    ...(audience === "course" && courseId ? { course_id: courseId } : {}),
    message: message.trim(),
    ...(navigate.trim() ? { navigate: navigate.trim() } : {}),
    dry_run,
  });
  const ready =
    message.trim() !== "" &&
    (audience !== "student" || student !== null) &&
    (audience !== "course" || courseId !== null);
  const send = async (dry: boolean) => {
    setBusy(true);
    try {
      const reply = await api.post<{ count: number; sent: number }>("/notifications/compose", body(dry));
      if (dry) setCount(reply.count);
      else {
        toastSuccess(`Notification sent to ${reply.sent} ${reply.sent === 1 ? "student" : "students"}.`);
        setCount(null);
        setMessage("");
      }
    } catch {
      // The server's message is shown.
    } finally {
      setBusy(false);
    }
  };
  const changed = () => setCount(null);
  return (
    <AdminPage
      title="Notifications"
      description="Write to one student, everyone on a course, or every student. Preview and check the count before sending."
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3, borderRadius: 3, maxWidth: 720 }}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            value={audience}
            onChange={(_e, v: Audience | null) => {
              if (v) setAudience(v);
              changed();
            }}
            aria-label="Send to"
            size="small"
          >
            <ToggleButton value="student">One student</ToggleButton>
            <ToggleButton value="course">A course</ToggleButton>
            <ToggleButton value="everyone">Everyone</ToggleButton>
          </ToggleButtonGroup>
          {audience === "student" && (
            <StudentPicker
              value={student}
              onChange={(s) => {
                setStudent(s);
                changed();
              }}
            />
          )}
          {audience === "course" && (
            <CoursePicker
              courses={courses.data ?? []}
              value={courseId}
              onChange={(id) => {
                setCourseId(id);
                changed();
              }}
              size="medium"
              helperText="Students whose live plan covers this course, as for tests."
            />
          )}
          <TextField
            label="Message"
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              changed();
            }}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX.MESSAGE } }}
          />
          <TextField
            label="Opens (optional path, e.g. /testseries)"
            value={navigate}
            onChange={(e) => setNavigate(e.target.value)}
          />
          {message.trim() && (
            <Paper variant="outlined" sx={{ p: 1.5, bgcolor: "background.default" }} aria-label="Preview">
              <Typography variant="caption" color="text.secondary">
                Preview: as the student's bell shows it
              </Typography>
              <Typography>{message.trim()}</Typography>
            </Paper>
          )}
          {count !== null && (
            <Alert severity={count === 0 ? "warning" : "info"}>
              This will reach {count} {count === 1 ? "student" : "students"}.
            </Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={!ready || busy} onClick={() => void send(true)}>
              Preview and count
            </Button>
            <Button
              variant="contained"
              disabled={!ready || busy || count === null || count === 0}
              onClick={() => void send(false)}
            >
              Send
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </AdminPage>
  );
}
