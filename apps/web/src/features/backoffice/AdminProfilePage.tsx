import { PICTURE_TYPES, pictureProblem } from "@medhavi/domain";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { api } from "../../lib/http";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { secureStorage } from "../../lib/secureStorage";
import { toastError, toastSuccess } from "../../lib/toast";
import { uploadUrl } from "../../lib/uploads";
import { AdminPage } from "../admin/AdminPage";
import { type AdminInfo, useAdminInfo } from "../auth/session";
import { ChangePasswordCard } from "../profile/ChangePasswordCard";
import { TwoStepCard } from "./two-step/TwoStepCard";

interface Me {
  firstName: string;
  lastName: string;
  email: string;
  profilePic: string;
}

/** The staff member's own profile (spec section 2): name, picture, password. Kept apart from student storage. */
export default function AdminProfilePage() {
  const admin = useAdminInfo();
  const client = useQueryClient();
  const me = useQuery({
    queryKey: ["admin", "me", admin?.email],
    queryFn: () => api.post<Me>("/getProfile", { email: admin?.email }, { silent: true }),
    enabled: Boolean(admin?.email),
  });
  // The fields show the saved name until the staff member edits them (no copy to sync after loading).
  const [draft, setDraft] = useState<{ firstName: string; lastName: string } | null>(null);
  const refresh = async (patch: Partial<AdminInfo>) => {
    const stored = secureStorage.getItem<AdminInfo>("admin-info");
    if (stored) secureStorage.setItem("admin-info", { ...stored, ...patch });
    await client.invalidateQueries({ queryKey: ["admin", "me"] });
  };
  const saveName = async () => {
    const trimmed = { firstName: name.firstName.trim(), lastName: name.lastName.trim() };
    try {
      await api.post("/updateprofile", trimmed);
    } catch {
      return; // The HTTP client shows the server's message; nothing was saved.
    }
    toastSuccess("Name saved.");
    await refresh(trimmed);
    setDraft(null);
  };
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    // The server's own limits (it judges the content too): refused here before anything is uploaded.
    const problem = pictureProblem(file);
    if (problem) return toastError(problem);
    const form = new FormData();
    form.append("image", file);
    await api.post("/profilepicuploadtospace", form).catch(() => null);
    await refresh({});
  };
  if (me.isPending) return <LoadingSkeletons label="Loading your profile" height={80} />;
  if (me.isError)
    return <LoadError message="Your profile could not be loaded." onRetry={() => me.refetch()} />;
  const name = draft ?? { firstName: me.data.firstName, lastName: me.data.lastName };
  const changed = name.firstName.trim() !== me.data.firstName || name.lastName.trim() !== me.data.lastName;
  return (
    <AdminPage title="My profile" description={`Signed in as ${me.data.email}.`}>
      <Stack spacing={2} sx={{ mt: 3, maxWidth: 640 }}>
        <Card variant="outlined">
          <CardContent sx={{ p: 3 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
              <Avatar src={uploadUrl(me.data.profilePic) ?? undefined} sx={{ width: 64, height: 64 }}>
                {me.data.firstName.charAt(0)}
              </Avatar>
              <Button component="label" variant="outlined">
                Change picture
                <input hidden type="file" accept={PICTURE_TYPES.join(",")} onChange={upload} />
              </Button>
            </Stack>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1.125rem", mb: 2 }}>
              Name
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <TextField
                label="First name"
                value={name.firstName}
                onChange={(e) => setDraft({ ...name, firstName: e.target.value })}
              />
              <TextField
                label="Last name"
                value={name.lastName}
                onChange={(e) => setDraft({ ...name, lastName: e.target.value })}
              />
              <Button
                variant="contained"
                disabled={!changed || !name.firstName.trim()}
                onClick={() => void saveName()}
              >
                Save
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <ChangePasswordCard />
        <TwoStepCard />
      </Stack>
    </AdminPage>
  );
}
