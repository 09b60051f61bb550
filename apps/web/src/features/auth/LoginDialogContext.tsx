import { MESSAGES } from "@medhavi/domain";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { AuthView } from "./LoginDialog";

// The forms (and the zod schemas behind them) load when a dialog first opens, not with every page; a
// pointer over the Login/Signup button or focus on it starts the download (prefetchLoginDialog).
const loadLoginDialog = () => import("./LoginDialog");
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

/** Starts loading the login dialog's code before the click (the browser keeps one copy). */
export function prefetchLoginDialog(): void {
  loadLoginDialog().catch(() => {
    // Offline or a failed chunk: the click tries again and shows the error then.
  });
}
const MessageDialog = lazy(() => import("./MessageDialog").then((m) => ({ default: m.MessageDialog })));
const ForgotPasswordDialog = lazy(() =>
  import("./ForgotPasswordDialog").then((m) => ({ default: m.ForgotPasswordDialog })),
);

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
  const authOpen = state.dialog === "login" || state.dialog === "signup";
  const forgotOpen = state.dialog === "forgot";
  // Once loaded, a dialog stays mounted so that closing it still animates.
  const [mounted, setMounted] = useState({ auth: false, forgot: false });
  useEffect(() => {
    if (authOpen || forgotOpen)
      setMounted((m) => ({ auth: m.auth || authOpen, forgot: m.forgot || forgotOpen }));
  }, [authOpen, forgotOpen]);

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {(mounted.auth || authOpen) && (
          <LoginDialog
            open={authOpen}
            view={authView}
            email={state.email}
            onClose={closeLoginDialog}
            onSwitchView={showAuthDialog}
            onForgotPassword={openForgotPassword}
          />
        )}
        {(mounted.forgot || forgotOpen) && (
          <ForgotPasswordDialog
            open={forgotOpen}
            email={state.email}
            onClose={closeLoginDialog}
            onPasswordUpdated={(email) => {
              setState({ dialog: null, email });
              setPasswordUpdated({ open: true, email });
            }}
          />
        )}
      </Suspense>
      {passwordUpdated.open && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error("useLoginDialog must be used inside <LoginDialogProvider>");
  return api;
}
