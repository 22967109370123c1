// Renders the compliance officers' signature images (F10-F13, the CMS brand entries' complianceOfficerSignature) from
// SVG with sharp: the officer's name in an italic serif with a pen flourish, dark blue ink on a transparent background.
// Run: npx tsx scripts/content-assets/signatures.ts  (writes public/content/images/signature-*.png, deterministic)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const OUT = join(process.cwd(), "public", "content", "images");

const OFFICERS = [
  { dir: "voltline", name: "Margaret A. Okafor" },
  { dir: "progress-lighting", name: "Daniel R. Whitfield" },
  { dir: "homestyle", name: "Lucía Fernández-Ortiz" },
];

function signature(name: string): string {
  const escaped = name.replace(/&/gu, "&amp;").replace(/</gu, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
  <text x="16" y="72" font-family="DejaVu Serif" font-style="italic" font-size="40" fill="#1a2a6c" transform="skewX(-8)">${escaped}</text>
  <path d="M20 92 C 120 80, 220 104, 330 88 S 440 76, 462 84" fill="none" stroke="#1a2a6c" stroke-width="3" stroke-linecap="round"/>
</svg>`;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const officer of OFFICERS) {
    await sharp(Buffer.from(signature(officer.name))).png({ compressionLevel: 9, palette: true }).toFile(join(OUT, `signature-${officer.dir}.png`));
  }
  console.log(`wrote ${OFFICERS.length} signatures to ${OUT}`);
}

void main();
