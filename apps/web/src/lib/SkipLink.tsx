import type { MouseEvent } from "react";
import { useT } from "./i18n/useT";

/** The id of every layout's <main>, which the skip link moves focus to. */
export const MAIN_ID = "main";

/**
 * "Skip to content": the first focusable element of every layout (WCAG 2.4.1). Hidden until focused, then
 * shown at the top left; activating it moves focus into <main> (tabIndex -1), so the next Tab starts in the
 * page, past the menus.
 */
export function SkipLink({ target = MAIN_ID }: { target?: string }) {
  const { t } = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: "start" });
  };
  return (
    <a href={`#${target}`} className="medhavi-skip-link" onClick={skip}>
      {t("shell.skip", "Skip to content")}
    </a>
  );
}

/** The skip link's look, declared once in the theme's CssBaseline. */
export const SKIP_LINK_CSS = `
  .medhavi-skip-link {
    position: fixed;
    top: 8px;
    left: 8px;
    z-index: 2000;
    padding: 10px 16px;
    border-radius: 8px;
    background: #3E2723;
    color: #FFFFFF;
    font-weight: 600;
    text-decoration: none;
    transform: translateY(-200%);
  }
  .medhavi-skip-link:focus {
    transform: none;
  }
`;
