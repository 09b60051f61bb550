import { MESSAGES, normaliseCourseId } from "@medhavi/domain";
import Container from "@mui/material/Container";
import { useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../lib/usePageTitle";
import { PageHero } from "../content/InfoPage";
import { SubscriptionScreen } from "./SubscriptionScreen";

/** /course-subscription: the subscription screen as a page, under a "Subscribe to a course" banner. */
export default function CourseSubscriptionPage() {
  usePageTitle("Course Subscription");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // /courses links here with ?course=<id> to open that course's plans directly.
  const initialCourseId = normaliseCourseId(params.get("course"));
  return (
    <>
      <PageHero
        eyebrow="Course subscription"
        title={MESSAGES.SUBSCRIBE_HEADING}
        lead="Choose your course, then pick a plan: the 15-day free trial, Half Yearly (5% discount on fee) or Yearly (20% discount on fee)."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <SubscriptionScreen variant="page" navigate={navigate} initialCourseId={initialCourseId} />
      </Container>
    </>
  );
}
