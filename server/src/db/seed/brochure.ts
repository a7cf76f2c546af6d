/**
 * A one-page A4 brochure PDF written byte by byte: a coloured header, a title and wrapped text in
 * the standard Helvetica fonts (which every PDF reader has, so nothing is embedded).
 */

export interface BrochureContent {
  title: string;
  subtitle: string;
  /** Paragraphs of plain text. */
  sections: Array<{ heading: string; text: string }>;
  /** Header colour as #rrggbb. */
  colour: string;
}

const PAGE = { width: 595, height: 842, margin: 56 };

/** WinAnsi code points for the few typographic characters the demo text uses outside Latin-1. */
const WIN_ANSI: Record<string, number> = { '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '€': 0x80 };

function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
    const c = code > 0xff ? 0x3f : code; // '?' for anything WinAnsi cannot show
    if (c === 0x28 || c === 0x29 || c === 0x5c) out += '\\' + String.fromCharCode(c);
    else if (c < 0x20 || c > 0x7e) out += '\\' + c.toString(8).padStart(3, '0');
    else out += String.fromCharCode(c);
  }
  return `(${out})`;
}

/** Greedy word wrap by an average Helvetica glyph width (about half the font size). */
function wrap(text: string, fontSize: number, width: number): string[] {
  const max = Math.floor(width / (fontSize * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

export function buildBrochurePdf(content: BrochureContent): Buffer {
  const { width, height, margin } = PAGE;
  const textWidth = width - margin * 2;
  const ops: string[] = [
    `${rgb(content.colour)} rg 0 ${height - 150} ${width} 150 re f`,
    `1 1 1 rg 0.85 0.85 0.85 RG`,
    `BT /F2 26 Tf ${margin} ${height - 80} Td ${pdfString(content.title)} Tj ET`,
    `BT /F1 13 Tf ${margin} ${height - 108} Td ${pdfString(content.subtitle)} Tj ET`,
  ];
  let y = height - 190;
  for (const section of content.sections) {
    ops.push(`0.1 0.1 0.1 rg BT /F2 14 Tf ${margin} ${y} Td ${pdfString(section.heading)} Tj ET`);
    y -= 22;
    for (const line of wrap(section.text, 11, textWidth)) {
      if (y < margin + 40) break;
      ops.push(`0.2 0.2 0.2 rg BT /F1 11 Tf ${margin} ${y} Td ${pdfString(line)} Tj ET`);
      y -= 16;
    }
    y -= 14;
  }
  ops.push(`${rgb(content.colour)} rg ${margin} ${margin} ${textWidth} 2 re f`);
  ops.push(
    `0.4 0.4 0.4 rg BT /F1 9 Tf ${margin} ${margin - 16} Td ${pdfString('Demo brochure for a fictional franchise listed on Franchise Compass.')} Tj ET`,
  );
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(content.title)} /Producer (Franchise Compass demo seed) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
