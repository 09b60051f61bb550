// A bundle report without extra dependencies: a Vite plugin that, when BUNDLE_REPORT is set, writes
// dist/bundle-report.txt — for each JavaScript chunk its size and gzip size, whether index.html loads it
// at start, and the packages (or source folders) inside it by rendered size.
// Usage: BUNDLE_REPORT=1 npx vite build (in apps/web), then read dist/bundle-report.txt.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

function owner(id) {
  const m = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (m) return m[1].replace(/\\/g, "/");
  const src = /apps[\\/]web[\\/]src[\\/]((?:[^\\/]+[\\/]){0,2})/.exec(id);
  if (src) return `src/${src[1].replace(/\\/g, "/")}`;
  if (/packages[\\/]domain/.test(id)) return "@medhavi/domain";
  return id.slice(-50);
}

export function bundleReport() {
  let outDir = "dist";
  return {
    name: "medhavi-bundle-report",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      if (!process.env.BUNDLE_REPORT) return;
      const html = Object.values(bundle).find((f) => f.fileName === "index.html");
      const htmlText = html ? String(html.source) : "";
      const lines = [];
      const chunks = Object.values(bundle)
        .filter((f) => f.type === "chunk")
        .map((c) => ({ c, gz: gzipSync(c.code, { level: 9 }).length }))
        .sort((a, b) => b.gz - a.gz);
      let initial = 0;
      for (const { c, gz } of chunks) {
        const atStart = htmlText.includes(c.fileName);
        if (atStart) initial += gz;
        lines.push(
          `${(gz / 1024).toFixed(1).padStart(7)} KiB gz ${(c.code.length / 1024).toFixed(1).padStart(8)} KiB  ${c.fileName}${atStart ? "  [initial]" : ""}`,
        );
        const byOwner = new Map();
        for (const [id, m] of Object.entries(c.modules)) {
          const key = owner(id);
          byOwner.set(key, (byOwner.get(key) ?? 0) + (m.renderedLength ?? 0));
        }
        for (const [key, n] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 12))
          if (n > 1024) lines.push(`${"".padStart(24)}${(n / 1024).toFixed(1).padStart(8)} KiB  ${key}`);
        // BUNDLE_REPORT=modules: also every module above 2 KiB, for the chunks a page loads at start.
        if (process.env.BUNDLE_REPORT === "modules" && /^assets\/(index|react|vendor)-/.test(c.fileName))
          for (const [id, m] of Object.entries(c.modules).sort(
            (a, b) => b[1].renderedLength - a[1].renderedLength,
          ))
            if (m.renderedLength > 2048)
              lines.push(
                `${"".padStart(32)}${(m.renderedLength / 1024).toFixed(1).padStart(8)} KiB  ${id.split("node_modules/").pop()}`,
              );
      }
      lines.unshift(`initial JavaScript (index.html): ${(initial / 1024).toFixed(1)} KiB gzip`, "");
      writeFileSync(join(outDir, "bundle-report.txt"), `${lines.join("\n")}\n`);
    },
  };
}
