import type { Plugin } from "vite";

export const ROUTE_PRELOADS_FILE: string;
export function preloadsFor(bundle: Record<string, unknown>, roots?: RegExp[]): string[];
export function routePreloads(): Plugin;
