import type { SvgIconComponent } from "@mui/icons-material";
import AutoStoriesOutlinedIcon from "@mui/icons-material/AutoStoriesOutlined";
import BiotechOutlinedIcon from "@mui/icons-material/BiotechOutlined";
import BoltOutlinedIcon from "@mui/icons-material/BoltOutlined";
import EngineeringOutlinedIcon from "@mui/icons-material/EngineeringOutlined";
import FlightTakeoffOutlinedIcon from "@mui/icons-material/FlightTakeoffOutlined";
import FunctionsOutlinedIcon from "@mui/icons-material/FunctionsOutlined";
import LocalHospitalOutlinedIcon from "@mui/icons-material/LocalHospitalOutlined";
import MedicalServicesOutlinedIcon from "@mui/icons-material/MedicalServicesOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { BRAND_COLORS } from "../../lib/theme";
import type { Track, TrackIcon } from "./trackList";

const ICONS: Record<TrackIcon, SvgIconComponent> = {
  foundation: AutoStoriesOutlinedIcon,
  jee: EngineeringOutlinedIcon,
  neet: BiotechOutlinedIcon,
  neetpg: MedicalServicesOutlinedIcon,
  medical: LocalHospitalOutlinedIcon,
  abroad: FlightTakeoffOutlinedIcon,
  hit: BoltOutlinedIcon,
  math: FunctionsOutlinedIcon,
};

/** A programme card linking to its page; `headingLevel` keeps the page's heading order right. */
export function TrackCard({
  track,
  index = 0,
  headingLevel = "h3",
}: {
  track: Track;
  index?: number;
  headingLevel?: "h2" | "h3";
}) {
  const Icon = ICONS[track.icon];
  const { t } = useT();
  return (
    <Card variant="outlined" sx={{ height: "100%", animationDelay: `${Math.min(index, 8) * 80}ms` }}>
      <CardActionArea component={RouterLink} to={track.path} sx={{ height: "100%", alignItems: "stretch" }}>
        <CardContent sx={{ p: 3, display: "flex", flexDirection: "column", gap: 1.25, height: "100%" }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              display: "grid",
              placeItems: "center",
              bgcolor: "#FBEFD3",
              color: "primary.dark",
            }}
          >
            <Icon aria-hidden />
          </Box>
          <Typography component={headingLevel} variant="h3" sx={{ color: "secondary.dark" }}>
            {t(`track.${track.path}.title`, track.title)}
          </Typography>
          <Typography variant="body2" sx={{ color: BRAND_COLORS.goldText, fontWeight: 600 }}>
            {t(`track.${track.path}.audience`, track.audience)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {t(`track.${track.path}.summary`, track.summary)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, color: "secondary.main" }}>
            {t("track.explore", "Explore the course")} <span aria-hidden="true">→</span>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Track cards in a grid: one column on phones, two on tablets, three on wide screens. */
export function TrackCardGrid({ tracks }: { tracks: readonly Track[] }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
      }}
    >
      {tracks.map((track, index) => (
        <TrackCard key={track.path} track={track} index={index} />
      ))}
    </Box>
  );
}
