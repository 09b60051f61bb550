import {
  type CourseTreeNode,
  findNode,
  type Plan,
  type SubscriptionScreenOpening,
  subscriptionScreenOpening,
} from "@medhavi/domain";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { api } from "../../lib/http";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { LoadError } from "../../lib/LoadStates";
import { toast } from "../../lib/toast";
import { useLoginDialog } from "../auth/LoginDialogContext";
import { reloadProfile, type UserInfo, useUserInfo } from "../auth/session";
import { type FlowResult, payForPlan, startFreeTrial } from "../payments/checkout";
import { useCheckout } from "../payments/useCheckout";
import { ConfirmPlanDialog } from "./ConfirmPlanDialog";
import { CourseDrillDown } from "./CourseDrillDown";
import { PlanView } from "./PlanView";
import { SubscriptionFooter } from "./SubscriptionFooter";
import { usePublicCourses } from "./useCourses";

export interface SubscriptionScreenProps {
  /** The full page (/course-subscription) or the "Subscribe to a course" popup. */
  variant: "page" | "dialog";
  /** In-app navigation (the popup lives outside the router, so it is passed in). */
  navigate: (path: string) => void;
  /** Closes the popup. */
  onClose?: () => void;
  /** A course to open directly (e.g. from /courses), for a student choosing their first course. */
  initialCourseId?: number | null;
}

/** Where the student is in the drill-down. */
interface ViewState {
  /** The card chosen at each level, from the top; entries past `depth` are kept to highlight on Back. */
  trail: number[];
  /** The level shown: 0 = the roots. */
  depth: number;
  /** The course whose plans are shown, or null while choosing. */
  planCourseId: number | null;
  hideBack: boolean;
}

const TOP: ViewState = { trail: [], depth: 0, planCourseId: null, hideBack: false };

function preselection(opening: SubscriptionScreenOpening, initialCourseId: number | null): number | null {
  if (opening.kind === "expired" || opening.kind === "upgrade" || opening.kind === "renew")
    return opening.preselectCourseId;
  if (opening.kind === "choose" || opening.kind === "login") return initialCourseId;
  return null;
}

/** Expired and Free students start on their course's plans with no way back; a missing course starts at the top. */
export function initialView(
  tree: readonly CourseTreeNode[],
  opening: SubscriptionScreenOpening,
  initialCourseId: number | null = null,
): ViewState {
  const id = preselection(opening, initialCourseId);
  const node = id === null ? undefined : findNode(tree, id);
  if (!node?.for_subscription) return TOP;
  return {
    trail: node.pathIds,
    depth: node.depth,
    planCourseId: node.id,
    hideBack: opening.kind === "expired" || opening.kind === "upgrade" || opening.kind === "renew",
  };
}

/** The user's identity: the opening rules are decided once per user, not again after they subscribe. */
function userKey(user: UserInfo | null): string | null {
  if (!user) return null;
  return String(user.userid ?? user.email ?? "user");
}

function LoadingCards() {
  const { t } = useT();
  return (
    <Box
      aria-label={t("sub.loading", "Loading courses")}
      role="status"
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)", lg: "repeat(4, 1fr)" },
      }}
    >
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} variant="rounded" height={84} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}

interface PendingPaid {
  plan: Plan;
  amount: number;
  course: CourseTreeNode;
}

/** The subscription screen of spec sections 2 and 4: course drill-down, plan view, free and paid flows. */
export function SubscriptionScreen({
  variant,
  navigate,
  onClose,
  initialCourseId = null,
}: SubscriptionScreenProps) {
  const user = useUserInfo();
  const { openLoginDialog } = useLoginDialog();
  const courses = usePublicCourses();
  const tree = courses.data?.tree;
  const { checkout, checkoutDialog } = useCheckout();
  const { t } = useT();

  // Decided when the screen opens (and again only if a different user logs in): subscribing changes the
  // stored user info, which must not turn this screen into "You already subscribed" mid-flow.
  const key = userKey(user);
  const [snapshot, setSnapshot] = useState(() => ({ key, opening: subscriptionScreenOpening(user) }));
  const [view, setView] = useState<ViewState | null>(null);
  if (snapshot.key !== key) {
    setSnapshot({ key, opening: subscriptionScreenOpening(user) });
    setView(null);
  }
  const { opening } = snapshot;
  if (tree && view === null) setView(initialView(tree, opening, initialCourseId));

  const [busyPlan, setBusyPlan] = useState<Plan["id"] | null>(null);
  const [pendingPaid, setPendingPaid] = useState<PendingPaid | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Already subscribed: say so, close the popup, go to the profile. Logged out in the popup: log in first.
  const handled = useRef<SubscriptionScreenOpening | null>(null);
  useEffect(() => {
    if (handled.current === opening) return;
    if (opening.kind === "already-subscribed") {
      handled.current = opening;
      toast(opening.title, opening.severity);
      onClose?.();
      navigate(opening.redirectTo);
    } else if (opening.kind === "login" && variant === "dialog") {
      handled.current = opening;
      onClose?.();
      openLoginDialog();
    }
  }, [opening, variant, onClose, navigate, openLoginDialog]);

  const finish = (result: FlowResult) => {
    setBusyPlan(null);
    if (result === "done" || result === "already-subscribed") {
      onClose?.();
      navigate("/profile");
    }
  };

  const current = view ?? TOP;
  const planCourse = tree && current.planCourseId !== null ? findNode(tree, current.planCourseId) : undefined;
  const parentId = current.depth > 0 ? current.trail[current.depth - 1] : undefined;
  const parent = tree && parentId !== undefined ? findNode(tree, parentId) : undefined;
  const levelNodes = parent ? parent.children : (tree ?? []);
  const atTop = !planCourse && (current.depth === 0 || !parent);

  const changeView = (next: ViewState) => {
    setView(next);
    // Keyboard and screen-reader users land on the new level's heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const choose = (node: CourseTreeNode) => {
    const trail = [...current.trail.slice(0, current.depth), node.id];
    if (node.for_subscription) changeView({ ...current, trail, planCourseId: node.id });
    else if (node.children.length > 0) changeView({ ...current, trail, depth: current.depth + 1 });
    else setView({ ...current, trail });
  };

  const back = () => {
    if (planCourse) changeView({ ...current, planCourseId: null });
    else if (current.depth > 0) changeView({ ...current, depth: current.depth - 1 });
  };

  const select = async (plan: Plan, amount: number) => {
    if (!planCourse) return;
    if (!user) {
      openLoginDialog();
      return;
    }
    if (!plan.free) {
      setPendingPaid({ plan, amount, course: planCourse });
      return;
    }
    setBusyPlan(plan.id);
    finish(await startFreeTrial({ api, notify: toast, reloadProfile }, { course: planCourse, plan, user }));
  };

  const confirmed = async (yes: boolean) => {
    const pending = pendingPaid;
    setPendingPaid(null);
    if (!yes || !pending) return;
    setBusyPlan(pending.plan.id);
    finish(
      await payForPlan(
        { api, notify: toast, reloadProfile, checkout },
        { course: pending.course, plan: pending.plan, user },
      ),
    );
  };

  if (opening.kind === "already-subscribed" || (opening.kind === "login" && variant === "dialog")) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", py: 4 }} role="status">
        <CircularProgress size={20} />
        <Typography color="text.secondary">
          {opening.kind === "login"
            ? t("sub.loginFirst", "Please log in first.")
            : t("sub.toProfile", "Taking you to your profile…")}
        </Typography>
      </Stack>
    );
  }

  const trailNames = (tree ? current.trail.slice(0, current.depth) : [])
    .map((id) => (tree ? findNode(tree, id)?.name : undefined))
    .filter(Boolean)
    .join(" › ");

  return (
    <Box>
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        {opening.kind === "login" && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={openLoginDialog} sx={{ fontWeight: 700 }}>
                {t("shell.login", "Login/Signup")}
              </Button>
            }
          >
            {t("sub.loginToSubscribe", "Log in to subscribe. New students get a 15-day free trial.")}
          </Alert>
        )}
        {opening.kind === "expired" && (
          <Alert severity={opening.severity}>
            <AlertTitle>{translateMessage(opening.title)}</AlertTitle>
            {translateMessage(opening.detail)}
          </Alert>
        )}
        {opening.kind === "upgrade" && (
          <Alert severity={opening.severity}>{translateMessage(opening.title)}</Alert>
        )}
        {opening.kind === "renew" && (
          <Alert severity={opening.severity}>
            <AlertTitle>{translateMessage(opening.title)}</AlertTitle>
            {translateMessage(opening.detail)}
          </Alert>
        )}
      </Stack>

      {courses.isPending && <LoadingCards />}
      {courses.isError && (
        <LoadError
          message={t(
            "sub.loadError",
            "The courses could not be loaded. Check your connection and try again.",
          )}
          onRetry={() => courses.refetch()}
        />
      )}
      {tree && tree.length === 0 && (
        <Alert severity="info">
          {t(
            "sub.none",
            "No courses are open for subscription yet. Please check back soon, or call us to enrol.",
          )}
        </Alert>
      )}

      {tree && tree.length > 0 && (
        <Box>
          {(!current.hideBack || !planCourse) && (
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: "center", mb: 2.5, minHeight: 40, flexWrap: "wrap", rowGap: 1 }}
            >
              {!current.hideBack && (
                <Button
                  variant="outlined"
                  color="secondary"
                  startIcon={<ArrowBackIcon />}
                  onClick={back}
                  disabled={atTop || busyPlan !== null}
                >
                  {t("sub.back", "Back")}
                </Button>
              )}
              {!planCourse && (
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    variant="h2"
                    ref={headingRef}
                    tabIndex={-1}
                    sx={{
                      fontSize: { xs: "1.25rem", md: "1.5rem" },
                      color: "secondary.dark",
                      outline: "none",
                    }}
                  >
                    {parent ? parent.name : t("sub.chooseCourse", "Choose your course")}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {parent
                      ? t("sub.trail", "{{trail}} · choose one to continue", { trail: trailNames })
                      : t("sub.tap", "Tap a course to see what it offers.")}
                  </Typography>
                </Box>
              )}
            </Stack>
          )}

          {planCourse ? (
            <PlanView
              course={planCourse}
              disableFreePlan={
                opening.kind === "expired" ||
                opening.kind === "upgrade" ||
                opening.kind === "renew" ||
                user?.trial_used === true
              }
              {...(user?.trial_used && opening.kind !== "upgrade" && opening.kind !== "renew"
                ? { freePlanNote: t("sub.trialUsed", "You have already used your free trial.") }
                : {})}
              renewalStartsAt={opening.kind === "renew" ? opening.startsAt : null}
              busyPlanId={busyPlan}
              onSelect={select}
              headingRef={headingRef}
            />
          ) : (
            <CourseDrillDown
              key={parent?.id ?? "top"}
              nodes={levelNodes}
              highlightedId={current.trail[current.depth] ?? null}
              onChoose={choose}
            />
          )}
          <SubscriptionFooter tree={tree} />
        </Box>
      )}

      <ConfirmPlanDialog
        pending={
          pendingPaid
            ? {
                planTitle: pendingPaid.plan.title,
                amount: pendingPaid.amount,
                courseName: pendingPaid.course.name,
              }
            : null
        }
        onAnswer={confirmed}
      />
      {checkoutDialog}
    </Box>
  );
}
