import { BRAND } from "@medhavi/domain";
import { useEffect } from "react";

/** "<Page> | Medhavi Academy", or just the brand for an empty title. */
export function pageTitle(title: string): string {
  return title ? `${title} | ${BRAND.name}` : BRAND.name;
}

/** Sets document.title for the screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
