import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { OptionalSelect } from "../../lib/FilterFields";
import type { Translate } from "../../lib/i18n/language";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { SearchField } from "../../lib/SearchField";
import { StudentPage } from "../auth/StudentPage";
import { useSubscribeDialog } from "../subscription/SubscribeDialogContext";
import { materialKeys, saveProgress, useStudentMaterials } from "./api";
import { ContinueCard } from "./ContinueCard";
import { kindOptions } from "./format";
import { EMPTY_FILTER, filterMaterials, groupMaterials, type MaterialFilter } from "./grouping";
import { LockedBanner } from "./LockedBanner";
import { MaterialGroups } from "./MaterialGroups";
import type { StudentMaterial } from "./types";
import { MaterialViewerDialog } from "./viewers/MaterialViewerDialog";

const DONE_OPTIONS = (t: Translate) => [
  { value: "todo", label: t("study.notDone", "Not done") },
  { value: "done", label: t("study.done", "Done") },
];

/** The student's materials: filters, "continue", grouped list, locked items, the viewer (`?open=id`). */
export function StudyMaterialsContent() {
  const { t } = useT();
  const list = useStudentMaterials();
  const client = useQueryClient();
  const { openSubscribeDialog } = useSubscribeDialog();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<MaterialFilter>(EMPTY_FILTER);
  const items = list.data?.items;
  const visible = useMemo(() => filterMaterials(items ?? [], filter), [items, filter]);
  const groups = useMemo(() => groupMaterials(visible), [visible]);

  const openId = Number(params.get("open"));
  const opened = items?.find((item) => item.id === openId && !item.locked) ?? null;
  const open = (item: StudentMaterial) => setParams({ open: String(item.id) });
  const close = () => {
    setParams({}, { replace: true });
    void client.invalidateQueries({ queryKey: materialKeys.student });
  };

  if (list.isPending)
    return (
      <LoadingSkeletons
        label={t("study.loadingYourStudyMaterials", "Loading your study materials")}
        height={88}
        count={4}
      />
    );
  if (list.isError)
    return (
      <LoadError
        message={t("study.yourStudyMaterialsCould", "Your study materials could not be loaded.")}
        onRetry={() => void list.refetch()}
      />
    );

  const { access } = list.data;
  const filtered = filter.q !== "" || filter.kind !== "" || filter.done !== "";
  return (
    <Stack spacing={3}>
      {!access.live && <LockedBanner lapsed={access.plan !== null} />}
      {access.live && list.data.continue && !filtered && <ContinueCard item={list.data.continue} />}
      {(items?.length ?? 0) > 0 && (
        <Stack
          direction="row"
          sx={{ flexWrap: "wrap", gap: 1.5 }}
          role="search"
          aria-label={t("study.filterMaterials", "Filter materials")}
        >
          <SearchField
            label={t("study.searchMaterials", "Search materials")}
            value={filter.q}
            onChange={(e) => setFilter({ ...filter, q: e.target.value })}
            sx={{ flex: { xs: "1 1 100%", sm: "0 1 320px" } }}
          />
          <OptionalSelect
            label={t("study.type", "Type")}
            value={filter.kind}
            onChange={(kind) => setFilter({ ...filter, kind: kind as MaterialFilter["kind"] })}
            options={kindOptions()}
            anyLabel={t("study.allTypes", "All types")}
            sx={{ minWidth: 150, flex: { xs: 1, sm: "none" } }}
          />
          <OptionalSelect
            label={t("study.progress", "Progress")}
            value={filter.done}
            onChange={(done) => setFilter({ ...filter, done: done as MaterialFilter["done"] })}
            options={DONE_OPTIONS(t)}
            anyLabel={t("study.all", "All")}
            sx={{ minWidth: 150, flex: { xs: 1, sm: "none" } }}
          />
        </Stack>
      )}
      {items?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center", borderRadius: 3 }}>
          <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
            {t("study.noMaterialsYet", "No materials yet")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(
              "study.yourTeachersHaveNot",
              "Your teachers have not added notes or lectures to your course yet. Meanwhile, the tests are ready.",
            )}
          </Typography>
          <Button component={RouterLink} to="/test-objective" variant="contained">
            {t("study.goToMyTests", "Go to my tests")}
          </Button>
        </Paper>
      )}
      {(items?.length ?? 0) > 0 && visible.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center", borderRadius: 3 }}>
          <Typography sx={{ mb: 2 }}>
            {t("study.noMaterialsMatchThese", "No materials match these filters.")}
          </Typography>
          <Button onClick={() => setFilter(EMPTY_FILTER)}>{t("study.clearFilters", "Clear filters")}</Button>
        </Paper>
      )}
      <MaterialGroups
        groups={groups}
        onOpen={open}
        onLocked={openSubscribeDialog}
        showProgress={access.live}
      />
      {opened && (
        <MaterialViewerDialog
          key={opened.id}
          material={opened}
          scope="student"
          onSave={(state) => saveProgress(opened.id, state)}
          onClose={close}
        />
      )}
    </Stack>
  );
}

export default function StudyMaterialsPage() {
  const { t } = useT();
  return (
    <StudentPage
      title={t("study.studyMaterials", "Study Materials")}
      lead={t(
        "study.notesLecturesAndPractice",
        "Notes, lectures and practice sheets for your course, organised chapter by chapter. Pick up where you left off on any device.",
      )}
      loggedOutLead={t(
        "study.studyMaterialsComeWith",
        "Study materials come with your course. Log in to open them, or look at the free demo materials.",
      )}
      loggedOutActions={
        <Button
          component={RouterLink}
          to="/demo-study-materials"
          variant="outlined"
          color="secondary"
          size="large"
        >
          {t("study.seeTheFreeDemo", "See the free demo materials")}
        </Button>
      }
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <StudyMaterialsContent />
      </Container>
    </StudentPage>
  );
}
