import { confirmSubscriptionText, MESSAGES } from "@medhavi/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { showRupees } from "../../lib/i18n/format";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";

export interface PendingConfirmation {
  planTitle: string;
  amount: number;
  courseName: string;
}

/** "Are you sure?" / "Subscribe {plan} for ₹{amount}" with Yes and No (spec section 4, paid flow). */
export function ConfirmPlanDialog({
  pending,
  onAnswer,
}: {
  pending: PendingConfirmation | null;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useT();
  return (
    <Dialog
      open={pending !== null}
      onClose={() => onAnswer(false)}
      aria-labelledby="confirm-plan-title"
      aria-describedby="confirm-plan-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-plan-title">{translateMessage(MESSAGES.CONFIRM_TITLE)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-plan-text" sx={{ color: "text.primary", fontWeight: 500 }}>
          {pending
            ? t("plan.confirm", confirmSubscriptionText(pending.planTitle, pending.amount), {
                plan: t(`plan.title.${pending.planTitle}`, pending.planTitle),
                amount: showRupees(pending.amount),
              })
            : ""}
        </DialogContentText>
        {pending && (
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            {t("plan.confirmCourse", "Course: {{course}}", { course: pending.courseName })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="secondary" onClick={() => onAnswer(false)}>
          {t("common.no", "No")}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {t("common.yes", "Yes")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
