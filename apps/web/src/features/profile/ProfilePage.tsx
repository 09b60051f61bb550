import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/useT";
import { StudentPage } from "../auth/StudentPage";
import { useUserInfo } from "../auth/session";
import { useStudentMaterials } from "../study-materials/api";
import { ContinueCard } from "../study-materials/ContinueCard";
import { ChangePasswordCard } from "./ChangePasswordCard";
import { DetailsCard } from "./DetailsCard";
import { PictureCard } from "./PictureCard";
import { useProfile } from "./profileApi";
import { SubscriptionCard } from "./SubscriptionCard";

function CardSkeleton({ lines, avatar = false }: { lines: number; avatar?: boolean }) {
  return (
    <Card variant="outlined" sx={{ animation: "none" }}>
      <CardContent sx={{ p: 3 }}>
        {avatar && <Skeleton variant="circular" width={112} height={112} sx={{ mx: "auto", mb: 2 }} />}
        <Skeleton width="50%" height={32} />
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          <Skeleton key={i} width={`${90 - i * 10}%`} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The material the student last had open, when there is one (the `continue` of the materials list). */
function ContinueStudying({ subscribed }: { subscribed: boolean }) {
  const materials = useStudentMaterials(subscribed);
  const item = materials.data?.continue;
  return item && !item.locked ? <ContinueCard item={item} /> : null;
}

function ProfileContent() {
  const { t } = useT();
  const stored = useUserInfo();
  const profile = useProfile(stored?.email);

  let body: ReactNode;
  if (profile.isPending) {
    body = (
      <Grid
        container
        spacing={3}
        aria-busy="true"
        aria-label={t("profile.loadingYourProfile", "Loading your profile")}
      >
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <CardSkeleton lines={2} avatar />
            <CardSkeleton lines={3} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <CardSkeleton lines={4} />
            <CardSkeleton lines={3} />
          </Stack>
        </Grid>
      </Grid>
    );
  } else if (profile.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => profile.refetch()} loading={profile.isFetching}>
            {t("profile.retry", "Retry")}
          </Button>
        }
      >
        Your profile could not be loaded. {profile.error.message}
      </Alert>
    );
  } else {
    const user = profile.data;
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <PictureCard user={user} />
            <SubscriptionCard user={user} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <ContinueStudying subscribed={Boolean(user.subscription)} />
            <DetailsCard user={user} />
            <ChangePasswordCard />
          </Stack>
        </Grid>
      </Grid>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {body}
    </Container>
  );
}

/** /profile: details, picture, password and subscription of the signed-in student. */
export default function ProfilePage() {
  const { t } = useT();
  return (
    <StudentPage
      title={t("profile.myProfile", "My Profile")}
      lead={t(
        "profile.yourDetailsYourCourse",
        "Your details, your course and your current plan with its end date.",
      )}
      loggedOutLead={t("profile.logInToSee", "Log in to see your profile, your course and your plan.")}
    >
      <ProfileContent />
    </StudentPage>
  );
}
