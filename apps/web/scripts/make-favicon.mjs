// One-off: draws the Medhavi mark (gold rounded square, brown "M") into PNGs and wraps them in
// public/favicon.ico (16, 32 and 48 px, PNG-in-ICO); also the web app manifest's icons: 192 and 512 px,
// and a 512 px maskable one (full-bleed gold, the M inside the central 80 % safe zone), plus a 180 px
// apple-touch-icon. Run: node apps/web/scripts/make-favicon.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const GOLD = [0xc9, 0x97, 0x2b];
const BROWN = [0x3e, 0x27, 0x23];
// Same geometry as public/favicon.svg, in a 64 x 64 box.
const RADIUS = 14;
const M_PATH = [
  [15, 46],
  [15, 19],
  [32, 35],
  [49, 19],
  [49, 46],
];
const STROKE = 7.5;

function insideRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), 64 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), 64 - RADIUS);
  return x >= 0 && y >= 0 && x <= 64 && y <= 64 && (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function onStroke(x, y) {
  for (let i = 0; i < M_PATH.length - 1; i++) {
    if (distanceToSegment(x, y, M_PATH[i], M_PATH[i + 1]) <= STROKE / 2) return true;
  }
  return false;
}

function render(size, maskable = false) {
  const samples = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          let x = ((px + (sx + 0.5) / samples) * 64) / size;
          let y = ((py + (sy + 0.5) / samples) * 64) / size;
          // Maskable: the whole square is gold and the mark shrinks to 70 % around the centre.
          if (maskable) {
            x = 32 + (x - 32) / 0.7;
            y = 32 + (y - 32) / 0.7;
          } else if (!insideRoundedSquare(x, y)) continue;
          const c = onStroke(x, y) ? BROWN : GOLD;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((255 * a) / (samples * samples));
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, maskable = false) {
  const rgba = render(size, maskable);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const sizes = [16, 32, 48];
const images = sizes.map(png);
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((size, i) => {
  const e = Buffer.alloc(16);
  e[0] = size; // width (0 would mean 256)
  e[1] = size; // height
  e[2] = 0; // palette colours
  e[3] = 0; // reserved
  e.writeUInt16LE(1, 4); // colour planes
  e.writeUInt16LE(32, 6); // bits per pixel
  e.writeUInt32LE(images[i].length, 8);
  e.writeUInt32LE(offset, 12);
  offset += images[i].length;
  return e;
});
const out = new URL("../public/favicon.ico", import.meta.url);
writeFileSync(out, Buffer.concat([header, ...entries, ...images]));
console.log(`wrote ${out.pathname}`);

for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  const file = new URL(`../public/${name}`, import.meta.url);
  writeFileSync(file, png(size, maskable));
  console.log(`wrote ${file.pathname}`);
}
