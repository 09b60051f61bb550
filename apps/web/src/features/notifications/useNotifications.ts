import { NOTIFICATION_POLL_MS } from "@medhavi/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSecureItem } from "../../lib/useSecureItem";
import { useUserInfo } from "../auth/session";
import {
  fetchNotifications,
  hideNotification,
  markAllRead,
  type NotificationPage,
  notificationsKey,
} from "./notificationsApi";

/**
 * The signed-in student's notifications, polled every 60 s (spec sections 7 and 9); nothing is fetched
 * while logged out. Opening the bell marks everything read; an item can be hidden. Both update the list
 * at once and put it right from the server afterwards.
 */
export function useNotifications() {
  const user = useUserInfo();
  const token = useSecureItem<string>("user-token");
  const enabled = Boolean(user && token);
  const key = notificationsKey(user?.userid);
  const client = useQueryClient();

  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await fetchNotifications(user?.userid);
      } catch (error) {
        console.error("fetchnotification failed", error); // logged only
        throw error;
      }
    },
    enabled,
    refetchInterval: enabled ? NOTIFICATION_POLL_MS : false,
    staleTime: NOTIFICATION_POLL_MS / 2,
  });

  // Not awaited: offline the refetch waits for the connection, and a queued hide must not.
  const settle = () => void client.invalidateQueries({ queryKey: key });

  const readAll = useMutation({
    mutationFn: markAllRead,
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<NotificationPage>(key, (page) =>
        page ? { ...page, unread: 0, items: page.items.map((item) => ({ ...item, read: true })) } : page,
      );
    },
    onError: (error) => console.error("readnotifications failed", error),
    onSettled: settle,
  });

  const hide = useMutation({
    mutationFn: hideNotification,
    onMutate: async (id: number) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<NotificationPage>(key, (page) => {
        if (!page) return page;
        const gone = page.items.find((item) => item.id === id);
        if (!gone) return page;
        return {
          ...page,
          items: page.items.filter((item) => item.id !== id),
          total: Math.max(0, page.total - 1),
          unread: gone.read ? page.unread : Math.max(0, page.unread - 1),
        };
      });
    },
    onError: (error) => console.error("hidenotification failed", error),
    onSettled: settle,
  });

  return { enabled, query, readAll, hide };
}
