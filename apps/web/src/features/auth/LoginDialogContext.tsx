import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { LoginDialog } from "./LoginDialog";

interface LoginDialogApi {
  openLoginDialog: () => void;
  closeLoginDialog: () => void;
}

const LoginDialogContext = createContext<LoginDialogApi | null>(null);

/** Owns the one login dialog of the app, so the top bar, the mobile menu and the prompt can open it. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openLoginDialog = useCallback(() => setOpen(true), []);
  const closeLoginDialog = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ openLoginDialog, closeLoginDialog }), [openLoginDialog, closeLoginDialog]);
  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <LoginDialog open={open} onClose={closeLoginDialog} />
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error("useLoginDialog must be used inside <LoginDialogProvider>");
  return api;
}
