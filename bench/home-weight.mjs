// The JavaScript the home page loads before it is usable: every script Chromium fetches for `/`
// until the network is idle, measured as the gzip size of each file of the build.
// Usage: npm run build && node bench/home-weight.mjs
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startServer } from "./support.mjs";

const dist = new URL("../apps/web/dist", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "medhavi-bench-"));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const page = await browser.newPage({ viewport });
    const scripts = new Set();
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    let raw = 0;
    let gz = 0;
    for (const path of scripts) {
      const data = readFileSync(join(dist, path));
      raw += data.length;
      gz += gzipSync(data, { level: 9 }).length;
    }
    console.log(
      `home page ${viewport.width}px: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`,
    );
    for (const path of [...scripts].sort()) console.log(`  ${path}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
