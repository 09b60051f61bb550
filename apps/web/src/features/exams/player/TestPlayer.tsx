import {
  type AttemptResult,
  PALETTE_LABELS,
  PALETTE_STATUSES,
  type StartedAttempt,
  sectionOpen,
  sectionSchedule,
} from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { type ConnectivityMonitor, connectivity, useConnectivity } from "../../../lib/connectivity";
import { useFocusMode } from "../../../lib/focusMode";
import { translateMessage } from "../../../lib/i18n/message";
import { useT } from "../../../lib/i18n/useT";
import { useMobileLayout } from "../../../lib/useMobileLayout";
import { usePageTitle } from "../../../lib/usePageTitle";
import { ActionBar } from "./ActionBar";
import { countStatuses, groupSections } from "./attemptState";
import type { AttemptEndpoints } from "./endpoints";
import { KeyboardHelp } from "./KeyboardHelp";
import { PlayerDialog } from "./PlayerDialog";
import { PlayerHeader } from "./PlayerHeader";
import { usePaperLanguage } from "./paperLanguage";
import { QuestionPalette } from "./QuestionPalette";
import { QuestionPane } from "./QuestionPane";
import { QuestionPaperDialog } from "./QuestionPaperDialog";
import { reconnectSignal } from "./reconnect";
import { SectionTabs } from "./SectionTabs";
import { SubmitDialog } from "./SubmitDialog";
import { AttemptSession, type SessionState } from "./session";
import { useShortcuts } from "./shortcuts";
import { TimerAnnouncer } from "./TimerAnnouncer";
import { useClock, useCountdown } from "./useCountdown";
import { useSubmission } from "./useSubmission";

export interface TestPlayerProps {
  attempt: StartedAttempt;
  endpoints: AttemptEndpoints;
  onSubmitted: (result: AttemptResult) => void;
  /** Where to go if the test cannot be submitted at all. */
  exitTo: string;
  monitor?: ConnectivityMonitor;
}

const noSubscribe = () => () => {};

/**
 * The computer-based test screen (NTA style), full screen while it shows: question on the left, palette on
 * the right (a drawer on phones), timer and section tabs at the top. Every change is saved at once through
 * the attempt's answer queue; the test submits itself when the time is up.
 */
export function TestPlayer({
  attempt,
  endpoints,
  onSubmitted,
  exitTo,
  monitor = connectivity,
}: TestPlayerProps) {
  useFocusMode();
  usePageTitle(attempt.exam.title);
  const { t } = useT();
  const compact = useMobileLayout();
  const { online } = useConnectivity(monitor);
  const onReconnect = useMemo(() => reconnectSignal(monitor), [monitor]);
  const [session, setSession] = useState<AttemptSession | null>(null);
  const submission = useSubmission({ session, endpoints, onSubmitted, onReconnect });
  const { submit } = submission;

  // Made in an effect (not during render) because it starts sending saves; disposed on unmount.
  useEffect(() => {
    const created = new AttemptSession({
      attempt,
      endpoints,
      onReconnect,
      onClosed: () => void submit("closed"),
    });
    setSession(created);
    return () => created.dispose();
  }, [attempt, endpoints, onReconnect, submit]);

  useEffect(() => {
    if (!session) return;
    const onHidden = () => {
      if (document.visibilityState === "hidden") session.finish();
      else session.restartClock();
    };
    const onPageHide = () => session.finish();
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [session]);

  const state = useSyncExternalStore<SessionState | null>(
    session?.subscribe ?? noSubscribe,
    () => session?.getState() ?? null,
  );
  const clock = useCountdown(attempt.deadline, attempt.serverNow);
  useEffect(() => {
    if (!session) return;
    const timeUp = () => {
      if (clock.secondsLeft() === 0) void submit("time");
    };
    timeUp();
    return clock.subscribe(timeUp);
  }, [clock, session, submit]);

  const paperLanguage = usePaperLanguage(attempt.exam.id, attempt.attemptId);
  const [helpOpen, setHelpOpen] = useState(false);
  const [paperOpen, setPaperOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = state?.index ?? 0;
  // The heading takes focus on the first question shown (the Start button it replaces is gone) and on
  // every new question, so keyboard and screen-reader users start there.
  const shownIndex = useRef<number | null>(null);
  useEffect(() => {
    if (!state) return;
    if (shownIndex.current !== index) headingRef.current?.focus();
    shownIndex.current = index;
  }, [index, state]);

  const questions = session?.questions ?? [];
  const sections = useMemo(() => groupSections(attempt.exam.sections, questions), [attempt, questions]);
  const dialogOpen = helpOpen || paletteOpen || paperOpen || submission.state.phase !== "idle";
  // Papers with section time limits run one section at a time; the others are locked.
  const schedule = useMemo(
    () => sectionSchedule(attempt.exam.sections, attempt.startedAt, attempt.deadline),
    [attempt],
  );
  // On a timed paper one section is open at a time; the screen renders again only when that changes.
  const openSection = useClock(clock, (secondsLeft) => {
    const now = attempt.deadline - secondsLeft * 1000;
    return schedule?.find((w) => sectionOpen(schedule, w.index, now))?.index ?? null;
  });
  const allowed = (target: number) => !schedule || questions[target]?.section === openSection;

  const go = (target: number) => {
    if (!allowed(target)) return;
    session?.goTo(target);
    setPaletteOpen(false);
  };

  // When a timed section's time is over, the next one opens and the screen moves there.
  useEffect(() => {
    if (!session || openSection === null) return;
    if (session.current.section === openSection) return;
    const first = session.questions.findIndex((q) => q.section === openSection);
    if (first >= 0) session.goTo(first);
  }, [session, openSection]);

  useShortcuts(Boolean(session) && !dialogOpen, (action, option) => {
    if (!session) return;
    if (action === "next") session.saveAndNext();
    else if (action === "previous") {
      if (allowed(index - 1)) session.previous();
    } else if (action === "mark") session.markAndNext();
    else if (action === "clear") session.clearResponse();
    else if (action === "help") setHelpOpen(true);
    else if (action === "option") {
      const key = session.current.options[option ?? -1]?.key;
      if (key) session.choose(key);
    }
  });

  if (!session || !state) return null;
  const question = session.current;
  const section = sections.find((s) => s.questions.includes(index)) ?? sections[0]!;
  const palette = (
    <QuestionPalette
      questions={questions}
      answers={state.answers}
      section={section}
      current={index}
      onSelect={go}
    />
  );

  return (
    <Box sx={{ height: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <PlayerHeader
        title={attempt.exam.title}
        clock={clock}
        queue={session.queue}
        compact={compact}
        onHelp={() => setHelpOpen(true)}
        onPalette={() => setPaletteOpen(true)}
        onSubmit={submission.ask}
      />
      <TimerAnnouncer clock={clock} />
      {!online && (
        <Alert severity="warning" sx={{ borderRadius: 0, flexShrink: 0 }}>
          {t(
            "player.offline",
            "You are offline. Keep answering: your answers stay on this device and are sent as soon as the connection is back.",
          )}
        </Alert>
      )}
      {sections.length > 1 && (
        <SectionTabs
          label={t("exam.sections", "Sections")}
          value={section.index}
          onChange={(value) => go(sections.find((s) => s.index === value)!.questions[0]!)}
          tabs={sections.map((s) => {
            const counts = countStatuses(
              s.questions.map((i) => questions[i]!),
              state.answers,
            );
            const summary = PALETTE_STATUSES.map(
              (st) => `${t(`palette.${st}`, PALETTE_LABELS[st])}: ${counts[st]}`,
            ).join(" · ");
            const rule = attempt.exam.sections[s.index]?.attempt_limit;
            return {
              value: s.index,
              name: s.name,
              // The section's counts as the browser's tooltip.
              title: rule
                ? `${summary} · ${t("player.answerAny", "Answer any {{n}}", { n: rule })}`
                : summary,
              disabled: !allowed(s.questions[0] ?? 0),
            };
          })}
        />
      )}
      <Box sx={{ flexGrow: 1, display: "flex", minHeight: 0 }}>
        <Box sx={{ flexGrow: 1, overflowY: "auto", p: { xs: 2, md: 4 } }}>
          <QuestionPane
            key={question.id}
            question={question}
            number={index + 1}
            answer={session.shownOf(question.id)}
            onChoose={(key) => session.choose(key)}
            onText={(text) => session.setText(text)}
            onNumber={(text) => session.setNumber(text)}
            headingRef={headingRef}
            language={paperLanguage.languageOf(question.id)}
            onLanguage={(language) => paperLanguage.switchQuestion(question.id, language)}
          />
          {state.refusal && (
            <Alert severity="warning" role="alert" sx={{ mt: 2, maxWidth: 860 }}>
              {translateMessage(state.refusal)}
            </Alert>
          )}
        </Box>
        {!compact && (
          <Box
            component="aside"
            sx={{
              width: 320,
              flexShrink: 0,
              overflowY: "auto",
              p: 2,
              borderLeft: "1px solid",
              borderColor: "divider",
              bgcolor: "background.paper",
            }}
          >
            {palette}
          </Box>
        )}
      </Box>
      <ActionBar
        onSaveNext={() => session.saveAndNext()}
        onMarkNext={() => session.markAndNext()}
        onClear={() => session.clearResponse()}
        onPrevious={() => session.previous()}
        onPaper={() => setPaperOpen(true)}
        isFirst={index === 0 || !allowed(index - 1)}
      />
      <QuestionPaperDialog
        open={paperOpen}
        onClose={() => setPaperOpen(false)}
        questions={questions}
        sections={sections}
        languageOf={paperLanguage.languageOf}
        onGo={(target) => {
          setPaperOpen(false);
          go(target);
        }}
      />
      {compact && (
        <PlayerDialog
          side
          open={paletteOpen}
          onClose={() => setPaletteOpen(false)}
          title={t("player.paletteTitle", "Question palette")}
          closeLabel={t("player.closePalette", "Close the palette")}
        >
          {palette}
        </PlayerDialog>
      )}
      <KeyboardHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      <SubmitDialog
        submission={submission.state}
        queue={session.queue}
        questions={questions}
        sections={sections}
        answers={state.answers}
        compact={compact}
        onConfirm={() => void submit("student")}
        onCancel={submission.cancel}
        onRetry={submission.retry}
        exitTo={exitTo}
      />
    </Box>
  );
}
