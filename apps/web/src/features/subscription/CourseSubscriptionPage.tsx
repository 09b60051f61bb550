import { MESSAGES, normaliseCourseId } from "@medhavi/domain";
import Container from "@mui/material/Container";
import { useNavigate, useSearchParams } from "react-router";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { usePageTitle } from "../../lib/usePageTitle";
import { PageHero } from "../content/InfoPage";
import { SubscriptionScreen } from "./SubscriptionScreen";

/** /course-subscription: the subscription screen as a page, under a "Subscribe to a course" banner. */
export default function CourseSubscriptionPage() {
  usePageTitle("Course Subscription");
  const navigate = useNavigate();
  const { t } = useT();
  const [params] = useSearchParams();
  // /courses links here with ?course=<id> to open that course's plans directly.
  const initialCourseId = normaliseCourseId(params.get("course"));
  return (
    <>
      <PageHero
        eyebrow={t("sub.eyebrow", "Course subscription")}
        title={translateMessage(MESSAGES.SUBSCRIBE_HEADING)}
        lead={t(
          "sub.lead",
          "Choose your course, then pick a plan: the 15-day free trial, Half Yearly (5% discount on fee) or Yearly (20% discount on fee).",
        )}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <SubscriptionScreen variant="page" navigate={navigate} initialCourseId={initialCourseId} />
      </Container>
    </>
  );
}
