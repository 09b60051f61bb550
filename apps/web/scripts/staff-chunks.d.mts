import type { Plugin } from "vite";
import type { ManifestTransform } from "workbox-build";

export function staffChunks(): { files: Set<string>; plugin: Plugin; leaveOut: ManifestTransform };
