import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import { UNSAFE_NavigationContext } from "react-router";

// The dialog (and the whole subscription screen) loads only when someone opens it.
const SubscribeDialog = lazy(() => import("./SubscribeDialog"));

interface SubscribeDialogApi {
  openSubscribeDialog: () => void;
  closeSubscribeDialog: () => void;
}

/** Goes to an in-app path. */
export type Navigate = (path: string) => void;

interface ProviderApi {
  open: (navigate: Navigate | null) => void;
  close: () => void;
}

const SubscribeDialogContext = createContext<ProviderApi | null>(null);

/** Full page load: the fallback when the dialog was opened from outside the router. */
const assign: Navigate = (path) => window.location.assign(path);

/**
 * Owns the one "Subscribe to a course" dialog, opened by the new_user notification and the prompt.
 *
 * The provider sits above the router (app/providers.tsx wraps RouterProvider), so the dialog cannot call
 * useNavigate itself. Whoever opens it is inside the router, so useSubscribeDialog() hands the router's
 * navigator over at that moment; the dialog then goes to /profile without reloading the page.
 */
export function SubscribeDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ navigate: Navigate } | null>(null);
  const open = useCallback((navigate: Navigate | null) => setState({ navigate: navigate ?? assign }), []);
  const close = useCallback(() => setState(null), []);
  const value = useMemo(() => ({ open, close }), [open, close]);
  return (
    <SubscribeDialogContext.Provider value={value}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <SubscribeDialog open onClose={close} navigate={state.navigate} />
        </Suspense>
      )}
    </SubscribeDialogContext.Provider>
  );
}

export function useSubscribeDialog(): SubscribeDialogApi {
  const api = useContext(SubscribeDialogContext);
  if (!api) throw new Error("useSubscribeDialog must be used inside <SubscribeDialogProvider>");
  // Null outside a router (never throws), unlike useNavigate.
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator ?? null;
  return useMemo(
    () => ({
      openSubscribeDialog: () => api.open(navigator ? (path) => navigator.push(path) : null),
      closeSubscribeDialog: api.close,
    }),
    [api, navigator],
  );
}
