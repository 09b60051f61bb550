import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { adminLogout, logout } from "./session";

/** Student logout for the menus: storage cleared, cached student data dropped, back to the home page. */
export function useLogout(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void logout();
    client.clear();
    navigate("/");
  }, [client, navigate]);
}

/** Admin logout for the back-office menu: admin info removed, server session ended, to /admin/login. */
export function useAdminLogout(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void adminLogout();
    client.clear();
    navigate("/admin/login", { replace: true });
  }, [client, navigate]);
}
