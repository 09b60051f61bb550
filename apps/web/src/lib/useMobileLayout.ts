import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * The mobile layout applies at the `md` breakpoint and below, and whenever the `mobile` flag is set
 * (spec section 2): in the query string (`?mobile`, `?mobile=1`, `?mobile=true`) or in localStorage
 * (`localStorage.mobile`). A query flag is remembered in localStorage so it sticks across pages;
 * `?mobile=0` / `?mobile=false` forgets it.
 */
export const MOBILE_FLAG_KEY = "mobile";

const FALSY = new Set(["", "0", "false", "no", "off"]);

/** true / false when the query string sets the flag, null when it says nothing. */
export function parseMobileQuery(search: string): boolean | null {
  const params = new URLSearchParams(search);
  if (!params.has(MOBILE_FLAG_KEY)) return null;
  const value = (params.get(MOBILE_FLAG_KEY) ?? "").trim().toLowerCase();
  // A bare `?mobile` means "on".
  return value === "" || !FALSY.has(value);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function storedMobileFlag(storage: Storage | null = safeStorage()): boolean {
  const value = storage?.getItem(MOBILE_FLAG_KEY);
  return value != null && !FALSY.has(value.trim().toLowerCase());
}

/** The `mobile` flag from the current URL or, failing that, localStorage. */
export function useMobileFlag(): boolean {
  const { search } = useLocation();
  const fromQuery = parseMobileQuery(search);
  useEffect(() => {
    const storage = safeStorage();
    if (fromQuery === true) storage?.setItem(MOBILE_FLAG_KEY, "1");
    else if (fromQuery === false) storage?.removeItem(MOBILE_FLAG_KEY);
  }, [fromQuery]);
  return fromQuery ?? storedMobileFlag();
}

/** True when the app should use its phone layout (slide-up menu, temporary admin drawer). */
export function useMobileLayout(): boolean {
  const theme = useTheme();
  // Hydrating a prerendered page, the answer is the one for the width it was rendered for (prerender/ssrMedia.ts).
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const flagged = useMobileFlag();
  return narrow || flagged;
}
