// Renders the committed page illustrations (heroes, cards, brand logos) from SVG scenes with sharp.
// Run: npx tsx scripts/content-assets/images.ts  (writes public/content/images/, deterministic output)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const OUT = join(process.cwd(), "public", "content", "images");

type Scene = { file: string; width: number; height: number; svg: string };

// Seeded pseudo-random numbers so every run produces identical files.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function svg(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${defs}
<filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
<filter id="blur24"><feGaussianBlur stdDeviation="24"/></filter>
<filter id="shadow"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-opacity="0.35"/></filter>
</defs>${body}</svg>`;
}

function linear(id: string, stops: string[], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

function radial(id: string, inner: string, outer: string, opacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;
}

function withVignette(w: number, h: number, defs: string, body: string): string {
  const v = `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>`;
  return svg(w, h, defs + v, `${body}<rect width="${w}" height="${h}" fill="url(#vig)"/>`);
}

/** Duplex receptacle face centred at (cx, cy) with a given scale. */
function receptacle(cx: number, cy: number, k: number, face = "#f4f1ea", slot = "#2a2a2a"): string {
  const outlet = (oy: number) => `
    <rect x="${cx - 46 * k}" y="${oy - 38 * k}" width="${92 * k}" height="${76 * k}" rx="${30 * k}" fill="${face}" stroke="#d8d2c4" stroke-width="${2 * k}"/>
    <rect x="${cx - 24 * k}" y="${oy - 20 * k}" width="${7 * k}" height="${24 * k}" rx="${2 * k}" fill="${slot}"/>
    <rect x="${cx + 17 * k}" y="${oy - 20 * k}" width="${7 * k}" height="${20 * k}" rx="${2 * k}" fill="${slot}"/>
    <path d="M${cx - 8 * k} ${oy + 24 * k} a${8 * k} ${8 * k} 0 0 1 ${16 * k} 0 v${8 * k} h-${16 * k}z" fill="${slot}"/>`;
  return `<g filter="url(#shadow)"><rect x="${cx - 90 * k}" y="${cy - 150 * k}" width="${180 * k}" height="${300 * k}" rx="${12 * k}" fill="${face}"/></g>
    <rect x="${cx - 62 * k}" y="${cy - 122 * k}" width="${124 * k}" height="${244 * k}" rx="${8 * k}" fill="#ebe6da"/>
    ${outlet(cy - 62 * k)}${outlet(cy + 62 * k)}
    <circle cx="${cx}" cy="${cy}" r="${7 * k}" fill="#cfc8b8"/><line x1="${cx - 5 * k}" y1="${cy}" x2="${cx + 5 * k}" y2="${cy}" stroke="#8f887a" stroke-width="${2 * k}"/>`;
}

function wall(w: number, h: number, a: string, b: string): { defs: string; body: string } {
  return { defs: linear("wall", [a, b]), body: `<rect width="${w}" height="${h}" fill="url(#wall)"/>` };
}

// ---------- Heroes (1600x900) ----------
function heroPlant(): string {
  const W = 1600, H = 900, r = rng(7);
  let windows = "";
  for (let x = 180; x < 1400; x += 46) {
    for (let y = 520; y < 660; y += 44) {
      const lit = r() > 0.35;
      windows += `<rect x="${x}" y="${y}" width="28" height="22" fill="${lit ? "#ffd98a" : "#2b3a4f"}" opacity="${lit ? 0.9 : 1}"/>`;
    }
  }
  let roof = "";
  for (let x = 140; x < 1440; x += 130) roof += `<path d="M${x} 500 L${x + 130} 430 L${x + 130} 500 Z" fill="#3b4b63"/><path d="M${x + 100} 452 L${x + 130} 436 L${x + 130} 500 L${x + 100} 500Z" fill="#7fb4e8" opacity="0.5"/>`;
  const defs = linear("sky", ["#0d1b33", "#27477a", "#e98a4f", "#f6c27a"]) + linear("ground", ["#1d2733", "#0b1118"]) + radial("sun", "#ffd27d", "#ffd27d", 0.8);
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1250" cy="560" r="260" fill="url(#sun)"/>
    <g fill="#16233a"><rect x="1180" y="260" width="46" height="250"/><rect x="1260" y="300" width="38" height="210"/></g>
    <g fill="#d9e4f2" opacity="0.25" filter="url(#blur24)"><ellipse cx="1205" cy="230" rx="70" ry="40"/><ellipse cx="1240" cy="170" rx="100" ry="50"/></g>
    <rect x="140" y="500" width="1300" height="200" fill="#24344b"/>${roof}${windows}
    <rect x="620" y="600" width="160" height="100" fill="#0f1a28"/><rect x="630" y="610" width="140" height="8" fill="#f2b441"/>
    <rect x="0" y="700" width="${W}" height="200" fill="url(#ground)"/>
    <g stroke="#0b1118" stroke-width="6"><line x1="60" y1="300" x2="60" y2="720"/><line x1="1530" y1="320" x2="1530" y2="720"/></g>
    <g stroke="#0b1118" stroke-width="3" fill="none"><path d="M20 320 H100"/><path d="M1490 340 H1570"/><path d="M60 330 Q800 460 1530 350"/><path d="M60 310 Q800 440 1530 330"/></g>
    <g fill="#f2b441">${Array.from({ length: 12 }, (_, i) => `<rect x="${90 + i * 130}" y="780" width="70" height="6"/>`).join("")}</g>`;
  return withVignette(W, H, defs, body);
}

function heroOffice(): string {
  const W = 1600, H = 900;
  let fixtures = "", glows = "", desks = "";
  for (let row = 0; row < 3; row++) {
    const y = 90 + row * 70, scale = 1 - row * 0.22, n = 4 + row;
    for (let i = 0; i < n; i++) {
      const cx = 800 + (i - (n - 1) / 2) * 330 * scale, w = 220 * scale;
      fixtures += `<rect x="${cx - w / 2}" y="${y}" width="${w}" height="${14 * scale}" rx="4" fill="#fdfcf7"/>`;
      glows += `<ellipse cx="${cx}" cy="${y + 40}" rx="${w * 0.8}" ry="${90 * scale}" fill="#fff6da" opacity="0.35"/>`;
    }
  }
  for (let i = 0; i < 5; i++) {
    const x = 120 + i * 290;
    desks += `<rect x="${x}" y="640" width="240" height="16" fill="#5b4636"/><rect x="${x + 10}" y="656" width="10" height="110" fill="#3a2d23"/><rect x="${x + 220}" y="656" width="10" height="110" fill="#3a2d23"/>
      <rect x="${x + 80}" y="560" width="90" height="64" rx="4" fill="#1b2431"/><rect x="${x + 86}" y="566" width="78" height="50" fill="#4a7bb7" opacity="0.8"/><rect x="${x + 118}" y="624" width="14" height="16" fill="#1b2431"/>`;
  }
  const defs = linear("ceil", ["#cfd6dd", "#eef1f3"]) + linear("win", ["#8fb8de", "#d7e6f2"]) + linear("floor", ["#9a8f84", "#5d554d"]);
  const body = `<rect width="${W}" height="${H}" fill="#e7eaec"/><rect width="${W}" height="320" fill="url(#ceil)"/>
    <rect x="0" y="320" width="${W}" height="300" fill="url(#win)"/>
    <g fill="#9fb3c6" opacity="0.7"><rect x="80" y="420" width="120" height="200"/><rect x="230" y="380" width="90" height="240"/><rect x="360" y="450" width="160" height="170"/><rect x="1050" y="400" width="140" height="220"/><rect x="1230" y="360" width="100" height="260"/><rect x="1370" y="440" width="170" height="180"/></g>
    <g stroke="#5f6b76" stroke-width="8">${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 200}" y1="320" x2="${i * 200}" y2="620"/>`).join("")}</g>
    <g filter="url(#blur24)">${glows}</g>${fixtures}
    <rect x="0" y="620" width="${W}" height="280" fill="url(#floor)"/>${desks}
    <g transform="translate(1480 470)"><rect width="70" height="110" rx="8" fill="#fbfaf6" stroke="#c9c3b5" stroke-width="3"/><rect x="20" y="22" width="30" height="66" rx="4" fill="#efe9dc" stroke="#bdb5a4"/><circle cx="35" cy="14" r="3" fill="#2fb34a"/></g>`;
  return withVignette(W, H, defs, body);
}

function heroEv(): string {
  const W = 1600, H = 900;
  const charger = (x: number, color: string) => `<g transform="translate(${x} 330)" filter="url(#shadow)">
      <rect x="0" y="0" width="130" height="360" rx="18" fill="#eef2f5"/><rect x="14" y="24" width="102" height="70" rx="8" fill="#10202e"/>
      <rect x="24" y="40" width="60" height="8" fill="${color}"/><rect x="24" y="58" width="40" height="6" fill="#6bd3ff"/>
      <rect x="40" y="120" width="50" height="80" rx="10" fill="#22313f"/><circle cx="65" cy="260" r="14" fill="${color}"/>
      <rect x="50" y="360" width="30" height="30" fill="#b9c2ca"/></g>
      <ellipse cx="${x + 65}" cy="480" rx="160" ry="220" fill="${color}" opacity="0.12" filter="url(#blur24)"/>`;
  const defs = linear("night", ["#050b16", "#0e2340", "#1b3b5f"]) + linear("asphalt", ["#1c242d", "#0b0f14"]) + linear("car", ["#c9d3dc", "#6d7a86"]);
  const body = `<rect width="${W}" height="${H}" fill="url(#night)"/>
    <rect x="0" y="240" width="${W}" height="40" fill="#0a1422"/><g fill="#ffe6a8" opacity="0.9">${Array.from({ length: 8 }, (_, i) => `<rect x="${70 + i * 200}" y="250" width="110" height="10" rx="4"/>`).join("")}</g>
    <g filter="url(#blur24)" fill="#ffe6a8" opacity="0.25">${Array.from({ length: 8 }, (_, i) => `<ellipse cx="${125 + i * 200}" cy="300" rx="110" ry="50"/>`).join("")}</g>
    <rect x="0" y="690" width="${W}" height="210" fill="url(#asphalt)"/>
    <g stroke="#e8e3cf" stroke-width="6" opacity="0.7">${Array.from({ length: 6 }, (_, i) => `<line x1="${120 + i * 280}" y1="700" x2="${40 + i * 300}" y2="900"/>`).join("")}</g>
    ${charger(240, "#3ddc84")}${charger(760, "#3ddc84")}${charger(1280, "#ffb020")}
    <path d="M890 530 C 960 640 1000 660 1060 640" stroke="#11161c" stroke-width="12" fill="none"/>
    <g transform="translate(960 520)"><path d="M0 150 L40 70 Q70 20 150 14 L330 10 Q420 12 470 70 L520 130 L540 150 L540 210 L0 210Z" fill="url(#car)"/>
    <path d="M70 80 Q90 40 150 34 L240 32 L240 90 L60 96Z" fill="#1b2836"/><path d="M260 32 L330 30 Q400 34 440 88 L260 92Z" fill="#1b2836"/>
    <circle cx="110" cy="210" r="46" fill="#0c1117"/><circle cx="110" cy="210" r="22" fill="#8793a0"/><circle cx="430" cy="210" r="46" fill="#0c1117"/><circle cx="430" cy="210" r="22" fill="#8793a0"/>
    <rect x="510" y="140" width="30" height="14" rx="4" fill="#ff5a4f"/></g>`;
  return withVignette(W, H, defs, body);
}

function heroHome(): string {
  const W = 1600, H = 900;
  const pendant = (x: number) => `<line x1="${x}" y1="0" x2="${x}" y2="250" stroke="#2d241c" stroke-width="3"/>
    <path d="M${x - 60} 310 Q${x} 220 ${x + 60} 310Z" fill="#2d241c"/><ellipse cx="${x}" cy="340" rx="170" ry="120" fill="#ffd58a" opacity="0.35" filter="url(#blur24)"/><ellipse cx="${x}" cy="312" rx="40" ry="8" fill="#fff1c9"/>`;
  const defs = linear("w", ["#efe2cf", "#d9c4a6"]) + linear("counter", ["#f7f5f0", "#d9d4ca"]) + linear("cab", ["#2f4a45", "#223733"]);
  const body = `<rect width="${W}" height="${H}" fill="url(#w)"/>
    <rect x="0" y="0" width="${W}" height="380" fill="#f4ebdd" opacity="0.5"/>
    <rect x="900" y="110" width="420" height="300" fill="#bcd6e6"/><rect x="900" y="110" width="420" height="300" fill="none" stroke="#fbfaf7" stroke-width="16"/><line x1="1110" y1="110" x2="1110" y2="410" stroke="#fbfaf7" stroke-width="10"/>
    <g fill="#6f9a6a" opacity="0.7"><circle cx="980" cy="360" r="60"/><circle cx="1240" cy="340" r="80"/></g>
    ${pendant(420)}${pendant(640)}
    <rect x="0" y="560" width="${W}" height="340" fill="url(#cab)"/><rect x="0" y="540" width="${W}" height="34" fill="url(#counter)"/>
    <g stroke="#192a27" stroke-width="4">${Array.from({ length: 8 }, (_, i) => `<line x1="${200 * i}" y1="580" x2="${200 * i}" y2="900"/>`).join("")}</g>
    <g fill="#c7b38d">${Array.from({ length: 8 }, (_, i) => `<rect x="${80 + 200 * i}" y="610" width="40" height="6" rx="3"/>`).join("")}</g>
    <g transform="translate(220 300)" filter="url(#shadow)"><rect width="150" height="190" rx="10" fill="#fbfaf6"/>
    <rect x="22" y="30" width="46" height="130" rx="6" fill="#f1ece2" stroke="#cfc6b6" stroke-width="2"/><rect x="82" y="30" width="46" height="130" rx="6" fill="#f1ece2" stroke="#cfc6b6" stroke-width="2"/>
    <circle cx="45" cy="150" r="3" fill="#3d8bff"/></g>
    <g transform="translate(1400 440)"><rect x="0" y="0" width="70" height="100" rx="18" fill="#8c6a45"/><path d="M10 0 Q35 -90 60 0" fill="#5f8f55"/><path d="M20 0 Q0 -70 -30 -40" stroke="#5f8f55" stroke-width="10" fill="none"/></g>`;
  return withVignette(W, H, defs, body);
}

function heroCanada(): string {
  const W = 1600, H = 900, r = rng(11);
  let trees = "", flakes = "";
  for (let i = 0; i < 18; i++) {
    const u = r(), x = u < 0.5 ? u * 2 * 400 : 1340 + (u - 0.5) * 2 * 260, s = 0.6 + r() * 0.9, y = 640 + r() * 40;
    trees += `<path d="M${x} ${y - 220 * s} L${x + 60 * s} ${y} L${x - 60 * s} ${y}Z" fill="#1f3d33"/><path d="M${x} ${y - 220 * s} L${x + 30 * s} ${y - 120 * s} L${x - 30 * s} ${y - 120 * s}Z" fill="#f3f7fb" opacity="0.8"/>`;
  }
  for (let i = 0; i < 140; i++) flakes += `<circle cx="${r() * W}" cy="${r() * H}" r="${1 + r() * 3}" fill="#fff" opacity="${0.4 + r() * 0.5}"/>`;
  const defs = linear("sky", ["#9fb7cc", "#dbe6ee", "#f4f1ec"]) + linear("snow", ["#f7fafc", "#d5e0ea"]) + linear("bld", ["#5b6876", "#3c4652"]);
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <path d="M0 520 L220 400 L420 500 L640 360 L900 500 L1160 380 L1400 480 L1600 420 L1600 640 L0 640Z" fill="#b9c8d6"/>
    <rect x="420" y="430" width="900" height="240" fill="url(#bld)"/><rect x="420" y="420" width="900" height="22" fill="#eef3f7"/>
    <g fill="#2b333c">${Array.from({ length: 8 }, (_, i) => `<rect x="${470 + i * 105}" y="560" width="80" height="110"/>`).join("")}</g>
    <g fill="#f0c87a">${Array.from({ length: 12 }, (_, i) => `<rect x="${450 + i * 72}" y="470" width="40" height="24" opacity="0.85"/>`).join("")}</g>
    <rect x="1160" y="446" width="130" height="60" fill="#b3141f"/><text x="1225" y="486" font-family="DejaVu Sans" font-weight="bold" font-size="30" text-anchor="middle" fill="#fff">VLC</text>
    ${trees}<rect x="0" y="660" width="${W}" height="240" fill="url(#snow)"/>
    <g stroke="#c3cfda" stroke-width="4" opacity="0.7"><path d="M0 760 Q800 700 1600 780" fill="none"/></g>${flakes}`;
  return withVignette(W, H, defs, body);
}

function heroSupport(): string {
  const W = 1600, H = 900;
  let breakers = "";
  for (let i = 0; i < 10; i++) {
    for (const side of [0, 1]) {
      const x = 620 + side * 190, y = 230 + i * 48;
      breakers += `<rect x="${x}" y="${y}" width="170" height="40" rx="4" fill="#1e252d"/><rect x="${x + (side ? 8 : 120)}" y="${y + 10}" width="40" height="20" rx="3" fill="#d6dde3"/><rect x="${x + 60}" y="${y + 14}" width="50" height="10" fill="#f5f5f5" opacity="0.8"/>`;
    }
  }
  const defs = linear("w", ["#3a4654", "#1f2832"]) + linear("panel", ["#c2cbd3", "#8e99a4"]) + radial("lamp", "#fff3c4", "#fff3c4", 0.55);
  const body = `<rect width="${W}" height="${H}" fill="url(#w)"/>
    <g stroke="#9aa5b0" stroke-width="22" fill="none" stroke-linecap="round"><path d="M700 0 V170"/><path d="M820 0 V170"/><path d="M940 0 V170"/><path d="M1300 900 V600 Q1300 540 1240 540 H1060"/></g>
    <g fill="#6d7883">${[700, 820, 940].map((x) => `<rect x="${x - 20}" y="150" width="40" height="28" rx="4"/>`).join("")}</g>
    <g filter="url(#shadow)"><rect x="580" y="170" width="440" height="560" rx="10" fill="url(#panel)"/></g>
    <rect x="600" y="200" width="400" height="510" rx="6" fill="#aeb8c1"/>${breakers}
    <circle cx="560" cy="330" r="360" fill="url(#lamp)"/>
    <g transform="translate(180 360)"><rect x="0" y="0" width="180" height="300" rx="20" fill="#f2b441"/><rect x="24" y="30" width="132" height="90" rx="8" fill="#182029"/>
    <text x="90" y="92" font-family="DejaVu Sans Mono" font-size="44" text-anchor="middle" fill="#7cf29c">120.4</text>
    <circle cx="90" cy="200" r="44" fill="#2b333c"/><line x1="90" y1="200" x2="120" y2="170" stroke="#f2b441" stroke-width="8"/>
    <path d="M60 300 C 40 420 300 420 420 330" stroke="#c62828" stroke-width="10" fill="none"/><path d="M120 300 C 140 380 360 400 460 300" stroke="#1b1b1b" stroke-width="10" fill="none"/></g>`;
  return withVignette(W, H, defs, body);
}

function heroWarehouse(): string {
  const W = 1600, H = 900, r = rng(5);
  let racks = "";
  for (let b = 0; b < 3; b++) {
    const x0 = 80 + b * 520;
    racks += `<rect x="${x0}" y="180" width="14" height="560" fill="#1f5fa8"/><rect x="${x0 + 440}" y="180" width="14" height="560" fill="#1f5fa8"/>`;
    for (let s = 0; s < 4; s++) {
      const y = 300 + s * 140;
      racks += `<rect x="${x0}" y="${y}" width="454" height="12" fill="#f08a24"/>`;
      let x = x0 + 20;
      while (x < x0 + 420) {
        const bw = 60 + r() * 60, bh = 50 + r() * 60;
        if (x + bw > x0 + 440) break;
        racks += `<rect x="${x}" y="${y - bh}" width="${bw}" height="${bh}" fill="${r() > 0.5 ? "#c99c62" : "#b88a52"}"/><rect x="${x + bw / 2 - 8}" y="${y - bh}" width="16" height="${bh}" fill="#e4d3b0" opacity="0.6"/>`;
        x += bw + 8;
      }
    }
  }
  const defs = linear("w", ["#c5ccd3", "#e6e9ec"]) + linear("floor", ["#a6a9ab", "#6f7376"]);
  const body = `<rect width="${W}" height="${H}" fill="url(#w)"/>
    <g fill="#fffbe8" opacity="0.9">${Array.from({ length: 6 }, (_, i) => `<rect x="${100 + i * 260}" y="60" width="160" height="16" rx="6"/>`).join("")}</g>
    <g filter="url(#blur24)" fill="#fffbe8" opacity="0.5">${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${180 + i * 260}" cy="110" rx="140" ry="50"/>`).join("")}</g>
    <rect x="0" y="740" width="${W}" height="160" fill="url(#floor)"/><rect x="0" y="800" width="${W}" height="10" fill="#f2c230"/>${racks}`;
  return withVignette(W, H, defs, body);
}

// ---------- Cards (800x600) ----------
function card(defs: string, body: string): string {
  return withVignette(800, 600, defs, body);
}

function cardReceptacle(): string {
  const w = wall(800, 600, "#d7e1ea", "#b3c3d1");
  return card(w.defs, `${w.body}${receptacle(400, 300, 1.5)}`);
}

function cardGfci(): string {
  const w = wall(800, 600, "#e9efe7", "#c6d3c2");
  const k = 1.5, cx = 400, cy = 300;
  const body = `${w.body}<g filter="url(#shadow)"><rect x="${cx - 90 * k}" y="${cy - 150 * k}" width="${180 * k}" height="${300 * k}" rx="12" fill="#fbfbf8"/></g>
    <rect x="${cx - 62 * k}" y="${cy - 122 * k}" width="${124 * k}" height="${244 * k}" rx="8" fill="#f1efe8"/>
    <rect x="${cx - 36}" y="${cy - 150}" width="10" height="34" rx="3" fill="#2a2a2a"/><rect x="${cx + 26}" y="${cy - 150}" width="10" height="30" rx="3" fill="#2a2a2a"/><path d="M${cx - 12} ${cy - 96} a12 12 0 0 1 24 0 v12 h-24z" fill="#2a2a2a"/>
    <rect x="${cx - 60}" y="${cy - 40}" width="120" height="34" rx="6" fill="#e7e3d8" stroke="#bdb6a6"/><text x="${cx}" y="${cy - 16}" font-family="DejaVu Sans" font-size="16" font-weight="bold" text-anchor="middle" fill="#222">TEST</text>
    <rect x="${cx - 60}" y="${cy + 4}" width="120" height="34" rx="6" fill="#e7e3d8" stroke="#bdb6a6"/><text x="${cx}" y="${cy + 28}" font-family="DejaVu Sans" font-size="16" font-weight="bold" text-anchor="middle" fill="#222">RESET</text>
    <circle cx="${cx + 70}" cy="${cy - 2}" r="6" fill="#2fb34a"/>
    <rect x="${cx - 36}" y="${cy + 80}" width="10" height="34" rx="3" fill="#2a2a2a"/><rect x="${cx + 26}" y="${cy + 80}" width="10" height="30" rx="3" fill="#2a2a2a"/><path d="M${cx - 12} ${cy + 134} a12 12 0 0 1 24 0 v12 h-24z" fill="#2a2a2a"/>
    <path d="M120 520 Q200 470 280 520" stroke="#7aa6c8" stroke-width="6" fill="none" opacity="0.7"/><circle cx="150" cy="460" r="10" fill="#7aa6c8" opacity="0.7"/>`;
  return card(w.defs, body);
}

function cardDimmer(): string {
  const w = wall(800, 600, "#2b2f36", "#15181d");
  const body = `${w.body}<ellipse cx="400" cy="260" rx="340" ry="240" fill="#ffcf7a" opacity="0.25" filter="url(#blur24)"/>
    <g filter="url(#shadow)"><rect x="300" y="120" width="200" height="320" rx="14" fill="#f6f4ee"/></g>
    <rect x="336" y="156" width="128" height="248" rx="10" fill="#ece8de" stroke="#c8c0ae"/>
    <rect x="352" y="176" width="60" height="208" rx="8" fill="#f9f7f2" stroke="#cfc7b5"/>
    <rect x="430" y="176" width="18" height="208" rx="9" fill="#dcd5c6"/><rect x="424" y="230" width="30" height="40" rx="6" fill="#fbfaf6" stroke="#b8af9c"/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="414" y="${360 - i * 26}" width="8" height="4" rx="2" fill="${i < 4 ? "#3fb36b" : "#c9c2b3"}"/>`).join("")}`;
  return card(w.defs, body);
}

function cardSensor(): string {
  const defs = linear("c", ["#f3f5f7", "#d9dee3"]);
  const arcs = Array.from({ length: 5 }, (_, i) => `<path d="M${400 - 80 - i * 60} ${190 + i * 50} Q400 ${260 + i * 80} ${400 + 80 + i * 60} ${190 + i * 50}" stroke="#2f7bd6" stroke-width="4" fill="none" opacity="${0.7 - i * 0.12}" stroke-dasharray="12 10"/>`).join("");
  const body = `<rect width="800" height="600" fill="url(#c)"/><rect width="800" height="120" fill="#e6eaee"/>
    <g filter="url(#shadow)"><ellipse cx="400" cy="120" rx="120" ry="24" fill="#fbfbf9"/><path d="M310 120 Q400 250 490 120Z" fill="#fdfdfb"/></g>
    <path d="M340 140 Q400 220 460 140" fill="none" stroke="#d4d8dc" stroke-width="3"/><circle cx="400" cy="176" r="6" fill="#e53935"/>${arcs}
    <g fill="#7b8794"><circle cx="220" cy="430" r="24"/><rect x="196" y="460" width="48" height="110" rx="20"/><circle cx="600" cy="450" r="20" opacity="0.6"/><rect x="580" y="476" width="40" height="94" rx="18" opacity="0.6"/></g>`;
  return card(defs, body);
}

function cardWallPlates(): string {
  const w = wall(800, 600, "#efe9df", "#d8cdbd");
  const colors = ["#fbfaf6", "#e9e2d2", "#2d2d2d", "#8d96a0", "#b08d57"];
  const body = `${w.body}${colors.map((c, i) => `<g filter="url(#shadow)" transform="translate(${70 + i * 136} ${150 + (i % 2) * 40}) rotate(${(i - 2) * 3})">
      <rect width="116" height="190" rx="10" fill="${c}"/><rect x="36" y="40" width="44" height="110" rx="6" fill="${i === 2 ? "#1a1a1a" : "#00000010"}" stroke="${i === 2 ? "#444" : "#00000030"}"/></g>`).join("")}`;
  return card(w.defs, body);
}

function cardBoxes(): string {
  const defs = linear("bg", ["#dfe4e8", "#b9c1c8"]) + linear("steel", ["#dde3e8", "#9ea9b3"]);
  const knock = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="22" fill="#c4ccd3" stroke="#8a96a1" stroke-width="3"/><circle cx="${x}" cy="${y}" r="12" fill="none" stroke="#8a96a1" stroke-width="2"/>`;
  const body = `<rect width="800" height="600" fill="url(#bg)"/>
    <g filter="url(#shadow)"><path d="M220 200 L520 200 L600 140 L300 140Z" fill="#eef2f5"/><rect x="220" y="200" width="300" height="280" fill="url(#steel)"/><path d="M520 200 L600 140 L600 420 L520 480Z" fill="#aab5bf"/></g>
    <rect x="240" y="220" width="260" height="240" fill="#c9d1d8" opacity="0.6"/>${knock(300, 300)}${knock(440, 300)}${knock(370, 400)}
    <path d="M540 230 L580 200" stroke="#8a96a1" stroke-width="4"/><circle cx="560" cy="300" r="18" fill="#c4ccd3" stroke="#8a96a1" stroke-width="3"/>
    <g filter="url(#shadow)"><rect x="80" y="420" width="160" height="120" rx="8" fill="#7d8b97"/><circle cx="120" cy="450" r="6" fill="#cfd6dc"/><circle cx="200" cy="510" r="6" fill="#cfd6dc"/></g>`;
  return card(defs, body);
}

function cardFittings(): string {
  const defs = linear("bg", ["#2c3440", "#161b22"]) + linear("zinc", ["#eef1f3", "#9aa4ad", "#d7dde2"]) + linear("pipe", ["#e6eaed", "#8f9aa4", "#c9d0d6"]);
  const body = `<rect width="800" height="600" fill="url(#bg)"/>
    <rect x="-20" y="250" width="420" height="100" fill="url(#pipe)"/>
    <g filter="url(#shadow)"><rect x="380" y="230" width="90" height="140" rx="8" fill="url(#zinc)"/><path d="M470 240 L520 220 L560 240 L560 360 L520 380 L470 360Z" fill="url(#zinc)"/>
    <rect x="560" y="262" width="120" height="76" fill="url(#zinc)"/>${Array.from({ length: 8 }, (_, i) => `<line x1="${570 + i * 14}" y1="262" x2="${576 + i * 14}" y2="338" stroke="#7f8a94" stroke-width="3"/>`).join("")}</g>
    <circle cx="425" cy="220" r="16" fill="#c3cad0" stroke="#6f7a84" stroke-width="3"/><line x1="415" y1="220" x2="435" y2="220" stroke="#6f7a84" stroke-width="4"/>
    <g filter="url(#shadow)" transform="translate(140 430)"><circle r="60" fill="url(#zinc)"/><circle r="34" fill="#161b22"/></g>`;
  return card(defs, body);
}

function cardConnectors(): string {
  const w = wall(800, 600, "#f1f2f4", "#d3d7dc");
  const nut = (x: number, y: number, c: string, rot: number) => `<g transform="translate(${x} ${y}) rotate(${rot})" filter="url(#shadow)">
    <path d="M-40 -70 Q0 -90 40 -70 L30 50 Q0 64 -30 50Z" fill="${c}"/>${Array.from({ length: 5 }, (_, i) => `<line x1="${-30 + i * 15}" y1="-70" x2="${-24 + i * 12}" y2="48" stroke="#00000030" stroke-width="4"/>`).join("")}
    <rect x="-12" y="50" width="6" height="90" fill="#b87333"/><rect x="6" y="50" width="6" height="90" fill="#b87333"/><rect x="-16" y="100" width="14" height="80" fill="${c === "#f4d03f" ? "#1b1b1b" : "#f4f4f4"}"/><rect x="2" y="100" width="14" height="80" fill="#c0392b"/></g>`;
  return card(w.defs, `${w.body}${nut(200, 230, "#f28c28", -14)}${nut(400, 210, "#f4d03f", 4)}${nut(600, 240, "#e74c3c", 16)}`);
}

function cardWireManagement(): string {
  const defs = linear("bg", ["#d9dde1", "#aab1b8"]);
  const cables = ["#1b1b1b", "#c62828", "#1565c0", "#2e7d32", "#f9a825", "#ffffff"].map((c, i) => `<path d="M-20 ${250 + i * 14} C 260 ${230 + i * 14} 520 ${300 + i * 12} 820 ${270 + i * 14}" stroke="${c}" stroke-width="12" fill="none"/>`).join("");
  const body = `<rect width="800" height="600" fill="url(#bg)"/>
    <g filter="url(#shadow)"><path d="M0 220 L800 200 L800 360 L0 380Z" fill="#8d98a3"/></g>
    <path d="M0 230 L800 210 L800 350 L0 370Z" fill="#56606a"/>${cables}
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${20 + i * 95}" y="${212 - i * 2}" width="16" height="160" fill="#b8c1c9"/>`).join("")}
    <rect x="0" y="440" width="800" height="40" fill="#f5f5f5"/><rect x="0" y="480" width="800" height="8" fill="#c9ced3"/>`;
  return card(defs, body);
}

function cardFixture(): string {
  const defs = linear("bg", ["#1a1f27", "#2e3744"]) + linear("beam", ["#fff6d6", "#fff6d6"]);
  const bay = (x: number) => `<line x1="${x}" y1="0" x2="${x}" y2="120" stroke="#4a5461" stroke-width="4"/>
    <path d="M${x - 90} 200 L${x - 50} 120 L${x + 50} 120 L${x + 90} 200Z" fill="#9aa6b2"/><ellipse cx="${x}" cy="200" rx="90" ry="14" fill="#fffbe8"/>
    <path d="M${x - 90} 204 L${x - 220} 600 L${x + 220} 600 L${x + 90} 204Z" fill="#fff6d6" opacity="0.18"/>`;
  return card(defs, `<rect width="800" height="600" fill="url(#bg)"/>${bay(200)}${bay(600)}<rect x="0" y="520" width="800" height="80" fill="#3b4552"/>`);
}

function cardEvCharger(): string {
  const w = wall(800, 600, "#cdd5dc", "#9eabb6");
  const body = `${w.body}<rect x="0" y="470" width="800" height="130" fill="#59636d"/>
    <g filter="url(#shadow)"><rect x="300" y="110" width="200" height="300" rx="28" fill="#f8fafb"/></g>
    <rect x="330" y="150" width="140" height="60" rx="10" fill="#0f1b26"/><rect x="346" y="172" width="70" height="8" fill="#3ddc84"/>
    <circle cx="400" cy="300" r="46" fill="#e9eef2" stroke="#c8d1d8" stroke-width="4"/><path d="M392 272 L378 306 L398 306 L390 332 L420 292 L400 292 L410 272Z" fill="#0b4f9c"/>
    <path d="M400 410 C 400 500 560 470 600 520" stroke="#1c232b" stroke-width="16" fill="none"/><rect x="580" y="500" width="60" height="40" rx="10" fill="#1c232b"/>
    <ellipse cx="400" cy="200" rx="200" ry="80" fill="#3ddc84" opacity="0.12" filter="url(#blur24)"/>`;
  return card(w.defs, body);
}

function cardDistributor(): string {
  const defs = linear("bg", ["#e9edf1", "#c9d0d6"]);
  const r = rng(3);
  let shelves = "";
  for (let s = 0; s < 3; s++) {
    const y = 160 + s * 130;
    shelves += `<rect x="60" y="${y}" width="680" height="10" fill="#5f6b76"/>`;
    for (let x = 80; x < 700; x += 70) shelves += `<rect x="${x}" y="${y - 80}" width="56" height="80" fill="${["#0b4f9c", "#f2b441", "#2e7d32", "#b3141f", "#eceff1"][Math.floor(r() * 5)]}" opacity="0.9"/>`;
  }
  const body = `<rect width="800" height="600" fill="url(#bg)"/>${shelves}
    <rect x="0" y="470" width="800" height="130" fill="#8a6d4b"/><rect x="0" y="460" width="800" height="16" fill="#a8885f"/>
    <g transform="translate(520 380)"><rect width="170" height="90" rx="6" fill="#1c252e"/><rect x="10" y="10" width="150" height="62" fill="#3b7fc4"/></g>`;
  return card(defs, body);
}

function cardCareers(): string {
  const defs = linear("bp", ["#1d4e89", "#123866"]);
  let grid = "";
  for (let i = 0; i < 800; i += 40) grid += `<line x1="${i}" y1="0" x2="${i}" y2="600" stroke="#ffffff" stroke-opacity="0.08"/><line x1="0" y1="${i}" x2="800" y2="${i}" stroke="#ffffff" stroke-opacity="0.08"/>`;
  const body = `<rect width="800" height="600" fill="url(#bp)"/>${grid}
    <g stroke="#dbe9ff" stroke-width="3" fill="none" opacity="0.8"><rect x="80" y="80" width="360" height="240"/><path d="M80 200 H440 M260 80 V320"/><circle cx="170" cy="140" r="20"/><path d="M330 240 h60 v50"/></g>
    <g filter="url(#shadow)" transform="translate(470 300)"><path d="M0 120 Q0 0 130 0 Q260 0 260 120Z" fill="#f2b441"/><rect x="-30" y="116" width="320" height="28" rx="14" fill="#e0a22f"/><rect x="116" y="-8" width="28" height="110" rx="10" fill="#e8aa36"/></g>`;
  return card(defs, body);
}

function cardDocuments(): string {
  const defs = linear("bg", ["#eef1f4", "#d4dae0"]);
  const doc = (x: number, y: number, rot: number) => `<g transform="translate(${x} ${y}) rotate(${rot})" filter="url(#shadow)"><rect width="240" height="310" rx="6" fill="#fff"/>
    <rect x="24" y="28" width="120" height="14" fill="#0b4f9c"/>${Array.from({ length: 9 }, (_, i) => `<rect x="24" y="${64 + i * 22}" width="${180 - (i % 3) * 30}" height="8" fill="#c5ccd3"/>`).join("")}</g>`;
  const body = `<rect width="800" height="600" fill="url(#bg)"/>${doc(160, 140, -8)}${doc(300, 120, 4)}
    <g filter="url(#shadow)"><circle cx="560" cy="410" r="80" fill="#1e6b34"/></g><path d="M520 410 L550 440 L605 380" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return card(defs, body);
}

function cardWarranty(): string {
  const defs = linear("bg", ["#0b2d57", "#0b4f9c"]) + linear("sh", ["#f8d57e", "#e0a22f"]);
  const body = `<rect width="800" height="600" fill="url(#bg)"/><circle cx="400" cy="300" r="240" fill="#ffffff" opacity="0.06"/>
    <g filter="url(#shadow)"><path d="M400 100 L560 160 Q560 400 400 500 Q240 400 240 160Z" fill="url(#sh)"/></g>
    <path d="M340 300 L385 345 L470 250" stroke="#0b2d57" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return card(defs, body);
}

function cardTraining(): string {
  const defs = linear("bg", ["#2a313a", "#171c22"]);
  const body = `<rect width="800" height="600" fill="url(#bg)"/>
    <g filter="url(#shadow)"><rect x="150" y="70" width="500" height="290" rx="8" fill="#0f1a25"/></g>
    <rect x="166" y="86" width="468" height="258" fill="#e9eef2"/>
    <g stroke="#0b4f9c" stroke-width="5" fill="none"><path d="M200 300 L300 200 L380 250 L470 150 L600 210"/></g>
    <rect x="200" y="110" width="180" height="16" fill="#0b4f9c"/><path d="M540 110 l-14 30 h14 l-8 24 l26 -34 h-14 l10 -20z" fill="#f2b441"/>
    ${Array.from({ length: 6 }, (_, i) => `<g fill="#56606b"><circle cx="${130 + i * 110}" cy="470" r="30"/><rect x="${96 + i * 110}" y="500" width="68" height="100" rx="24"/></g>`).join("")}`;
  return card(defs, body);
}

// ---------- Logos (360x96 PNG, transparent) ----------
interface LogoSpec { dir: string; name: string; sub?: string; mark: string; text: string; accent: string }
const LOGOS: LogoSpec[] = [
  { dir: "voltline", name: "VOLTLINE", mark: "#0b4f9c", text: "#0a2540", accent: "#f2b441" },
  { dir: "voltline-canada", name: "VOLTLINE", sub: "CANADA", mark: "#b3141f", text: "#3d0a0e", accent: "#ffffff" },
  { dir: "voltline-mexico", name: "VOLTLINE", sub: "MÉXICO", mark: "#a8175a", text: "#4a0a28", accent: "#f2b441" },
  { dir: "voltline-brasil", name: "VOLTLINE", sub: "BRASIL", mark: "#006b3d", text: "#002776", accent: "#ffc72c" },
  { dir: "progress-lighting", name: "Progress", sub: "LIGHTING", mark: "#7a4e1d", text: "#2b1d10", accent: "#f3d9a4" },
  { dir: "homestyle", name: "homestyle", mark: "#5a3e85", text: "#2a1d40", accent: "#f2c14e" },
];

function logo(l: LogoSpec): string {
  const serif = l.dir === "progress-lighting";
  const font = serif ? "DejaVu Serif" : "DejaVu Sans";
  const mark = l.dir === "homestyle"
    ? `<path d="M14 52 L48 20 L82 52 V84 H14Z" fill="${l.mark}"/><path d="M52 34 L40 58 H52 L44 78 L66 50 H54 L62 34Z" fill="${l.accent}"/>`
    : serif
      ? `<circle cx="48" cy="48" r="36" fill="${l.mark}"/><path d="M48 22 Q66 40 48 66 Q30 40 48 22Z" fill="${l.accent}"/><rect x="42" y="64" width="12" height="10" rx="2" fill="${l.accent}"/>`
      : `<rect x="12" y="12" width="72" height="72" rx="14" fill="${l.mark}"/><path d="M54 20 L30 54 H46 L38 78 L66 40 H50 L60 20Z" fill="${l.accent}"/>`;
  const nameY = l.sub ? 52 : 62;
  const sub = l.sub ? `<text x="102" y="80" font-family="DejaVu Sans" font-weight="bold" font-size="17" letter-spacing="6" fill="${l.mark}">${l.sub}</text>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">${mark}
    <text x="100" y="${nameY}" font-family="${font}" font-weight="bold" font-size="${serif ? 38 : 36}" letter-spacing="${serif ? 0 : 2}" fill="${l.text}">${l.name}</text>${sub}</svg>`;
}

const SCENES: Scene[] = [
  { file: "hero-plant.jpg", width: 1600, height: 900, svg: heroPlant() },
  { file: "hero-office-lighting.jpg", width: 1600, height: 900, svg: heroOffice() },
  { file: "hero-ev-charging.jpg", width: 1600, height: 900, svg: heroEv() },
  { file: "hero-home-kitchen.jpg", width: 1600, height: 900, svg: heroHome() },
  { file: "hero-canada-facility.jpg", width: 1600, height: 900, svg: heroCanada() },
  { file: "hero-support-panel.jpg", width: 1600, height: 900, svg: heroSupport() },
  { file: "hero-warehouse.jpg", width: 1600, height: 900, svg: heroWarehouse() },
  { file: "card-receptacle.jpg", width: 800, height: 600, svg: cardReceptacle() },
  { file: "card-gfci.jpg", width: 800, height: 600, svg: cardGfci() },
  { file: "card-dimmer.jpg", width: 800, height: 600, svg: cardDimmer() },
  { file: "card-occupancy-sensor.jpg", width: 800, height: 600, svg: cardSensor() },
  { file: "card-wall-plates.jpg", width: 800, height: 600, svg: cardWallPlates() },
  { file: "card-boxes-covers.jpg", width: 800, height: 600, svg: cardBoxes() },
  { file: "card-fittings.jpg", width: 800, height: 600, svg: cardFittings() },
  { file: "card-connectors.jpg", width: 800, height: 600, svg: cardConnectors() },
  { file: "card-wire-management.jpg", width: 800, height: 600, svg: cardWireManagement() },
  { file: "card-lighting-fixtures.jpg", width: 800, height: 600, svg: cardFixture() },
  { file: "card-ev-charger.jpg", width: 800, height: 600, svg: cardEvCharger() },
  { file: "card-distributor.jpg", width: 800, height: 600, svg: cardDistributor() },
  { file: "card-careers.jpg", width: 800, height: 600, svg: cardCareers() },
  { file: "card-compliance-documents.jpg", width: 800, height: 600, svg: cardDocuments() },
  { file: "card-warranty.jpg", width: 800, height: 600, svg: cardWarranty() },
  { file: "card-training.jpg", width: 800, height: 600, svg: cardTraining() },
  ...LOGOS.map((l) => ({ file: `logo-${l.dir}.png`, width: 360, height: 96, svg: logo(l) })),
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  let total = 0;
  for (const s of SCENES) {
    const img = sharp(Buffer.from(s.svg)).resize(s.width, s.height);
    const out = s.file.endsWith(".png")
      ? img.png({ compressionLevel: 9, palette: true })
      : img.jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: "4:2:0" });
    const info = await out.toFile(join(OUT, s.file));
    total += info.size;
  }
  console.log(`wrote ${SCENES.length} images, ${(total / 1024).toFixed(0)} KiB, to ${OUT}`);
}

void main();
