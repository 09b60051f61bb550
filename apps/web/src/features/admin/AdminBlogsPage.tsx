import { AdminPage } from "./AdminPage";

export default function AdminBlogsPage() {
  return (
    <AdminPage
      title="Blogs"
      description="Articles published on the Blogs page: write, edit, publish and unpublish posts."
    />
  );
}
