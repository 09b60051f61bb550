/**
 * A small valid PDF (A4 pages of Helvetica text) made in code for the seeded sample materials, so a new
 * install shows real documents without shipping binary files or loading a PDF library at start.
 */
export function samplePdf(title: string, pages: string[][]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add("<< /Type /Catalog /Pages 2 0 R >>");
  add(""); // pages, filled in below
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  for (const [index, lines] of pages.entries()) {
    const text = [
      `BT /F2 18 Tf 56 780 Td (${pdfText(title)}) Tj ET`,
      `BT /F1 9 Tf 56 800 Td (SAMPLE - generated demo content, replace with the academy's own) Tj ET`,
      ...lines.map((line, i) => `BT /F1 12 Tf 56 ${740 - i * 22} Td (${pdfText(line)}) Tj ET`),
      `BT /F1 9 Tf 280 40 Td (Page ${index + 1} of ${pages.length}) Tj ET`,
    ].join("\n");
    const content = add(`<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** PDF string escapes; characters outside Latin-1 become "?" (WinAnsi covers ², ½, ×, ±, °, µ). */
const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, "?");
