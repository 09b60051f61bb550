import type { ConnectivityMonitor } from "../../../lib/connectivity";

/**
 * Tells a listener the connection is back: the browser's "online" event, or the app's connectivity
 * monitor turning from down to up after one of its probes.
 */
export function reconnectSignal(monitor: ConnectivityMonitor, target: Window = window) {
  return (listener: () => void): (() => void) => {
    let wasOnline = monitor.getState().online;
    const unsubscribe = monitor.subscribe(() => {
      const { online } = monitor.getState();
      if (online && !wasOnline) listener();
      wasOnline = online;
    });
    target.addEventListener("online", listener);
    return () => {
      unsubscribe();
      target.removeEventListener("online", listener);
    };
  };
}
