import type { CourseTreeNode } from "@medhavi/domain";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import LocalOfferOutlinedIcon from "@mui/icons-material/LocalOfferOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { showRupees } from "../../lib/i18n/format";
import type { Translate } from "../../lib/i18n/language";
import { useT } from "../../lib/i18n/useT";
import { BRAND_COLORS } from "../../lib/theme";

/** "JEE (Category)": the card label of spec section 2. */
export function courseLabel(node: Pick<CourseTreeNode, "name" | "type">): string {
  return node.type ? `${node.name} (${node.type})` : node.name;
}

function cardHint(node: CourseTreeNode, t: Translate): string {
  if (node.for_subscription) {
    const prices = [node.quarterly_fee, node.fee].filter((v): v is number => typeof v === "number");
    return prices.length > 0
      ? t("sub.plansFrom", "Plans from {{price}}", { price: showRupees(Math.min(...prices)) })
      : t("sub.seePlans", "See plans");
  }
  const n = node.children.length;
  if (n === 0) return t("sub.noCourses", "No courses here yet");
  return t("sub.options", "{{count}} options", { count: n, defaultValue_one: "{{count}} option" });
}

export interface CourseDrillDownProps {
  /** The cards of the current level. */
  nodes: readonly CourseTreeNode[];
  /** The card chosen at this level before (shown highlighted), if any. */
  highlightedId: number | null;
  onChoose: (node: CourseTreeNode) => void;
}

/** One level of the course drill-down: a grid of cards, each "name (type)". */
export function CourseDrillDown({ nodes, highlightedId, onChoose }: CourseDrillDownProps) {
  const { t } = useT();
  return (
    <Box
      role="list"
      aria-label={t("sub.courses", "Courses")}
      sx={{
        display: "grid",
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)", lg: "repeat(4, 1fr)" },
      }}
    >
      {nodes.map((node, index) => {
        const selected = node.id === highlightedId;
        return (
          <Card
            key={node.id}
            role="listitem"
            variant="outlined"
            sx={{
              animationDelay: `${Math.min(index, 8) * 60}ms`,
              borderWidth: 2,
              borderColor: selected ? "primary.main" : "rgba(93, 64, 55, 0.14)",
              bgcolor: selected ? "#FBF1D9" : "background.paper",
              transition: "border-color 150ms, background-color 150ms",
            }}
          >
            <CardActionArea
              aria-pressed={selected}
              onClick={() => onChoose(node)}
              sx={{ height: "100%", p: 2, display: "flex", alignItems: "center", gap: 1.5 }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{ display: "block", fontWeight: 700, fontSize: "1.0625rem" }}
                >
                  {node.name}{" "}
                  <Typography component="span" sx={{ fontWeight: 500, color: "text.secondary" }}>
                    ({node.type})
                  </Typography>
                </Typography>
                <Stack direction="row" spacing={0.75} sx={{ alignItems: "center", mt: 0.5 }}>
                  {node.for_subscription && (
                    <LocalOfferOutlinedIcon sx={{ fontSize: 16, color: BRAND_COLORS.goldText }} aria-hidden />
                  )}
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{
                      color: node.for_subscription ? BRAND_COLORS.goldText : "text.secondary",
                      fontWeight: node.for_subscription ? 600 : 400,
                    }}
                  >
                    {cardHint(node, t)}
                  </Typography>
                </Stack>
              </Box>
              {selected ? (
                <CheckCircleIcon color="primary" aria-hidden />
              ) : (
                <ChevronRightIcon sx={{ color: "text.secondary" }} aria-hidden />
              )}
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
