import { MESSAGES } from "@medhavi/domain";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";
import { type AuthView, LoginDialog } from "./LoginDialog";
import { MessageDialog } from "./MessageDialog";

interface LoginDialogApi {
  /** Opens the dialog at its login view (usable directly as an onClick handler). */
  openLoginDialog: () => void;
  /** Opens the dialog at its signup view. */
  openSignupDialog: () => void;
  /** Opens the login or signup view with the email filled in. */
  showAuthDialog: (view: AuthView, email?: string) => void;
  closeLoginDialog: () => void;
  openForgotPassword: (email?: string) => void;
}

type Open = { dialog: AuthView | "forgot" | null; email: string };

const LoginDialogContext = createContext<LoginDialogApi | null>(null);

/**
 * Owns the app's account dialogs (spec section 2): login/signup and forgot-password, so the top bar, the
 * mobile menu, the student pages and the subscription prompt can open them.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Open>({ dialog: null, email: "" });
  const [passwordUpdated, setPasswordUpdated] = useState<{ open: boolean; email: string }>({
    open: false,
    email: "",
  });

  const showAuthDialog = useCallback((view: AuthView, email = "") => setState({ dialog: view, email }), []);
  const openLoginDialog = useCallback(() => setState({ dialog: "login", email: "" }), []);
  const openSignupDialog = useCallback(() => setState({ dialog: "signup", email: "" }), []);
  const closeLoginDialog = useCallback(() => setState((current) => ({ ...current, dialog: null })), []);
  const openForgotPassword = useCallback(
    (email = "") => setState({ dialog: "forgot", email: typeof email === "string" ? email : "" }),
    [],
  );
  const value = useMemo(
    () => ({ openLoginDialog, openSignupDialog, showAuthDialog, closeLoginDialog, openForgotPassword }),
    [openLoginDialog, openSignupDialog, showAuthDialog, closeLoginDialog, openForgotPassword],
  );
  const authView: AuthView = state.dialog === "signup" ? "signup" : "login";

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <LoginDialog
        open={state.dialog === "login" || state.dialog === "signup"}
        view={authView}
        email={state.email}
        onClose={closeLoginDialog}
        onSwitchView={showAuthDialog}
        onForgotPassword={openForgotPassword}
      />
      <ForgotPasswordDialog
        open={state.dialog === "forgot"}
        email={state.email}
        onClose={closeLoginDialog}
        onPasswordUpdated={(email) => {
          setState({ dialog: null, email });
          setPasswordUpdated({ open: true, email });
        }}
      />
      <MessageDialog
        open={passwordUpdated.open}
        severity="success"
        title={MESSAGES.PASSWORD_UPDATED_TITLE}
        message={MESSAGES.PASSWORD_UPDATED}
        actionLabel="Login"
        onClose={() => {
          setPasswordUpdated((current) => ({ ...current, open: false }));
          showAuthDialog("login", passwordUpdated.email);
        }}
      />
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error("useLoginDialog must be used inside <LoginDialogProvider>");
  return api;
}
