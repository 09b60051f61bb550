import { type CourseNode, SUBSCRIPTION_TYPES } from "@medhavi/domain";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatAcademyDay } from "../../lib/academyTime";
import { ConfirmActionDialog } from "../../lib/ConfirmActionDialog";
import { CoursePicker } from "../../lib/CoursePicker";
import { api } from "../../lib/http";
import { subscriptionLabel } from "../../lib/i18n/format";
import { toastSuccess } from "../../lib/toast";
import type { UserDetail } from "./types";

type Action = "grant" | "unsubscribe" | "deactivate" | "reactivate" | "notify" | null;

/** The user page's actions; each is confirmed with a reason and lands in the audit log. */
export function UserActions({ user }: { user: UserDetail }) {
  const client = useQueryClient();
  const [action, setAction] = useState<Action>(null);
  const [courseId, setCourseId] = useState<number | null>(user.current?.course_id ?? null);
  const [plan, setPlan] = useState<string>("Free_3_months");
  const [message, setMessage] = useState("");
  const courses = useQuery({
    queryKey: ["admin", "courses"],
    queryFn: () => api.get<CourseNode[]>("/courses", { silent: true }),
  });
  const { profile } = user;
  const student = profile.role === "student";
  const active = profile.status === "active";
  const close = () => setAction(null);
  const refresh = () => client.invalidateQueries({ queryKey: ["admin", "users"] });
  const run = async (path: string, body: object, done: string) => {
    await api.post(path, body);
    toastSuccess(done);
    await refresh();
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {student && (
          <Button variant="contained" onClick={() => setAction("grant")}>
            Grant or extend a plan
          </Button>
        )}
        {student && user.current?.live && (
          <Button variant="outlined" color="warning" onClick={() => setAction("unsubscribe")}>
            Force-unsubscribe
          </Button>
        )}
        {student && (
          <Button variant="outlined" onClick={() => setAction("notify")}>
            Send a notification
          </Button>
        )}
        {active ? (
          <Button variant="outlined" color="error" onClick={() => setAction("deactivate")}>
            Deactivate account
          </Button>
        ) : (
          <Button variant="outlined" color="success" onClick={() => setAction("reactivate")}>
            Reactivate account
          </Button>
        )}
      </Stack>

      <ConfirmActionDialog
        open={action === "grant"}
        title="Grant or extend a plan"
        message="Starts now, or, when the student has a live plan for the same course, right after it ends. A live trial ends."
        confirmLabel="Grant plan"
        ready={courseId !== null}
        onClose={close}
        onConfirm={(reason) =>
          run(
            "/users/grantPlan",
            { userid: profile.userid, course_id: courseId, subscription_type: plan, reason },
            "Plan granted.",
          )
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CoursePicker
            courses={courses.data ?? []}
            value={courseId}
            onChange={setCourseId}
            subscribableOnly
            size="medium"
          />
          <TextField select label="Plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
            {SUBSCRIPTION_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {subscriptionLabel(t)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </ConfirmActionDialog>

      <ConfirmActionDialog
        open={action === "unsubscribe"}
        title="Force-unsubscribe"
        message={`Ends every live and booked plan of ${profile.firstName} now${
          user.current
            ? ` (${subscriptionLabel(user.current.subscription)}, ending ${formatAcademyDay(user.current.subscription_end)})`
            : ""
        }. Payments are not refunded by this.`}
        confirmLabel="End the plan"
        destructive
        onClose={close}
        onConfirm={(reason) =>
          run("/forceUnsubscribe", { userid: profile.userid, reason }, "Subscription ended.")
        }
      />

      <ConfirmActionDialog
        open={action === "deactivate"}
        title="Deactivate account"
        message={`${profile.firstName} is signed out everywhere at once and cannot log in until reactivated; login tells them the account is deactivated.`}
        confirmLabel="Deactivate"
        destructive
        onClose={close}
        onConfirm={(reason) =>
          run("/users/deactivate", { userid: profile.userid, reason }, "Account deactivated.")
        }
      />

      <ConfirmActionDialog
        open={action === "reactivate"}
        title="Reactivate account"
        message={`${profile.firstName} can log in again.`}
        confirmLabel="Reactivate"
        onClose={close}
        onConfirm={(reason) =>
          run("/users/reactivate", { userid: profile.userid, reason }, "Account reactivated.")
        }
      />

      <ConfirmActionDialog
        open={action === "notify"}
        title="Send a notification"
        message={`Appears in ${profile.firstName}'s notification bell.`}
        confirmLabel="Send"
        askReason={false}
        ready={message.trim().length > 0}
        onClose={close}
        onConfirm={async () => {
          await run(
            "/pushnotification",
            { notificationType: "announcement", notificationMsg: message.trim(), userid: profile.userid },
            "Notification sent.",
          );
          setMessage("");
        }}
      >
        <TextField
          label="Message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          fullWidth
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </ConfirmActionDialog>
    </>
  );
}
