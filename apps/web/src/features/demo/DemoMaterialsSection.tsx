import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { useDemoMaterials } from "../study-materials/api";
import { groupMaterials } from "../study-materials/grouping";
import { MaterialGroups } from "../study-materials/MaterialGroups";
import type { MaterialKind, PublicMaterial } from "../study-materials/types";
import { MaterialViewerDialog } from "../study-materials/viewers/MaterialViewerDialog";

/** The public sample items of the given kinds, opened in the same viewers students use. */
export function DemoMaterialsSection({
  kinds,
  emptyText,
}: {
  kinds: readonly MaterialKind[];
  emptyText: string;
}) {
  const { t } = useT();
  const demo = useDemoMaterials();
  const [opened, setOpened] = useState<PublicMaterial | null>(null);
  const items = useMemo(
    () => (demo.data ?? []).filter((item) => kinds.includes(item.kind)),
    [demo.data, kinds],
  );
  const groups = useMemo(() => groupMaterials(items), [items]);

  if (demo.isPending)
    return (
      <LoadingSkeletons label={t("demo.loadingTheSamples", "Loading the samples")} height={88} count={3} />
    );
  if (demo.isError)
    return (
      <LoadError
        message={t("demo.theSamplesCouldNot", "The samples could not be loaded.")}
        onRetry={() => void demo.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center", borderRadius: 3 }}>
        <Typography sx={{ mb: 2 }}>{emptyText}</Typography>
        <Button component={RouterLink} to="/demo-test" variant="contained">
          {t("demo.takeADemoTest", "Take a demo test instead")}
        </Button>
      </Paper>
    );
  return (
    <>
      <MaterialGroups groups={groups} onOpen={setOpened} sample />
      {opened && (
        <MaterialViewerDialog
          key={opened.id}
          material={opened}
          scope="demo"
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}

/** The call to action under the samples. */
export function DemoActions({ other }: { other: { label: string; to: string } }) {
  const { t } = useT();
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 4 }}>
      <Button component={RouterLink} to="/course-subscription" variant="contained" size="large">
        {t("demo.startA15Day", "Start a 15-day free trial")}
      </Button>
      <Button component={RouterLink} to={other.to} variant="outlined" color="secondary" size="large">
        {other.label}
      </Button>
    </Stack>
  );
}
