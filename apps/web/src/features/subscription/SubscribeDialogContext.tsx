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

// The dialog (and the whole subscription screen) loads only when someone opens it.
const SubscribeDialog = lazy(() => import("./SubscribeDialog"));

interface SubscribeDialogApi {
  openSubscribeDialog: () => void;
  closeSubscribeDialog: () => void;
}

const SubscribeDialogContext = createContext<SubscribeDialogApi | null>(null);

/** Owns the one "Subscribe to a course" dialog, opened by the new_user notification and the prompt. */
export function SubscribeDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openSubscribeDialog = useCallback(() => setOpen(true), []);
  const closeSubscribeDialog = useCallback(() => setOpen(false), []);
  const value = useMemo(
    () => ({ openSubscribeDialog, closeSubscribeDialog }),
    [openSubscribeDialog, closeSubscribeDialog],
  );
  return (
    <SubscribeDialogContext.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog open={open} onClose={closeSubscribeDialog} />
        </Suspense>
      )}
    </SubscribeDialogContext.Provider>
  );
}

export function useSubscribeDialog(): SubscribeDialogApi {
  const api = useContext(SubscribeDialogContext);
  if (!api) throw new Error("useSubscribeDialog must be used inside <SubscribeDialogProvider>");
  return api;
}
