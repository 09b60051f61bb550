import type { Plugin } from "vite";

export const ROUTE_PRELOADS_FILE: string;
export function preloadsFor(bundle: Record<string, unknown>, root?: RegExp): string[];
export function routePreloads(): Plugin;
