import type { ForumListInput, ForumMe, ForumPage, ForumQuestionSummary, ForumThread } from "@medhavi/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { submitChange } from "../../lib/outbox/submit";

export const forumKeys = {
  all: ["forum"] as const,
  me: ["forum", "me"] as const,
  list: (filters: Partial<ForumListInput>) => ["forum", "list", filters] as const,
  thread: (id: number) => ["forum", "thread", id] as const,
  reports: (page: number) => ["forum", "reports", page] as const,
  unanswered: (course: number | null, page: number) => ["forum", "unanswered", course, page] as const,
};

export function useForumMe() {
  return useQuery({
    queryKey: forumKeys.me,
    queryFn: ({ signal }) => api.get<ForumMe>("/forum/me", { signal, silent: true }),
  });
}

export function useForumList(filters: Partial<ForumListInput>) {
  return useQuery({
    queryKey: forumKeys.list(filters),
    queryFn: ({ signal }) => api.post<ForumPage>("/fetchque", filters, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useThread(id: number) {
  return useQuery({
    queryKey: forumKeys.thread(id),
    queryFn: ({ signal }) =>
      api.post<ForumThread>("/fetchans", { question_id: id }, { signal, silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** Uploads one picture; answers its name (for the post) and URL (for the preview). */
export function uploadForumImage(file: File) {
  const form = new FormData();
  form.append("image", file, file.name);
  return api.post<{ key: string; url: string }>("/forum/images", form);
}

export interface ReportItem {
  id: number;
  kind: "question" | "answer";
  post_id: number;
  question_id: number;
  question_title: string;
  reason: string;
  detail: string;
  text: string;
  hidden: boolean;
  reporter: string;
  created_at: number;
}

export function useReports(page: number) {
  return useQuery({
    queryKey: forumKeys.reports(page),
    queryFn: ({ signal }) =>
      api.get<{ items: ReportItem[]; total: number }>(`/forum/reports?page=${page + 1}&pageSize=20`, {
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUnanswered(course: number | null, page: number) {
  return useQuery({
    queryKey: forumKeys.unanswered(course, page),
    queryFn: ({ signal }) =>
      api.get<{ items: ForumQuestionSummary[]; total: number }>(
        `/forum/unanswered?page=${page + 1}&pageSize=20${course ? `&course_id=${course}` : ""}`,
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A forum change, then every forum query is fresh again. */
export function useForumAction<T, R = unknown>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: offline the refetch waits for the connection, and the (queued) action must not.
    onSettled: () => void client.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

export const forumApi = {
  // Queued in the outbox when the server cannot be reached (sent when back online, never twice).
  ask: (body: unknown) =>
    submitChange<{ id: number }>({ method: "POST", path: "/postque", body, label: "Your doubt" }),
  answer: (body: unknown) =>
    submitChange<{ id: number }>({ method: "POST", path: "/postans", body, label: "Your forum answer" }),
  editQuestion: (id: number, body: unknown) => api.put(`/forum/questions/${id}`, body),
  editAnswer: (id: number, body: unknown) => api.put(`/forum/answers/${id}`, body),
  deleteQuestion: (id: number) => api.delete(`/forum/questions/${id}`),
  deleteAnswer: (id: number) => api.delete(`/forum/answers/${id}`),
  vote: (kind: "question" | "answer", id: number, up: boolean) =>
    api.post<{ votes: number; voted: boolean }>(`/forum/${kind}s/${id}/vote`, { up }),
  accept: (id: number, accepted: boolean) => api.post(`/forum/answers/${id}/accept`, { accepted }),
  follow: (id: number, follow: boolean) => api.post(`/forum/questions/${id}/follow`, { follow }),
  report: (body: { kind: "question" | "answer"; id: number; reason: string; detail: string }) =>
    api.post("/forum/report", body),
  moderate: (body: { kind: "question" | "answer"; id: number; action: string; reason: string }) =>
    api.post("/forum/moderate", body),
  dismiss: (id: number) => api.post(`/forum/reports/${id}/dismiss`),
};
