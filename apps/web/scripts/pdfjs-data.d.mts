import type { Plugin } from "vite";
export function pdfjsData(): Plugin;
