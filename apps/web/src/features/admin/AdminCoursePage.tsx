import { AdminPage } from "./AdminPage";

export default function AdminCoursePage() {
  return (
    <AdminPage
      title="Course"
      description="The course hierarchy that students choose from, with each course's yearly and half-yearly fee."
    />
  );
}
