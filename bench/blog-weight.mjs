// The JavaScript a phone loads to read a blog post, next to the home page's: every script Chromium
// fetches until the network is idle, as the gzip size of each file (the build's, or the server's own
// share script for server-rendered posts); and when the article's text appears.
// Usage: npm run build && node bench/blog-weight.mjs
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launchBrowser } from "./browser.mjs";
import { startServer } from "./support.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "medhavi-bench-"));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await launchBrowser();
const PAGES = [
  ["home", "/"],
  ["post without formulas", "/blogs/how-to-plan-the-last-60-days-before-jee-main"],
  ["post with formulas", "/blogs/jee-physics-kinematics-formulas-with-worked-examples"],
];
try {
  for (const [name, path] of PAGES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Map();
    page.on("response", (res) => {
      if (res.request().resourceType() !== "script") return;
      scripts.set(
        new URL(res.url()).pathname,
        res.body().catch(() => Buffer.alloc(0)),
      );
    });
    const started = Date.now();
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    let text = "";
    if (path.startsWith("/blogs/")) {
      await page.locator(".article-body").waitFor();
      text = `, article visible after ${Date.now() - started} ms (networkidle included)`;
    }
    let raw = 0;
    let gz = 0;
    for (const body of scripts.values()) {
      const data = await body;
      raw += data.length;
      gz += gzipSync(data, { level: 9 }).length;
    }
    console.log(
      `${name} (390px): ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip${text}`,
    );
    for (const file of [...scripts.keys()].sort()) console.log(`  ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
