import {
  FORUM_COUNT_CAP,
  FORUM_PAGE_SIZE,
  FORUM_SUBJECTS,
  type ForumListInput,
  type ForumSort,
} from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigation, useSearchParams } from "react-router";
import type { Translate } from "../../lib/i18n/language";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { NativeFilterSelect } from "../../lib/NativeFilterSelect";
import { PageNumbers } from "../../lib/PageNumbers";
import { SearchField } from "../../lib/SearchField";
import { StudentPage } from "../auth/StudentPage";
import { useSubscribeDialog } from "../subscription/SubscribeDialogContext";
import { useForumList, useForumMe } from "./api";
import { QuestionCard } from "./QuestionCard";

const SORTS = (t: Translate) => [
  { value: "newest", label: t("forum.newest", "Newest") },
  { value: "votes", label: t("forum.mostVotes", "Most votes") },
  { value: "unanswered", label: t("forum.unansweredFirst", "Unanswered first") },
];
const SUBJECTS = FORUM_SUBJECTS.map((s) => ({ value: s, label: s }));
const FLAGS = [
  ["my_course", "My course"],
  ["unanswered", "Unanswered"],
  ["teacher_answered", "Answered by a teacher"],
  ["mine", "Mine"],
] as const;

/** The filters live in the address, so a search can be shared and Back restores it. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Partial<ForumListInput> = {
    q: params.get("q") ?? "",
    sort: (params.get("sort") as ForumSort) || "newest",
    page: Math.max(1, Number(params.get("page")) || 1),
    pageSize: FORUM_PAGE_SIZE,
    ...(params.get("subject") ? { subject: params.get("subject") as ForumListInput["subject"] } : {}),
    ...Object.fromEntries(FLAGS.map(([key]) => [key, params.get(key) === "1"])),
  };
  const set = (changes: Record<string, string | number | boolean | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "" || value === false) next.delete(key);
      else next.set(key, value === true ? "1" : String(value));
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next, { replace: true });
  };
  return { filters, set };
}

export function ForumContent() {
  const { t } = useT();
  const me = useForumMe();
  const { filters, set } = useFilters();
  const list = useForumList(filters);
  const { openSubscribeDialog } = useSubscribeDialog();
  const [q, setQ] = useState(filters.q ?? "");
  // A doubt opened from the list is loading: the search must not become a navigation that cancels it.
  const leaving = useNavigation().state !== "idle";
  // Search as the student types, a moment after the last key.
  useEffect(() => {
    if (leaving) return;
    const timer = setTimeout(() => {
      if (q !== filters.q) set({ q });
    }, 300);
    return () => clearTimeout(timer);
  });
  const filtered = Boolean(filters.q || filters.subject || FLAGS.some(([key]) => filters[key]));

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 16, md: 12 } }}>
      <Stack spacing={2.5}>
        {me.data && !me.data.can_post && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={openSubscribeDialog}>
                {t("forum.subscribe", "Subscribe")}
              </Button>
            }
          >
            {me.data.reason}
          </Alert>
        )}
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 2 }}>
          <Typography variant="h2" sx={{ fontSize: { xs: "1.25rem", md: "1.5rem" } }}>
            {t("forum.doubts", "Doubts")}
          </Typography>
          {me.data?.can_post && (
            <Button component={RouterLink} to="/forum/ask" variant="contained" startIcon={<AddIcon />}>
              {t("forum.askADoubt", "Ask a doubt")}
            </Button>
          )}
        </Stack>
        <Stack
          direction="row"
          sx={{ flexWrap: "wrap", gap: 1.5 }}
          role="search"
          aria-label={t("forum.findDoubts", "Find doubts")}
        >
          <SearchField
            label={t("forum.searchDoubts", "Search doubts")}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ flex: { xs: "1 1 100%", sm: "0 1 340px" } }}
          />
          <NativeFilterSelect
            label={t("forum.subject", "Subject")}
            value={filters.subject ?? ""}
            onChange={(subject) => set({ subject })}
            options={SUBJECTS}
            anyLabel={t("forum.allSubjects", "All subjects")}
            sx={{ minWidth: 160, flex: { xs: 1, sm: "none" } }}
          />
          <NativeFilterSelect
            label={t("forum.sort", "Sort")}
            value={filters.sort === "newest" ? "" : (filters.sort ?? "")}
            onChange={(sort) => set({ sort })}
            options={SORTS(t).slice(1)}
            anyLabel={t("forum.newest", "Newest")}
            sx={{ minWidth: 170, flex: { xs: 1, sm: "none" } }}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 2 }}>
          {FLAGS.map(([key, label]) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  size="small"
                  checked={Boolean(filters[key])}
                  onChange={(e) => set({ [key]: e.target.checked })}
                />
              }
              label={label}
              sx={{ ml: 0, mr: 1 }}
            />
          ))}
        </Stack>
        {list.isPending ? (
          <LoadingSkeletons label={t("forum.loadingDoubts", "Loading doubts")} height={110} count={5} />
        ) : list.isError ? (
          <LoadError
            message={t("forum.theDoubtsCouldNot", "The doubts could not be loaded.")}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: "center", borderRadius: 3 }}>
            <Typography variant="h3" sx={{ fontSize: "1.2rem", mb: 1 }}>
              {filtered
                ? t("forum.noDoubtsMatch", "No doubts match")
                : t("forum.noDoubtsYet", "No doubts yet")}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {filtered
                ? t(
                    "forum.tryOtherWordsOr",
                    "Try other words or fewer filters, or ask it yourself: a teacher will answer.",
                  )
                : t("forum.beTheFirstTo", "Be the first to ask. Teachers and classmates answer here.")}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: "center" }}>
              {filtered && (
                <Button
                  onClick={() => {
                    setQ("");
                    set({
                      q: "",
                      subject: "",
                      my_course: false,
                      unanswered: false,
                      teacher_answered: false,
                      mine: false,
                    });
                  }}
                >
                  {t("forum.clearFilters", "Clear filters")}
                </Button>
              )}
              {me.data?.can_post && (
                <Button component={RouterLink} to="/forum/ask" variant="contained">
                  {t("forum.askADoubt", "Ask a doubt")}
                </Button>
              )}
            </Stack>
          </Paper>
        ) : (
          <Stack
            spacing={1.5}
            aria-label={t("forum.doubts", "Doubts")}
            component="section"
            sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {list.data.items.map((item) => (
              <QuestionCard key={item.id} q={item} to={`/forum/${item.id}`} />
            ))}
            <PageNumbers
              total={list.data.more ? -1 : list.data.total}
              cap={FORUM_COUNT_CAP}
              page={filters.page ?? 1}
              pageSize={FORUM_PAGE_SIZE}
              onPage={(page) => set({ page })}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

export default function ForumPage() {
  const { t } = useT();
  return (
    <StudentPage
      title={t("forum.forum", "Forum")}
      lead={t(
        "forum.askADoubtAnswer",
        "Ask a doubt, answer a classmate's question and read the answers given by our teachers.",
      )}
      loggedOutLead={t(
        "forum.theForumIsWhere",
        "The forum is where students ask doubts and teachers answer them. Log in to read and post.",
      )}
    >
      <ForumContent />
    </StudentPage>
  );
}
