import { PATH_SEPARATOR } from "@medhavi/domain";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useT } from "../../lib/i18n/useT";
import { type CourseGroup, donePercent, GENERAL_CHAPTER } from "./grouping";
import { MaterialRow, type RowMaterial } from "./MaterialRow";
import type { StudentMaterial } from "./types";

/** The grouped list: a section per course (with its progress), a heading per chapter, card rows. */
export function MaterialGroups<T extends RowMaterial>({
  groups,
  onOpen,
  onLocked,
  sample = false,
  showProgress = false,
}: {
  groups: CourseGroup<T>[];
  onOpen: (item: T) => void;
  onLocked?: () => void;
  sample?: boolean;
  showProgress?: boolean;
}) {
  const { t } = useT();
  return (
    <Stack spacing={4}>
      {groups.map((course) => {
        const items = course.chapters.flatMap((chapter) => chapter.items);
        const percent = showProgress ? donePercent(items as unknown as StudentMaterial[]) : null;
        return (
          <Box component="section" key={course.course_id} aria-labelledby={`course-${course.course_id}`}>
            <Typography
              id={`course-${course.course_id}`}
              variant="h2"
              sx={{ fontSize: { xs: "1.25rem", md: "1.5rem" }, color: "secondary.dark" }}
            >
              {course.course_name}
            </Typography>
            {course.course_path.length > 1 && (
              <Typography variant="body2" color="text.secondary">
                {course.course_path.join(PATH_SEPARATOR)}
              </Typography>
            )}
            {percent !== null && (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mt: 1, maxWidth: 420 }}>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  sx={{ flex: 1, height: 8, borderRadius: 4 }}
                  aria-label={t("study.courseProgress", "{{course}} progress", {
                    course: course.course_name,
                  })}
                />
                <Typography variant="body2" color="text.secondary">
                  {t("study.percentDone", "{{percent}}% done", { percent })}
                </Typography>
              </Stack>
            )}
            {course.chapters.map((chapter) => (
              <Box key={chapter.chapter} sx={{ mt: 2.5 }}>
                <Typography variant="h3" sx={{ fontSize: "1.0625rem", fontWeight: 600, mb: 1 }}>
                  {chapter.chapter === GENERAL_CHAPTER ? t("study.general", "General") : chapter.chapter}
                </Typography>
                <Stack component="ul" spacing={1.25} sx={{ p: 0, m: 0 }}>
                  {chapter.items.map((item) => (
                    <MaterialRow
                      key={item.id}
                      item={item}
                      sample={sample}
                      onOpen={() => onOpen(item)}
                      {...(onLocked ? { onLocked } : {})}
                    />
                  ))}
                </Stack>
              </Box>
            ))}
          </Box>
        );
      })}
    </Stack>
  );
}
