// Writes .gz and .br next to every text asset of the web build, so the server sends them pre-compressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node scripts/precompress.mjs <dir>");
const TEXT = /\.(js|mjs|css|html|svg|json|txt|ico|map|woff)$/;

function walk(path) {
  for (const name of readdirSync(path)) {
    const full = join(path, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (TEXT.test(name) && !name.endsWith(".map")) {
      const data = readFileSync(full);
      if (data.length < 1024) continue;
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
walk(dir);
