import { type CourseTreeNode, PATH_SEPARATOR } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { memo, useMemo } from "react";
import { useNavigate } from "react-router";
import { HydratesLater, useHydrating } from "../../lib/HydratesLater";
import { showRupees } from "../../lib/i18n/format";
import { useT } from "../../lib/i18n/useT";
import { LoadError } from "../../lib/LoadStates";
import { BRAND_COLORS } from "../../lib/theme";
import { useMobileLayout } from "../../lib/useMobileLayout";
import { useRenderedInSteps } from "../../lib/useRenderedInSteps";
import { useLoginDialog } from "../auth/LoginDialogContext";
import { useUserInfo } from "../auth/session";
import { usePublicCourses } from "./useCourses";

interface Group {
  /** The path below the root, e.g. "JEE Main"; empty for rows directly under the root. */
  title: string;
  rows: CourseTreeNode[];
}

/**
 * A root's hierarchy as price groups: every node that is subscribable or a leaf is a row, grouped under
 * its parent (named by its path below the root), in tree order.
 */
export function priceGroups(root: CourseTreeNode): Group[] {
  const groups = new Map<number, Group>();
  const rowsOf = (parent: CourseTreeNode): Group => {
    let group = groups.get(parent.id);
    if (!group) {
      const below = parent.path.split(PATH_SEPARATOR).slice(1).join(" › ");
      group = { title: below, rows: [] };
      groups.set(parent.id, group);
    }
    return group;
  };
  if (root.for_subscription) rowsOf(root).rows.push(root);
  const walk = (parent: CourseTreeNode) => {
    for (const child of parent.children) {
      if (child.for_subscription || child.children.length === 0) rowsOf(parent).rows.push(child);
      walk(child);
    }
  };
  walk(root);
  return [...groups.values()].filter((group) => group.rows.length > 0);
}

const price = (value: number | null) => (typeof value === "number" ? showRupees(value) : "—");

function SubscribeButton({ course }: { course: CourseTreeNode }) {
  const { t } = useT();
  const user = useUserInfo();
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  return (
    <Button
      variant="contained"
      size="small"
      aria-label={t("fees.subscribeTo", "Subscribe to {{course}}", { course: course.name })}
      onClick={() => (user ? navigate(`/course-subscription?course=${course.id}`) : openLoginDialog())}
    >
      {t("fees.subscribe", "Subscribe")}
    </Button>
  );
}

function PriceRow({ course }: { course: CourseTreeNode }) {
  const { t } = useT();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ pl: 2 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {course.name}
        </Typography>{" "}
        <Typography component="span" variant="body2" color="text.secondary">
          ({course.type})
        </Typography>
      </TableCell>
      <TableCell align="right">{course.for_subscription ? price(course.quarterly_fee) : "—"}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 700 }}>
        {course.for_subscription ? price(course.fee) : "—"}
      </TableCell>
      <TableCell align="right">
        {course.for_subscription ? (
          <SubscribeButton course={course} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("fees.openingSoon", "Opening soon")}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/** One table per category: a header, then each group's title row and its courses; fixed columns line up across cards. */
function RootTable({ root, groups }: { root: CourseTreeNode; groups: Group[] }) {
  const { t } = useT();
  return (
    <Table size="small" aria-label={`${root.name} fees`} sx={{ tableLayout: "fixed" }}>
      <colgroup>
        <col />
        <col style={{ width: 140 }} />
        <col style={{ width: 140 }} />
        <col style={{ width: 140 }} />
      </colgroup>
      <TableHead>
        <TableRow>
          <TableCell sx={{ pl: 2 }}>{t("fees.course", "Course")}</TableCell>
          <TableCell align="right">{t("fees.halfYearly", "Half Yearly")}</TableCell>
          <TableCell align="right">{t("fees.yearly", "Yearly")}</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              {t("fees.action", "Action")}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      {groups.map((group) => (
        <TableBody key={group.title || "root"}>
          {group.title && (
            <TableRow>
              <TableCell
                colSpan={4}
                component="th"
                scope="rowgroup"
                sx={{
                  pt: 2,
                  pl: 2,
                  fontWeight: 700,
                  color: BRAND_COLORS.goldText,
                  bgcolor: "rgba(201, 151, 43, 0.07)",
                }}
              >
                {group.title}
              </TableCell>
            </TableRow>
          )}
          {group.rows.map((course) => (
            <PriceRow key={course.id} course={course} />
          ))}
        </TableBody>
      ))}
    </Table>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

function GroupList({ group }: { group: Group }) {
  const { t } = useT();
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {group.rows.map((course) => (
        <Box
          component="li"
          key={course.id}
          sx={{
            py: 1.5,
            borderTop: "1px solid",
            borderColor: "divider",
            "&:first-of-type": { borderTop: 0 },
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {course.name}{" "}
            <Typography component="span" variant="body2" color="text.secondary">
              ({course.type})
            </Typography>
          </Typography>
          {course.for_subscription ? (
            <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mt: 0.75 }}>
              <Box>
                <Typography variant="body2">
                  Half Yearly <strong>{price(course.quarterly_fee)}</strong>
                </Typography>
                <Typography variant="body2">
                  Yearly <strong>{price(course.fee)}</strong>
                </Typography>
              </Box>
              <SubscribeButton course={course} />
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("fees.openingSoon", "Opening soon")}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The course hierarchy with its prices (public /courses and /fee-structure). */
export function CoursePriceCatalogue() {
  const { t } = useT();
  const courses = usePublicCourses();
  const mobile = useMobileLayout();
  // One group of courses per task (a category's card holds one or more): `first` is the step at which
  // a category's card appears, `steps` the count of them all.
  const { categories, steps } = useMemo(() => {
    let steps = 0;
    const categories = (courses.data?.tree ?? []).map((root) => {
      const groups = priceGroups(root);
      const first = steps;
      steps += Math.max(1, groups.length);
      return { root, groups, first };
    });
    return { categories, steps };
  }, [courses.data]);
  // Hydrating the page the server rendered with this catalogue: every category is there already (each
  // hydrates later, HydratesLater), so none waits for a step.
  const hydrating = useHydrating();
  const shown = useRenderedInSteps(steps, hydrating ? steps : 1);

  if (courses.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t("fees.loadingCourses", "Loading courses")}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={160} sx={{ borderRadius: 3 }} />
        ))}
      </Stack>
    );
  }
  if (courses.isError) {
    return (
      <LoadError
        message={t(
          "fees.theCourseListCould",
          "The course list could not be loaded. Check your connection and try again.",
        )}
        onRetry={() => courses.refetch()}
      />
    );
  }
  if (categories.length === 0) {
    return (
      <Alert severity="info">
        {t("fees.coursesOpenSoonCall", "Courses open soon. Call or write to us to enrol in the meantime.")}
      </Alert>
    );
  }
  return (
    // Flex gap, not margins.
    <Stack spacing={{ xs: 2, md: 3 }} useFlexGap>
      {categories.map(({ root, groups: all, first }, index) => {
        if (first >= shown) return null;
        // The same array once all are shown, so a render of the catalogue (hydrated, `useHydrating` turns
        // false) renders no card again.
        const groups = shown - first >= all.length ? all : all.slice(0, shown - first);
        return (
          <HydratesLater key={root.id}>
            <CategoryCard root={root} groups={groups} index={index} mobile={mobile} />
          </HydratesLater>
        );
      })}
    </Stack>
  );
}

/** A category's card: its courses' prices, as a table on wide screens and a list on phones. */
const CategoryCard = memo(function CategoryCard({
  root,
  groups,
  index,
  mobile,
}: {
  root: CourseTreeNode;
  groups: Group[];
  index: number;
  mobile: boolean;
}) {
  const { t } = useT();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={`catalogue-${root.id}`}
      sx={{ animationDelay: `${Math.min(index, 6) * 80}ms` }}
    >
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography
          variant="h3"
          component="h3"
          id={`catalogue-${root.id}`}
          sx={{ color: "secondary.dark", mb: 1 }}
        >
          {root.name}{" "}
          <Typography component="span" sx={{ color: "text.secondary", fontWeight: 500 }}>
            ({root.type})
          </Typography>
        </Typography>
        {!mobile && groups.length > 0 && <RootTable root={root} groups={groups} />}
        {mobile &&
          groups.map((group) => (
            <Box key={group.title || "root"} sx={{ mt: 2 }}>
              {group.title && (
                <Typography
                  component="h4"
                  sx={{
                    fontWeight: 700,
                    color: BRAND_COLORS.goldText,
                    fontSize: "0.9375rem",
                    mb: 0.5,
                  }}
                >
                  {group.title}
                </Typography>
              )}
              <GroupList group={group} />
            </Box>
          ))}
        {groups.length === 0 && (
          <Typography color="text.secondary">
            {t("fees.coursesInThisCategory", "Courses in this category open soon.")}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
});
