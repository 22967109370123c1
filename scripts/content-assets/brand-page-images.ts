// Renders the page illustrations of the Mexican, Brazilian and two sister brands (B7) from SVG scenes
// with sharp, and writes their asset list content/assets/brand-pages.json (titles and alt text, 3 locales).
// Run: npx tsx scripts/content-assets/brand-page-images.ts  (deterministic; output is committed)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

type L = { en: string; "fr-ca": string; "es-mx": string };
const t = (en: string, fr: string, es: string): L => ({ en, "fr-ca": fr, "es-mx": es });

// Every scene is drawn on a 1600x900 canvas; cards (800x600) crop its centre, so subjects stay in x 200-1400.
const W = 1600;
const H = 900;
interface Scene { brand: string; name: string; hero: boolean; title: L; description: L; draw: () => string }

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 2 ** 32);
}
const lin = (id: string, stops: string[], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join("")}</linearGradient>`;
const glow = (id: string, color: string, o = 0.9) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${o}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
const FILTERS = `<filter id="sh"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-opacity="0.35"/></filter><filter id="bl"><feGaussianBlur stdDeviation="18"/></filter>`;
const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${FILTERS}${defs}<radialGradient id="vig" r="0.8"><stop offset="0.65" stop-opacity="0"/><stop offset="1" stop-opacity="0.35"/></radialGradient></defs>${body}<rect width="${W}" height="${H}" fill="url(#vig)"/></svg>`;
const rep = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join("");

// ---------- shared pieces ----------
function windows(x: number, y: number, w: number, h: number, cols: number, rows: number, seed: number, lit: string, dark: string): string {
  const r = rng(seed);
  const cw = w / cols, rh = h / rows;
  return rep(rows * cols, (i) => {
    const c = i % cols, rr = Math.floor(i / cols);
    return `<rect x="${x + c * cw + cw * 0.2}" y="${y + rr * rh + rh * 0.2}" width="${cw * 0.6}" height="${rh * 0.55}" fill="${r() > 0.45 ? lit : dark}"/>`;
  });
}
function breakerRow(x: number, y: number, n: number, w: number, h: number, body: string, handle: string, label: string): string {
  return rep(n, (i) => {
    const bx = x + i * (w + 6);
    return `<g filter="url(#sh)"><rect x="${bx}" y="${y}" width="${w}" height="${h}" rx="6" fill="${body}"/></g>
      <rect x="${bx + w * 0.3}" y="${y + h * 0.32}" width="${w * 0.4}" height="${h * 0.3}" rx="4" fill="${handle}"/>
      <rect x="${bx + w * 0.15}" y="${y + h * 0.78}" width="${w * 0.7}" height="${h * 0.08}" fill="${label}"/>
      <rect x="${bx + w * 0.15}" y="${y + h * 0.1}" width="${w * 0.7}" height="${h * 0.12}" rx="2" fill="${label}" opacity="0.6"/>`;
  });
}
function lab(bg: string, accent: string): string {
  const wave = rep(60, (i) => `${i === 0 ? "M" : "L"}${560 + i * 8} ${330 + Math.sin(i / 4.8) * 70}`);
  return frame(lin("w", [bg, "#1b2230"]) + glow("g", accent, 0.5),
    `<rect width="${W}" height="${H}" fill="url(#w)"/>
    <rect y="640" width="${W}" height="260" fill="#2a2f38"/>${rep(8, (i) => `<rect x="${i * 200}" y="640" width="6" height="260" fill="#232831"/>`)}
    <rect x="0" y="620" width="${W}" height="26" fill="#3c434f"/>
    <g filter="url(#sh)"><rect x="500" y="200" width="560" height="380" rx="14" fill="#0f141c" stroke="#485160" stroke-width="6"/></g>
    <rect x="530" y="230" width="500" height="270" fill="#071a12"/>${rep(9, (i) => `<line x1="${530 + i * 62.5}" y1="230" x2="${530 + i * 62.5}" y2="500" stroke="#12402c" stroke-width="2"/>`)}
    <path d="${wave}" fill="none" stroke="${accent}" stroke-width="6"/>
    ${rep(4, (i) => `<circle cx="${600 + i * 110}" cy="540" r="18" fill="#3b4350"/><circle cx="${600 + i * 110}" cy="540" r="8" fill="#9aa4b2"/>`)}
    <g filter="url(#sh)"><rect x="1120" y="150" width="250" height="470" rx="8" fill="#c9cdd3"/></g>
    <rect x="1145" y="180" width="200" height="410" fill="#e4e7eb"/>${rep(5, (i) => breakerRow(1160, 200 + i * 76, 4, 38, 62, "#2d3138", "#e8e8e8", "#f2f2f2"))}
    <rect x="1120" y="600" width="250" height="20" fill="${accent}"/>
    ${rep(12, (i) => `<rect x="${230 + i * 20}" y="560" width="12" height="60" fill="${i % 2 ? "#f2c200" : "#1a1a1a"}"/>`)}
    <g filter="url(#sh)"><rect x="210" y="400" width="240" height="220" rx="8" fill="#39414d"/></g>
    <rect x="235" y="430" width="190" height="80" rx="4" fill="#0c1117"/><text x="330" y="485" font-family="monospace" font-size="48" fill="${accent}" text-anchor="middle">2.5kV</text>
    <ellipse cx="780" cy="120" rx="420" ry="60" fill="url(#g)"/>`);
}
function plate(cx: number, cy: number, k: number, face: string, inner: string): string {
  return `<g filter="url(#sh)"><rect x="${cx - 95 * k}" y="${cy - 150 * k}" width="${190 * k}" height="${300 * k}" rx="${14 * k}" fill="${face}"/></g>
    <rect x="${cx - 56 * k}" y="${cy - 104 * k}" width="${112 * k}" height="${208 * k}" rx="${8 * k}" fill="${inner}"/>`;
}
function rocker(cx: number, cy: number, k: number, face: string, shade: string): string {
  return plate(cx, cy, k, face, shade) + `<rect x="${cx - 50 * k}" y="${cy - 98 * k}" width="${100 * k}" height="${110 * k}" rx="${6 * k}" fill="${face}"/>
    <rect x="${cx - 50 * k}" y="${cy + 12 * k}" width="${100 * k}" height="${86 * k}" rx="${6 * k}" fill="${shade}"/>`;
}
function receptacle(cx: number, oy: number, k: number, face: string, slot: string): string {
  return `<rect x="${cx - 44 * k}" y="${oy - 36 * k}" width="${88 * k}" height="${72 * k}" rx="${28 * k}" fill="${face}" stroke="#cfc8b8" stroke-width="${2 * k}"/>
    <rect x="${cx - 24 * k}" y="${oy - 20 * k}" width="${7 * k}" height="${24 * k}" rx="2" fill="${slot}"/>
    <rect x="${cx + 17 * k}" y="${oy - 20 * k}" width="${7 * k}" height="${20 * k}" rx="2" fill="${slot}"/>
    <path d="M${cx - 8 * k} ${oy + 24 * k} a${8 * k} ${8 * k} 0 0 1 ${16 * k} 0 v${8 * k} h-${16 * k}z" fill="${slot}"/>`;
}
function nbrSocket(cx: number, cy: number, r: number): string {
  return `<g filter="url(#sh)"><rect x="${cx - r * 1.6}" y="${cy - r * 1.6}" width="${r * 3.2}" height="${r * 3.2}" rx="${r * 0.3}" fill="#f6f6f3"/></g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#e3e3de"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="#d7d7d1"/>
    <circle cx="${cx - r * 0.4}" cy="${cy + r * 0.12}" r="${r * 0.12}" fill="#333"/><circle cx="${cx + r * 0.4}" cy="${cy + r * 0.12}" r="${r * 0.12}" fill="#333"/><circle cx="${cx}" cy="${cy - r * 0.38}" r="${r * 0.12}" fill="#333"/>`;
}
function chandelier(cx: number, cy: number, k: number, metal: string, arms: number): string {
  const armsSvg = rep(arms, (i) => {
    const dx = (i - (arms - 1) / 2) * 110 * k;
    const depth = 1 - Math.abs(dx) / (arms * 80 * k);
    return `<path d="M${cx} ${cy + 40 * k} Q${cx + dx * 0.6} ${cy + 120 * k} ${cx + dx} ${cy + 60 * k * depth}" fill="none" stroke="${metal}" stroke-width="${7 * k}"/>
      <circle cx="${cx + dx}" cy="${cy + 20 * k * depth}" r="${90 * k}" fill="url(#warm)"/>
      <rect x="${cx + dx - 9 * k}" y="${cy + 10 * k * depth}" width="${18 * k}" height="${52 * k}" fill="#fff6e0"/>
      <ellipse cx="${cx + dx}" cy="${cy + 8 * k * depth}" rx="${10 * k}" ry="${18 * k}" fill="#ffd98a"/>`;
  });
  return `<line x1="${cx}" y1="0" x2="${cx}" y2="${cy - 60 * k}" stroke="${metal}" stroke-width="${5 * k}"/>
    <rect x="${cx - 8 * k}" y="${cy - 70 * k}" width="${16 * k}" height="${110 * k}" rx="${6 * k}" fill="${metal}"/>
    <ellipse cx="${cx}" cy="${cy + 40 * k}" rx="${40 * k}" ry="${14 * k}" fill="${metal}"/>${armsSvg}`;
}

// ---------- scenes ----------
const scenes: Scene[] = [
  { brand: "voltline-mexico", name: "plant", hero: true,
    title: t("Voltline México plant in Apodaca", "Usine Voltline México à Apodaca", "Planta de Voltline México en Apodaca"),
    description: t("Illustration of a manufacturing plant with a sawtooth roof at dusk, with the saddle-shaped Cerro de la Silla mountain behind it", "Illustration d'une usine à toit en dents de scie à la brunante, avec la montagne en forme de selle du Cerro de la Silla derrière", "Ilustración de una planta con techo de dientes de sierra al atardecer, con el Cerro de la Silla al fondo"),
    draw: () => frame(lin("sky", ["#2b2350", "#b4495a", "#f29a4a"]) + glow("sun", "#ffd27a"),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="1100" cy="560" r="260" fill="url(#sun)"/>
      <path d="M0 600 L220 470 L420 540 L640 300 L760 420 L880 290 L1080 520 L1300 440 L1600 560 L1600 900 L0 900Z" fill="#3b2a45"/>
      <rect y="600" width="${W}" height="300" fill="#2a2430"/>
      <path d="M240 600 V470 ${rep(8, (i) => `L${240 + i * 140 + 100} 400 L${240 + i * 140 + 140} 470`)} V600Z" fill="#4a4f5c"/>
      ${rep(8, (i) => `<path d="M${240 + i * 140 + 100} 402 L${240 + i * 140 + 138} 468 L${240 + i * 140 + 100} 468Z" fill="#9fd0ff" opacity="0.55"/>`)}
      <rect x="240" y="470" width="1120" height="130" fill="#5a606e"/>${windows(260, 490, 1080, 90, 18, 1, 7, "#ffd98a", "#3d4250")}
      <rect x="1380" y="380" width="40" height="220" fill="#4a4f5c"/>
      <rect y="600" width="${W}" height="14" fill="#6b6f7a"/>
      ${rep(3, (i) => `<g transform="translate(${320 + i * 360} 640)"><rect width="220" height="90" rx="6" fill="#e9e9ef"/><rect x="220" y="30" width="70" height="60" rx="6" fill="#c44536"/><circle cx="50" cy="95" r="18" fill="#1d1d22"/><circle cx="240" cy="95" r="18" fill="#1d1d22"/></g>`)}`) },
  { brand: "voltline-mexico", name: "switchgear", hero: true,
    title: t("Low-voltage switchboard lineup", "Alignement de tableaux basse tension", "Tableros de distribución de baja tensión"),
    description: t("Illustration of a row of gray switchboard sections with breaker doors and indicator lights in an electrical room", "Illustration d'une rangée de sections de tableaux grises avec portes de disjoncteurs et voyants dans une salle électrique", "Ilustración de una fila de secciones de tablero grises con puertas de interruptores y luces indicadoras en un cuarto eléctrico"),
    draw: () => frame(lin("w", ["#dfe4ea", "#b7bfca"]) + lin("f", ["#8c949f", "#5d646e"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><rect y="720" width="${W}" height="180" fill="url(#f)"/>
      ${rep(4, (i) => `<rect x="${200 + i * 360}" y="30" width="220" height="18" rx="9" fill="#fffbe8"/>`)}
      ${rep(6, (i) => { const x = 170 + i * 210; return `<g filter="url(#sh)"><rect x="${x}" y="170" width="200" height="560" fill="#a9b0ba"/></g>
        <rect x="${x + 12}" y="185" width="176" height="150" rx="4" fill="#bcc3cc"/><rect x="${x + 12}" y="345" width="176" height="180" rx="4" fill="#bcc3cc"/><rect x="${x + 12}" y="535" width="176" height="180" rx="4" fill="#bcc3cc"/>
        <rect x="${x + 70}" y="400" width="60" height="80" rx="6" fill="#2f3440"/><rect x="${x + 88}" y="415" width="24" height="40" rx="3" fill="#e5e5e5"/>
        ${rep(3, (j) => `<circle cx="${x + 60 + j * 40}" cy="220" r="10" fill="${["#3fbf5f", "#e04848", "#f2c200"][j]}"/>`)}
        ${rep(6, (j) => `<rect x="${x + 40}" y="${580 + j * 18}" width="120" height="6" fill="#8e959f"/>`)}`; })}
      <rect x="170" y="150" width="1260" height="24" fill="#8e959f"/>`) },
  { brand: "voltline-mexico", name: "breakers", hero: false,
    title: t("Molded-case circuit breakers", "Disjoncteurs à boîtier moulé", "Interruptores en caja moldeada"),
    description: t("Illustration of rows of black circuit breakers with toggle handles mounted in an open panelboard", "Illustration de rangées de disjoncteurs noirs à manette montés dans un panneau ouvert", "Ilustración de filas de interruptores negros con palanca montados en un tablero abierto"),
    draw: () => frame(lin("w", ["#5d6675", "#2e3440"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><g filter="url(#sh)"><rect x="260" y="60" width="1080" height="800" rx="16" fill="#c6ccd4"/></g>
      <rect x="300" y="100" width="1000" height="720" fill="#e6e9ed"/><rect x="780" y="100" width="40" height="720" fill="#b08d57"/>
      ${rep(6, (r) => breakerRow(330, 120 + r * 115, 4, 95, 100, "#23272e", "#f0f0f0", "#fafafa") + breakerRow(850, 120 + r * 115, 4, 95, 100, "#23272e", "#f0f0f0", "#fafafa"))}`) },
  { brand: "voltline-mexico", name: "cable", hero: false,
    title: t("Reels of building wire", "Bobines de fil de bâtiment", "Carretes de cable para edificación"),
    description: t("Illustration of wooden cable reels wound with red, black, white and green building wire in a warehouse", "Illustration de bobines de bois enroulées de fil rouge, noir, blanc et vert dans un entrepôt", "Ilustración de carretes de madera con cable rojo, negro, blanco y verde en un almacén"),
    draw: () => frame(lin("w", ["#d9d2c3", "#a89c86"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><rect y="700" width="${W}" height="200" fill="#7b7264"/>
      ${[["#c0392b", 420], ["#1f1f24", 800], ["#f0efe9", 1180], ["#2e8b57", 610]].map(([c, x], i) => { const cx = Number(x), cy = i === 3 ? 760 : 540, r = i === 3 ? 120 : 190; return `<g filter="url(#sh)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#a87a46"/></g>
        ${rep(9, (j) => `<circle cx="${cx}" cy="${cy}" r="${r * 0.9 - j * r * 0.06}" fill="none" stroke="${c}" stroke-width="${r * 0.05}" opacity="${0.9 - (j % 2) * 0.15}"/>`)}
        <circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="#8c6236"/><circle cx="${cx}" cy="${cy}" r="${r * 0.1}" fill="#3b2a18"/>`; }).join("")}`) },
  { brand: "voltline-mexico", name: "lab", hero: true,
    title: t("High-voltage test bench", "Banc d'essai diélectrique", "Banco de pruebas dieléctricas"),
    description: t("Illustration of a laboratory bench with an oscilloscope showing a sine wave, a test set and a panelboard under test", "Illustration d'un banc de laboratoire avec un oscilloscope affichant une onde sinusoïdale, un appareil d'essai et un panneau à l'essai", "Ilustración de un banco de laboratorio con un osciloscopio que muestra una onda senoidal, un equipo de prueba y un tablero en prueba"),
    draw: () => lab("#3a4656", "#4be08a") },
  { brand: "voltline-mexico", name: "logistics", hero: false,
    title: t("Distribution center loading docks", "Quais de chargement du centre de distribution", "Andenes del centro de distribución"),
    description: t("Illustration of trucks backed up to the loading docks of a warehouse under a clear sky", "Illustration de camions reculés aux quais de chargement d'un entrepôt sous un ciel dégagé", "Ilustración de camiones en los andenes de carga de un almacén bajo un cielo despejado"),
    draw: () => frame(lin("sky", ["#6fb3e8", "#d8ecfa"]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect y="640" width="${W}" height="260" fill="#7d8087"/>
      <rect x="120" y="300" width="1360" height="340" fill="#e3e6ea"/><rect x="120" y="280" width="1360" height="30" fill="#c44536"/>
      ${rep(6, (i) => `<rect x="${200 + i * 210}" y="420" width="150" height="220" fill="#9aa1ab"/>${rep(7, (j) => `<rect x="${200 + i * 210}" y="${430 + j * 30}" width="150" height="4" fill="#858c96"/>`)}`)}
      ${rep(3, (i) => `<g transform="translate(${230 + i * 420} 560)"><rect width="300" height="170" rx="6" fill="#f4f4f6" filter="url(#sh)"/><rect x="-70" y="70" width="80" height="100" rx="8" fill="#2d5fa8"/><circle cx="40" cy="180" r="26" fill="#1d1d22"/><circle cx="250" cy="180" r="26" fill="#1d1d22"/><circle cx="-30" cy="180" r="26" fill="#1d1d22"/></g>`)}
      ${rep(5, (i) => `<rect x="${i * 340}" y="820" width="180" height="10" fill="#f2d24b"/>`)}`) },

  { brand: "voltline-brasil", name: "skyline", hero: true,
    title: t("São Paulo skyline at night", "Silhouette de São Paulo la nuit", "Perfil nocturno de São Paulo"),
    description: t("Illustration of a dense skyline of lit towers at night with power lines in the foreground", "Illustration d'une silhouette dense de tours éclairées la nuit, avec des lignes électriques au premier plan", "Ilustración de un perfil urbano denso de torres iluminadas de noche, con líneas eléctricas en primer plano"),
    draw: () => { const r = rng(11); return frame(lin("sky", ["#0d1b3d", "#2c3e74", "#7a4f7d"]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="1280" cy="160" r="60" fill="#f5f0d8"/>
      ${rep(26, (i) => { const w = 50 + r() * 70, h = 200 + r() * 420, x = i * 62 - 20; return `<rect x="${x}" y="${900 - h}" width="${w}" height="${h}" fill="${r() > 0.5 ? "#1b2440" : "#232e52"}"/>${windows(x, 910 - h, w, h - 40, 3, Math.floor(h / 40), i + 3, "#ffd98a", "#2b3560")}`; })}
      <path d="M0 380 Q400 460 800 400 T1600 420" fill="none" stroke="#0a0f1e" stroke-width="4"/><path d="M0 420 Q400 500 800 440 T1600 460" fill="none" stroke="#0a0f1e" stroke-width="4"/>
      <rect x="140" y="300" width="18" height="600" fill="#0a0f1e"/><rect x="90" y="320" width="120" height="12" fill="#0a0f1e"/>`); } },
  { brand: "voltline-brasil", name: "board", hero: true,
    title: t("Residential distribution board", "Tableau de distribution résidentiel", "Tablero de distribución residencial"),
    description: t("Illustration of an open white distribution board with DIN-rail breakers, a residual-current device and a surge protector", "Illustration d'un tableau de distribution blanc ouvert avec disjoncteurs sur rail DIN, un dispositif différentiel et un parafoudre", "Ilustración de un tablero blanco abierto con interruptores para riel DIN, un diferencial y un supresor de sobretensiones"),
    draw: () => frame(lin("w", ["#e9e2d4", "#cbbfa8"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><g filter="url(#sh)"><rect x="330" y="70" width="940" height="760" rx="22" fill="#fbfbf9"/></g>
      <rect x="370" y="110" width="860" height="680" rx="10" fill="#eeeeea"/>
      ${rep(3, (r) => `<rect x="390" y="${200 + r * 210}" width="820" height="16" fill="#9aa0a6"/>${breakerRow(400, 150 + r * 210, r === 0 ? 5 : 10, r === 0 ? 140 : 72, 130, "#ffffff", r === 0 ? "#2f6fd6" : "#2d2d2d", "#d0d4d8")}`)}
      <rect x="500" y="190" width="30" height="22" rx="4" fill="#f2c200"/><rect x="840" y="170" width="120" height="40" rx="6" fill="#e04848" opacity="0.85"/>`) },
  { brand: "voltline-brasil", name: "breakers", hero: false,
    title: t("DIN-rail circuit breakers", "Disjoncteurs sur rail DIN", "Interruptores para riel DIN"),
    description: t("Illustration of a row of white modular circuit breakers with dark toggles on a metal DIN rail", "Illustration d'une rangée de disjoncteurs modulaires blancs à manettes foncées sur un rail DIN métallique", "Ilustración de una fila de interruptores modulares blancos con palancas oscuras sobre un riel DIN metálico"),
    draw: () => frame(lin("w", ["#2f4a5e", "#1a2a36"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><rect x="100" y="430" width="1400" height="40" fill="#b9c0c7"/>
      ${breakerRow(180, 220, 8, 140, 460, "#f7f7f5", "#30343a", "#cfd5db")}
      ${rep(8, (i) => `<rect x="${180 + i * 146 + 50}" y="250" width="40" height="22" rx="3" fill="${i < 2 ? "#2f6fd6" : "#3fbf5f"}"/>`)}`) },
  { brand: "voltline-brasil", name: "sockets", hero: false,
    title: t("Three-pin NBR 14136 sockets", "Prises à trois broches NBR 14136", "Contactos de tres clavijas NBR 14136"),
    description: t("Illustration of white Brazilian-standard three-pin sockets on a terracotta wall", "Illustration de prises brésiliennes blanches à trois broches sur un mur terre cuite", "Ilustración de contactos blancos de tres clavijas con estándar brasileño sobre una pared color terracota"),
    draw: () => frame(lin("w", ["#c8734f", "#9c5237"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/>${rep(3, (i) => nbrSocket(500 + i * 300, 450, 70))}
      <rect y="800" width="${W}" height="100" fill="#f2ede4"/>`) },
  { brand: "voltline-brasil", name: "lab", hero: true,
    title: t("Endurance test laboratory", "Laboratoire d'essais d'endurance", "Laboratorio de pruebas de resistencia"),
    description: t("Illustration of a test bench with an oscilloscope and a board of breakers under test", "Illustration d'un banc d'essai avec un oscilloscope et un tableau de disjoncteurs à l'essai", "Ilustración de un banco de pruebas con un osciloscopio y un tablero de interruptores en prueba"),
    draw: () => lab("#2d5a4a", "#ffd24a") },
  { brand: "voltline-brasil", name: "solar", hero: false,
    title: t("Rooftop solar installation", "Installation solaire sur toit", "Instalación solar en azotea"),
    description: t("Illustration of rows of photovoltaic panels on a flat roof under a bright sun", "Illustration de rangées de panneaux photovoltaïques sur un toit plat sous un soleil éclatant", "Ilustración de filas de paneles fotovoltaicos en una azotea bajo un sol brillante"),
    draw: () => frame(lin("sky", ["#3d8fd8", "#bfe1f7"]) + glow("sun", "#fff2b0"),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="1250" cy="170" r="240" fill="url(#sun)"/><circle cx="1250" cy="170" r="70" fill="#fff7d1"/>
      <rect y="560" width="${W}" height="340" fill="#b7b2a8"/>
      ${rep(3, (r) => rep(5, (c) => { const x = 180 + c * 250 - r * 40, y = 600 + r * 95; return `<path d="M${x} ${y + 80} L${x + 40} ${y} L${x + 260} ${y} L${x + 220} ${y + 80}Z" fill="#1d3b6e" stroke="#c9d3df" stroke-width="4"/>${rep(3, (k) => `<line x1="${x + 40 + (k + 1) * 55 - 10 * (k + 1) / 3}" y1="${y}" x2="${x + (k + 1) * 55}" y2="${y + 80}" stroke="#6f8fc2" stroke-width="2"/>`)}`; }))}`) },
  { brand: "voltline-brasil", name: "warehouse", hero: false,
    title: t("Distribution center in Cajamar", "Centre de distribution de Cajamar", "Centro de distribución en Cajamar"),
    description: t("Illustration of tall pallet racks stocked with boxes and a forklift in a warehouse aisle", "Illustration de hauts rayonnages à palettes remplis de boîtes et d'un chariot élévateur dans une allée d'entrepôt", "Ilustración de racks altos con cajas y un montacargas en un pasillo de almacén"),
    draw: () => { const r = rng(5); return frame(lin("w", ["#c9ccd1", "#8e949c"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><rect y="760" width="${W}" height="140" fill="#6d727a"/>
      ${rep(2, (s) => { const x0 = s ? 1000 : 60; return rep(4, (lv) => `<rect x="${x0}" y="${180 + lv * 150}" width="540" height="12" fill="#e0752d"/>${rep(4, (b) => `<rect x="${x0 + 20 + b * 130}" y="${100 + lv * 150 + r() * 20}" width="110" height="${80 - r() * 20}" fill="${r() > 0.5 ? "#c9a06a" : "#b58b55"}"/>`)}`) + `<rect x="${x0}" y="100" width="14" height="660" fill="#2f5fa8"/><rect x="${x0 + 526}" y="100" width="14" height="660" fill="#2f5fa8"/>`; })}
      <g transform="translate(700 560)"><rect width="180" height="130" rx="10" fill="#f2c200" filter="url(#sh)"/><rect x="40" y="-90" width="100" height="100" fill="none" stroke="#333" stroke-width="8"/><rect x="180" y="-160" width="14" height="290" fill="#333"/><rect x="194" y="100" width="90" height="10" fill="#333"/><circle cx="40" cy="140" r="30" fill="#1d1d22"/><circle cx="150" cy="140" r="30" fill="#1d1d22"/></g>`); } },

  { brand: "progress-lighting", name: "dining", hero: true,
    title: t("Dining room with a chandelier", "Salle à manger avec lustre", "Comedor con candil"),
    description: t("Illustration of a warm dining room with a glowing five-light chandelier above a wooden table and chairs", "Illustration d'une salle à manger chaleureuse avec un lustre à cinq lumières allumé au-dessus d'une table de bois et de chaises", "Ilustración de un comedor cálido con un candil de cinco luces encendido sobre una mesa de madera y sillas"),
    draw: () => frame(lin("w", ["#3f4b45", "#2a322e"]) + glow("warm", "#ffcf7a", 0.8) + glow("room", "#ffcf7a", 0.35),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><ellipse cx="800" cy="420" rx="700" ry="420" fill="url(#room)"/>
      <rect x="1120" y="160" width="280" height="380" fill="#1d2a3a"/><rect x="1120" y="160" width="280" height="380" fill="none" stroke="#e9e4d8" stroke-width="14"/><line x1="1260" y1="160" x2="1260" y2="540" stroke="#e9e4d8" stroke-width="8"/>
      <rect y="720" width="${W}" height="180" fill="#5b4030"/>
      <rect x="430" y="600" width="740" height="30" rx="6" fill="#7a5236"/><rect x="480" y="630" width="24" height="150" fill="#5e3e28"/><rect x="1096" y="630" width="24" height="150" fill="#5e3e28"/>
      ${rep(4, (i) => `<path d="M${470 + i * 200} 560 h90 v200 h-12 v-110 h-66 v110 h-12z" fill="#2b2420"/>`)}
      ${chandelier(800, 320, 1.1, "#1e1e1e", 5)}`) },
  { brand: "progress-lighting", name: "porch", hero: true,
    title: t("Front door framed by outdoor lanterns", "Porte d'entrée encadrée de lanternes extérieures", "Puerta de entrada enmarcada por faroles de exterior"),
    description: t("Illustration of a front door at dusk with two glowing black wall lanterns on a white-sided house", "Illustration d'une porte d'entrée à la brunante avec deux lanternes murales noires allumées sur une maison à parement blanc", "Ilustración de una puerta de entrada al atardecer con dos faroles negros encendidos en una casa de fachada blanca"),
    draw: () => frame(lin("w", ["#cfd3d6", "#9aa1a8"]) + glow("warm", "#ffc766", 0.95),
      `<rect width="${W}" height="${H}" fill="url(#w)"/>${rep(30, (i) => `<rect y="${i * 30}" width="${W}" height="3" fill="#8d949b" opacity="0.5"/>`)}
      <rect x="640" y="180" width="320" height="600" fill="#f1efe9"/><rect x="670" y="210" width="260" height="570" fill="#1f3a5a"/>
      <rect x="700" y="250" width="200" height="200" rx="4" fill="#2a4a70"/><rect x="700" y="480" width="200" height="270" rx="4" fill="#2a4a70"/><circle cx="900" cy="520" r="10" fill="#c9a24a"/>
      ${[470, 1130].map((x) => `<circle cx="${x}" cy="360" r="200" fill="url(#warm)"/><rect x="${x - 10}" y="250" width="20" height="40" fill="#111"/><path d="M${x - 50} 290 h100 l-15 160 h-70z" fill="#ffe2a0" stroke="#111" stroke-width="10"/><line x1="${x}" y1="290" x2="${x}" y2="450" stroke="#111" stroke-width="6"/><path d="M${x - 60} 290 l60 -40 l60 40z" fill="#111"/><rect x="${x - 40}" y="450" width="80" height="16" fill="#111"/>`).join("")}
      <rect x="560" y="780" width="480" height="40" fill="#b9b4aa"/><rect x="520" y="820" width="560" height="80" fill="#a39e94"/>
      <circle cx="400" cy="820" r="90" fill="#355e3b"/><circle cx="1200" cy="820" r="90" fill="#355e3b"/>`) },
  { brand: "progress-lighting", name: "chandelier", hero: false,
    title: t("Black iron chandelier", "Lustre en fer noir", "Candil de hierro negro"),
    description: t("Illustration of a matte black five-light chandelier with candle-style bulbs glowing against a dark ceiling", "Illustration d'un lustre noir mat à cinq lumières avec ampoules de style chandelle allumées sur un plafond sombre", "Ilustración de un candil negro mate de cinco luces con focos tipo vela encendidos contra un techo oscuro"),
    draw: () => frame(lin("w", ["#4a4038", "#241f1b"]) + glow("warm", "#ffcf7a", 0.9), `<rect width="${W}" height="${H}" fill="url(#w)"/>${chandelier(800, 400, 1.8, "#161616", 5)}`) },
  { brand: "progress-lighting", name: "pendants", hero: true,
    title: t("Pendants over a kitchen island", "Suspensions au-dessus d'un îlot de cuisine", "Lámparas colgantes sobre una isla de cocina"),
    description: t("Illustration of three brass dome pendants glowing above a kitchen island with white cabinets behind", "Illustration de trois suspensions en dôme de laiton allumées au-dessus d'un îlot de cuisine, avec des armoires blanches derrière", "Ilustración de tres lámparas colgantes de latón tipo domo encendidas sobre una isla de cocina con gabinetes blancos al fondo"),
    draw: () => frame(lin("w", ["#eae6de", "#cfc8bb"]) + glow("warm", "#ffd27a", 0.75) + lin("brass", ["#e3c27a", "#a57c32"], 1, 0),
      `<rect width="${W}" height="${H}" fill="url(#w)"/>
      ${rep(6, (i) => `<rect x="${60 + i * 250}" y="80" width="230" height="250" rx="4" fill="#f7f5f0" stroke="#d8d2c4" stroke-width="4"/><rect x="${160 + i * 250}" y="290" width="40" height="8" rx="4" fill="#a57c32"/>`)}
      <rect y="430" width="${W}" height="20" fill="#e8e2d6"/>${rep(6, (i) => `<rect x="${60 + i * 250}" y="470" width="230" height="250" rx="4" fill="#f7f5f0" stroke="#d8d2c4" stroke-width="4"/>`)}
      <rect x="260" y="610" width="1080" height="40" fill="#f4f2ee"/><rect x="290" y="650" width="1020" height="250" fill="#2f4858"/>
      ${rep(3, (i) => { const x = 500 + i * 300; return `<line x1="${x}" y1="0" x2="${x}" y2="300" stroke="#333" stroke-width="4"/><ellipse cx="${x}" cy="420" rx="150" ry="120" fill="url(#warm)"/><path d="M${x - 95} 380 Q${x} 240 ${x + 95} 380Z" fill="url(#brass)"/><ellipse cx="${x}" cy="380" rx="95" ry="14" fill="#fff1c8"/>`; })}`) },
  { brand: "progress-lighting", name: "sconces", hero: false,
    title: t("Bathroom vanity light", "Barre d'éclairage de salle de bain", "Lámpara de tocador para baño"),
    description: t("Illustration of a three-light brushed nickel vanity fixture with opal glass shades above a mirror and sink", "Illustration d'une barre d'éclairage à trois lumières en nickel brossé avec abat-jour en verre opale au-dessus d'un miroir et d'un lavabo", "Ilustración de una lámpara de tocador de tres luces en níquel cepillado con pantallas de cristal ópalo sobre un espejo y un lavabo"),
    draw: () => frame(lin("w", ["#dfe7ea", "#b9c6cc"]) + glow("warm", "#fff0c4", 0.9),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><rect x="520" y="250" width="560" height="420" rx="20" fill="#cfdde3" stroke="#9aa9b0" stroke-width="10"/>
      <rect x="480" y="150" width="640" height="16" rx="8" fill="#a7adb3"/>
      ${rep(3, (i) => { const x = 570 + i * 230; return `<circle cx="${x}" cy="200" r="120" fill="url(#warm)"/><path d="M${x - 40} 160 h80 l20 80 h-120z" fill="#fbf8f0" stroke="#c5c9cc" stroke-width="4"/>`; })}
      <rect x="380" y="700" width="840" height="40" fill="#f3f1ec"/><rect x="400" y="740" width="800" height="160" fill="#6b7f8a"/><ellipse cx="800" cy="712" rx="150" ry="20" fill="#e6e6e2"/>`) },
  { brand: "progress-lighting", name: "studio", hero: true,
    title: t("Design studio table", "Table du studio de design", "Mesa del estudio de diseño"),
    description: t("Illustration of a design table with chandelier sketches and brass, black, nickel and bronze finish samples", "Illustration d'une table de design avec des croquis de lustres et des échantillons de finis laiton, noir, nickel et bronze", "Ilustración de una mesa de diseño con bocetos de candiles y muestras de acabados latón, negro, níquel y bronce"),
    draw: () => frame(lin("w", ["#d8c7a8", "#b49a72"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/>${rep(12, (i) => `<rect y="${i * 80}" width="${W}" height="2" fill="#a88d66" opacity="0.6"/>`)}
      <g filter="url(#sh)"><rect x="260" y="140" width="560" height="640" fill="#fbfaf6" transform="rotate(-4 540 460)"/></g>
      <g transform="rotate(-4 540 460)" stroke="#4a4a4a" stroke-width="4" fill="none"><line x1="540" y1="180" x2="540" y2="300"/><ellipse cx="540" cy="330" rx="40" ry="14"/>${rep(5, (i) => `<path d="M540 330 Q${420 + i * 60} 420 ${360 + i * 90} 360"/><line x1="${360 + i * 90}" y1="360" x2="${360 + i * 90}" y2="320"/>`)}<line x1="320" y1="600" x2="760" y2="600"/><line x1="320" y1="640" x2="700" y2="640"/><line x1="320" y1="680" x2="620" y2="680"/></g>
      ${["#c9a14f", "#1c1c1c", "#b9bcc0", "#6b4a2e"].map((c, i) => `<g filter="url(#sh)"><rect x="${920 + (i % 2) * 220}" y="${200 + Math.floor(i / 2) * 240}" width="180" height="180" rx="16" fill="${c}"/></g>`).join("")}
      <rect x="880" y="700" width="420" height="14" rx="7" fill="#333" transform="rotate(12 1090 707)"/>`) },

  { brand: "homestyle", name: "livingroom", hero: true,
    title: t("Decorator switch in a living room", "Interrupteur décoratif dans un salon", "Apagador decorativo en una sala"),
    description: t("Illustration of a white decorator rocker switch on a sage-green living room wall beside a lamp, a sofa and a plant", "Illustration d'un interrupteur à bascule décoratif blanc sur un mur vert sauge de salon, près d'une lampe, d'un canapé et d'une plante", "Ilustración de un apagador decorativo blanco de balancín en una pared verde salvia de una sala, junto a una lámpara, un sillón y una planta"),
    draw: () => frame(lin("w", ["#a9b8a0", "#869a7e"]) + glow("warm", "#ffe2a6", 0.7),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><rect y="760" width="${W}" height="140" fill="#8a6a4a"/>
      <circle cx="360" cy="380" r="260" fill="url(#warm)"/><path d="M290 300 h140 l40 140 h-220z" fill="#f4ead6"/><rect x="352" y="440" width="16" height="250" fill="#3a3a3a"/><rect x="300" y="690" width="120" height="20" fill="#3a3a3a"/>
      <rect x="960" y="560" width="640" height="220" rx="40" fill="#d8cbb6"/><rect x="1000" y="500" width="600" height="120" rx="40" fill="#cbbda6"/>
      ${rocker(740, 440, 1.05, "#fbfbf9", "#eeeeea")}
      <path d="M1500 560 q-60 -180 0 -300 q60 120 0 300z" fill="#3f6b3f"/><rect x="1470" y="560" width="60" height="200" fill="#c7b299"/>`) },
  { brand: "homestyle", name: "workbench", hero: true,
    title: t("DIY wiring tools on a workbench", "Outils de câblage sur un établi", "Herramientas de alambrado en un banco de trabajo"),
    description: t("Illustration of a screwdriver, a non-contact voltage tester, wire connectors and a boxed switch on a wooden workbench", "Illustration d'un tournevis, d'un détecteur de tension sans contact, de connecteurs de fils et d'un interrupteur en boîte sur un établi de bois", "Ilustración de un desarmador, un detector de voltaje sin contacto, conectores para cable y un apagador en su caja sobre un banco de madera"),
    draw: () => frame(lin("w", ["#c79c66", "#9c7140"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/>${rep(9, (i) => `<rect y="${i * 100 + 40}" width="${W}" height="4" fill="#8a6034" opacity="0.5"/>`)}
      <g transform="rotate(-18 520 420)" filter="url(#sh)"><rect x="260" y="390" width="220" height="60" rx="28" fill="#e0752d"/><rect x="480" y="408" width="300" height="24" fill="#c2c7cc"/><path d="M780 408 l40 12 l-40 12z" fill="#c2c7cc"/></g>
      <g filter="url(#sh)"><rect x="880" y="160" width="90" height="330" rx="40" fill="#f2c200"/></g><rect x="900" y="180" width="50" height="60" rx="20" fill="#e04848"/>
      ${rep(5, (i) => `<path d="M${340 + i * 70} 700 l26 -70 l26 70z" fill="${["#f2c200", "#e0752d", "#2f6fd6", "#f2c200", "#e04848"][i]}" filter="url(#sh)"/>`)}
      <g filter="url(#sh)"><rect x="1040" y="420" width="360" height="380" rx="10" fill="#2f6f6a"/></g>${rocker(1220, 610, 0.9, "#fbfbf9", "#eeeeea")}`) },
  { brand: "homestyle", name: "switch", hero: false,
    title: t("Two-gang decorator switch plate", "Plaque d'interrupteurs décoratifs à deux postes", "Placa doble de apagadores decorativos"),
    description: t("Illustration of a matte black screwless wall plate holding two rocker switches on a light gray wall", "Illustration d'une plaque murale noire mate sans vis avec deux interrupteurs à bascule sur un mur gris pâle", "Ilustración de una placa negra mate sin tornillos con dos apagadores de balancín en una pared gris claro"),
    draw: () => frame(lin("w", ["#e4e4e1", "#c6c6c1"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><g filter="url(#sh)"><rect x="560" y="170" width="480" height="560" rx="24" fill="#202225"/></g>
      ${[690, 910].map((x) => `<rect x="${x - 80}" y="240" width="160" height="420" rx="10" fill="#2c2f33"/><rect x="${x - 72}" y="248" width="144" height="200" rx="8" fill="#35393e"/><rect x="${x - 72}" y="452" width="144" height="200" rx="8" fill="#26292d"/>`).join("")}`) },
  { brand: "homestyle", name: "usb", hero: false,
    title: t("Outlet with USB-C port", "Prise avec port USB-C", "Contacto con puerto USB-C"),
    description: t("Illustration of a white duplex outlet with a USB-C port and a charging cable plugged in, above a kitchen counter", "Illustration d'une prise double blanche avec port USB-C et câble de recharge branché, au-dessus d'un comptoir de cuisine", "Ilustración de un contacto dúplex blanco con puerto USB-C y un cable de carga conectado, sobre una barra de cocina"),
    draw: () => frame(lin("w", ["#f1ede4", "#d9d2c4"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/>${rep(16, (i) => rep(6, (j) => `<rect x="${i * 100 + (j % 2) * 50}" y="${j * 60}" width="96" height="56" fill="#f7f4ee" stroke="#ddd6c8" stroke-width="2"/>`))}
      <rect y="370" width="${W}" height="30" fill="#4b4f55"/><rect y="400" width="${W}" height="500" fill="#6a4e36"/>
      ${plate(800, 180, 0.95, "#fbfbf9", "#eeebe3")}${receptacle(800, 120, 0.95, "#fbfbf9", "#2a2a2a")}${receptacle(800, 215, 0.95, "#fbfbf9", "#2a2a2a")}
      <rect x="838" y="150" width="18" height="8" rx="4" fill="#2a2a2a"/><path d="M847 158 C 860 260 980 300 1050 330" fill="none" stroke="#f5f5f5" stroke-width="10"/>
      <g filter="url(#sh)"><rect x="1000" y="300" width="120" height="220" rx="20" fill="#1e1f22"/></g><rect x="1010" y="312" width="100" height="190" rx="12" fill="#3a6fd8"/>`) },
  { brand: "homestyle", name: "dimmer", hero: false,
    title: t("Smart dimmer and phone app", "Gradateur intelligent et application mobile", "Dimmer inteligente y app en el celular"),
    description: t("Illustration of a white smart dimmer with a vertical LED level indicator beside a phone showing a brightness slider", "Illustration d'un gradateur intelligent blanc avec indicateur de niveau DEL vertical, à côté d'un téléphone affichant un curseur de luminosité", "Ilustración de un dimmer inteligente blanco con indicador LED vertical junto a un celular que muestra un control de brillo"),
    draw: () => frame(lin("w", ["#4d5d6e", "#2c3540"]) + glow("warm", "#ffd98a", 0.5),
      `<rect width="${W}" height="${H}" fill="url(#w)"/><circle cx="640" cy="450" r="380" fill="url(#warm)"/>
      ${plate(640, 450, 1.5, "#fbfbf9", "#eceae4")}<rect x="570" y="310" width="120" height="280" rx="10" fill="#fbfbf9"/>
      ${rep(7, (i) => `<circle cx="710" cy="${330 + i * 38}" r="7" fill="${i >= 2 ? "#4be08a" : "#c9cfc9"}"/>`)}
      <g filter="url(#sh)"><rect x="950" y="230" width="240" height="460" rx="36" fill="#111317"/></g><rect x="966" y="260" width="208" height="400" rx="22" fill="#f4f6f8"/>
      <rect x="1050" y="310" width="40" height="300" rx="20" fill="#dde2e8"/><rect x="1050" y="400" width="40" height="210" rx="20" fill="#f2b233"/><circle cx="1070" cy="400" r="28" fill="#ffffff" stroke="#c9ced6" stroke-width="4"/>`) },
  { brand: "homestyle", name: "gfci", hero: false,
    title: t("GFCI outlet in a garage", "Prise DDFT dans un garage", "Contacto GFCI en una cochera"),
    description: t("Illustration of a white ground-fault outlet with test and reset buttons on a garage pegboard wall with tools", "Illustration d'une prise blanche à disjoncteur de fuite à la terre avec boutons d'essai et de réarmement sur un panneau perforé de garage avec outils", "Ilustración de un contacto blanco con protección contra fallas a tierra y botones de prueba y restablecer en un tablero perforado de cochera con herramientas"),
    draw: () => frame(lin("w", ["#b7a27f", "#927d5b"]),
      `<rect width="${W}" height="${H}" fill="url(#w)"/>${rep(32, (i) => rep(18, (j) => `<circle cx="${25 + i * 50}" cy="${25 + j * 50}" r="5" fill="#6e5c40"/>`))}
      <g transform="rotate(30 350 300)"><rect x="250" y="280" width="260" height="36" rx="10" fill="#c2c7cc"/><rect x="200" y="270" width="80" height="56" rx="12" fill="#e04848"/></g>
      <path d="M1200 200 h40 v260 a60 60 0 1 1 -40 0z" fill="#c2c7cc"/>
      ${plate(800, 470, 1.2, "#fbfbf9", "#eeebe3")}${receptacle(800, 370, 1.15, "#fbfbf9", "#2a2a2a")}${receptacle(800, 570, 1.15, "#fbfbf9", "#2a2a2a")}
      <rect x="730" y="448" width="60" height="42" rx="6" fill="#dad6cc"/><rect x="810" y="448" width="60" height="42" rx="6" fill="#dad6cc"/><circle cx="800" cy="469" r="6" fill="#3fbf5f"/>`) },
];

async function main(): Promise<void> {
  const outDir = join(process.cwd(), "public", "content", "brand-pages");
  mkdirSync(outDir, { recursive: true });
  const assets = [];
  for (const s of scenes) {
    const [w, h] = s.hero ? [1600, 900] : [800, 600];
    const file = `${s.brand}-${s.name}.jpg`;
    await sharp(Buffer.from(s.draw())).resize(w, h, { fit: "cover" }).jpeg({ quality: 78, mozjpeg: true }).toFile(join(outDir, file));
    assets.push({ id: `asset-${s.brand}-${s.name}`, file: `brand-pages/${file}`, title: s.title, description: s.description });
  }
  writeFileSync(join(process.cwd(), "content", "assets", "brand-pages.json"), JSON.stringify(assets, null, 2) + "\n");
  console.log(`${assets.length} brand page images written to ${outDir}`);
}

void main();
