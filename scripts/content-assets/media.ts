// Renders the committed media of news posts and videos (W1, V1-V3): news JPEGs, video MP4s, thumbnails,
// WebVTT captions and content/assets/media.json, all from the entries in content/entries/{news,videos}.
// Run once: npx tsx scripts/content-assets/media.ts  (needs Debian's ffmpeg; never used at runtime)
// Files that already exist are kept as they are (committed media stay byte-identical); --force renders everything.
// The narration of videos added later lives in narration.json beside this script.
// Frames and thumbnails carry no words but the brand's name (issue 18): the same picture serves every language, and the
// page around it names the video in the visitor's. Each file is as long as its entry's durationSeconds, and its captions
// end within it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

type Locale = "en" | "fr-ca" | "es-mx";
type Localized = Record<Locale, string>;
const LOCALES: Locale[] = ["en", "fr-ca", "es-mx"];

interface Entry {
  id: string;
  fields: Record<string, unknown> & { title: Localized; brand: { link: string } };
}
interface AssetRecord {
  id: string;
  file: string;
  title: Localized;
  description: Localized;
}

const ROOT = process.cwd();
const PUBLIC = join(ROOT, "public", "content");
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

// Illustration colours per brand: background and accent (the site's own tokens live in the brand entries).
const PALETTE: Record<string, { bg: string; deep: string; accent: string; name: string }> = {
  voltline: { bg: "#0a4d8c", deep: "#062c52", accent: "#f2b705", name: "Voltline" },
  "voltline-canada": { bg: "#a3142d", deep: "#5c0a19", accent: "#ffc845", name: "Voltline Canada" },
  "voltline-mexico": { bg: "#0b6b4f", deep: "#053a2b", accent: "#f2c14e", name: "Voltline México" },
  "voltline-brasil": { bg: "#0e7a3e", deep: "#064221", accent: "#f7d117", name: "Voltline Brasil" },
  "progress-lighting": { bg: "#4b3869", deep: "#271c38", accent: "#e8c07d", name: "Progress Lighting" },
  homestyle: { bg: "#9c4a22", deep: "#52250f", accent: "#f3e3c3", name: "Homestyle" },
};

function readEntries(area: "news" | "videos"): Entry[] {
  const dir = join(ROOT, "content", "entries", area);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Entry[]);
}

const brandOf = (entry: Entry) => entry.fields.brand.link.replace(/^brand-/, "");
const paletteOf = (entry: Entry) => PALETTE[brandOf(entry)] ?? PALETTE.voltline!;

// ---------- News illustrations ----------

type Motif = "ev" | "code" | "plant" | "leaf" | "event" | "badge" | "partners" | "training" | "receptacle" | "breaker" | "smart" | "lighting";

// First English tag that has a picture decides the illustration.
const MOTIF_BY_TAG: Record<string, Motif> = {
  "EV charging": "ev",
  "Codes and standards": "code",
  Manufacturing: "plant",
  Sustainability: "leaf",
  Events: "event",
  Certification: "badge",
  Partnerships: "partners",
  Training: "training",
  "Wiring devices": "receptacle",
  "Circuit protection": "breaker",
  "Smart home": "smart",
  Lighting: "lighting",
};

const MOTIF_ALT: Record<Motif, Localized> = {
  ev: {
    en: "Illustration of a wall-mounted electric vehicle charger with its cable plugged into a car",
    "fr-ca": "Illustration d'une borne de recharge murale dont le câble est branché à une voiture électrique",
    "es-mx": "Ilustración de un cargador de pared para vehículos eléctricos con el cable conectado a un auto",
  },
  code: {
    en: "Illustration of a code book page with a checklist of requirements",
    "fr-ca": "Illustration d'une page de code avec une liste de vérification des exigences",
    "es-mx": "Ilustración de una página de norma con una lista de verificación de requisitos",
  },
  plant: {
    en: "Illustration of a manufacturing plant with a sawtooth roof and lit windows",
    "fr-ca": "Illustration d'une usine au toit en dents de scie aux fenêtres éclairées",
    "es-mx": "Ilustración de una planta de manufactura con techo de dientes de sierra y ventanas iluminadas",
  },
  leaf: {
    en: "Illustration of a leaf beside a solar panel under the sun",
    "fr-ca": "Illustration d'une feuille à côté d'un panneau solaire sous le soleil",
    "es-mx": "Ilustración de una hoja junto a un panel solar bajo el sol",
  },
  event: {
    en: "Illustration of a trade show booth with a banner and spotlights",
    "fr-ca": "Illustration d'un kiosque de salon professionnel avec bannière et projecteurs",
    "es-mx": "Ilustración de un stand de exposición con una manta y reflectores",
  },
  badge: {
    en: "Illustration of a certification seal with a check mark and ribbons",
    "fr-ca": "Illustration d'un sceau de certification avec un crochet et des rubans",
    "es-mx": "Ilustración de un sello de certificación con una palomita y listones",
  },
  partners: {
    en: "Illustration of two interlocking rings joined by arrows, a symbol of partnership",
    "fr-ca": "Illustration de deux anneaux entrelacés reliés par des flèches, symbole de partenariat",
    "es-mx": "Ilustración de dos anillos entrelazados unidos por flechas, símbolo de alianza",
  },
  training: {
    en: "Illustration of a presentation screen on an easel showing a bar chart",
    "fr-ca": "Illustration d'un écran de présentation sur chevalet affichant un graphique à barres",
    "es-mx": "Ilustración de una pantalla de presentación en un caballete con una gráfica de barras",
  },
  receptacle: {
    en: "Illustration of a duplex wall receptacle on a plain wall",
    "fr-ca": "Illustration d'une prise murale double sur un mur uni",
    "es-mx": "Ilustración de un contacto dúplex en una pared lisa",
  },
  breaker: {
    en: "Illustration of an open load center with two rows of circuit breakers",
    "fr-ca": "Illustration d'un panneau de distribution ouvert avec deux rangées de disjoncteurs",
    "es-mx": "Ilustración de un centro de carga abierto con dos hileras de interruptores",
  },
  smart: {
    en: "Illustration of a smart dimmer switch sending a wireless signal",
    "fr-ca": "Illustration d'un gradateur intelligent qui émet un signal sans fil",
    "es-mx": "Ilustración de un atenuador inteligente que envía una señal inalámbrica",
  },
  lighting: {
    en: "Illustration of a pendant light casting a warm cone of light",
    "fr-ca": "Illustration d'une suspension qui projette un cône de lumière chaude",
    "es-mx": "Ilustración de una lámpara colgante que proyecta un cono de luz cálida",
  },
};

function motifOf(post: Entry): Motif {
  const tags = (post.fields.tags as Record<Locale, string[]> | undefined)?.en ?? [];
  for (const tag of tags) {
    const motif = MOTIF_BY_TAG[tag];
    if (motif) return motif;
  }
  return "receptacle";
}

/** Motif drawing centred on (0,0), about 420 px wide, in white and the accent colour. */
function motifSvg(motif: Motif, accent: string): string {
  const w = "#ffffff";
  switch (motif) {
    case "ev":
      return `<rect x="-230" y="-170" width="120" height="190" rx="18" fill="${w}"/><rect x="-210" y="-145" width="80" height="50" rx="6" fill="${accent}"/>
        <circle cx="-170" cy="-40" r="16" fill="none" stroke="${accent}" stroke-width="6"/>
        <path d="M-170 20 C -170 120, -40 120, -10 60" fill="none" stroke="${w}" stroke-width="12" stroke-linecap="round"/>
        <path d="M-40 60 L -10 10 Q 20 -40 90 -40 L 170 -40 Q 220 -40 240 10 L 260 60 Q 270 100 240 100 L -20 100 Q -50 100 -40 60 Z" fill="${w}"/>
        <rect x="20" y="-20" width="70" height="35" rx="6" fill="${accent}" opacity="0.8"/><rect x="105" y="-20" width="80" height="35" rx="6" fill="${accent}" opacity="0.8"/>
        <circle cx="30" cy="105" r="32" fill="#1d1d1d" stroke="${w}" stroke-width="8"/><circle cx="200" cy="105" r="32" fill="#1d1d1d" stroke="${w}" stroke-width="8"/>`;
    case "code":
      return `<path d="M-150 -210 H 100 L 160 -150 V 210 H -150 Z" fill="${w}"/><path d="M100 -210 V -150 H 160" fill="${accent}"/>
        ${[-120, -40, 40, 120].map((y) => `<path d="M-115 ${y} l 18 18 l 32 -38" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><rect x="-50" y="${y - 8}" width="170" height="14" rx="7" fill="#c9d3de"/>`).join("")}`;
    case "plant":
      return `<path d="M-260 160 V -20 L -180 -80 V -20 L -100 -80 V -20 L -20 -80 V -20 L 60 -80 V -20 L 140 -80 V 160 Z" fill="${w}"/>
        <rect x="170" y="-200" width="50" height="360" fill="${w}"/><rect x="170" y="-200" width="50" height="24" fill="${accent}"/>
        ${[-230, -150, -70, 10, 90].map((x) => `<rect x="${x}" y="20" width="46" height="46" rx="4" fill="${accent}"/><rect x="${x}" y="90" width="46" height="46" rx="4" fill="${accent}" opacity="0.7"/>`).join("")}
        <path d="M195 -220 q 30 -40 80 -40 q 40 0 60 -30" fill="none" stroke="${w}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`;
    case "leaf":
      return `<circle cx="150" cy="-150" r="60" fill="${accent}"/>
        <path d="M-220 150 C -260 0, -150 -160, 60 -170 C 50 20, -60 150, -220 150 Z" fill="${w}"/><path d="M-210 140 C -120 40, -40 -40, 40 -150" fill="none" stroke="${accent}" stroke-width="8"/>
        <g transform="translate(40 20) skewX(-12)"><rect width="240" height="150" rx="8" fill="${w}"/>${[0, 1, 2].map((c) => [0, 1].map((r) => `<rect x="${12 + c * 76}" y="${12 + r * 68}" width="66" height="58" rx="3" fill="#1f3b57"/>`).join("")).join("")}</g>`;
    case "event":
      return `<rect x="-220" y="-190" width="12" height="330" fill="${w}"/><rect x="208" y="-190" width="12" height="330" fill="${w}"/>
        <rect x="-220" y="-200" width="440" height="110" rx="8" fill="${w}"/><rect x="-190" y="-170" width="200" height="20" rx="10" fill="${accent}"/><rect x="-190" y="-135" width="300" height="14" rx="7" fill="#c9d3de"/>
        <rect x="-160" y="40" width="320" height="110" rx="10" fill="${w}"/><rect x="-160" y="40" width="320" height="22" rx="10" fill="${accent}"/>
        <path d="M-120 -80 L -200 40 H -40 Z" fill="${accent}" opacity="0.25"/><path d="M120 -80 L 40 40 H 200 Z" fill="${accent}" opacity="0.25"/>`;
    case "badge":
      return `<path d="M-70 90 L -120 240 L -60 210 L -30 260 L 10 110 Z" fill="${accent}"/><path d="M70 90 L 120 240 L 60 210 L 30 260 L -10 110 Z" fill="${accent}"/>
        <circle r="170" fill="${w}"/><circle r="135" fill="none" stroke="${accent}" stroke-width="10"/>
        <path d="M-60 0 L -15 45 L 70 -50" fill="none" stroke="${accent}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`;
    case "partners":
      return `<circle cx="-80" r="130" fill="none" stroke="${w}" stroke-width="34"/><circle cx="80" r="130" fill="none" stroke="${accent}" stroke-width="34"/>
        <path d="M-80 -130 A130 130 0 0 1 20 -83" fill="none" stroke="${w}" stroke-width="34"/>
        <path d="M-260 210 H 250 M 220 185 L 250 210 L 220 235" fill="none" stroke="${w}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>`;
    case "training":
      return `<path d="M-60 150 L -120 260 M 60 150 L 120 260 M 0 150 V 260" stroke="${w}" stroke-width="12" stroke-linecap="round"/>
        <rect x="-240" y="-200" width="480" height="350" rx="14" fill="${w}"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="${-170 + i * 90}" y="${90 - (i + 1) * 55}" width="56" height="${(i + 1) * 55}" rx="4" fill="${i === 3 ? accent : "#5f7d9b"}"/>`).join("")}
        <rect x="-180" y="100" width="360" height="8" rx="4" fill="#1f3b57"/>`;
    case "receptacle":
      return `<rect x="-130" y="-220" width="260" height="440" rx="22" fill="${w}"/>
        ${[-95, 95].map((y) => `<rect x="-78" y="${y - 62}" width="156" height="124" rx="48" fill="#ece8df"/><rect x="-40" y="${y - 32}" width="12" height="40" rx="3" fill="#2a2a2a"/><rect x="28" y="${y - 32}" width="12" height="34" rx="3" fill="#2a2a2a"/><path d="M-14 ${y + 38} a14 14 0 0 1 28 0 v14 h-28z" fill="#2a2a2a"/>`).join("")}
        <circle r="10" fill="${accent}"/>`;
    case "breaker":
      return `<rect x="-190" y="-230" width="380" height="460" rx="16" fill="${w}"/><rect x="-160" y="-200" width="320" height="400" rx="8" fill="#dfe5ec"/>
        <rect x="-12" y="-190" width="24" height="380" fill="#b9c3cf"/>
        ${[0, 1, 2, 3, 4, 5].map((r) => [-1, 1].map((s) => `<rect x="${s < 0 ? -140 : 22}" y="${-180 + r * 62}" width="118" height="48" rx="6" fill="#27323d"/><rect x="${s < 0 ? -95 : 67}" y="${-168 + r * 62}" width="28" height="24" rx="4" fill="${r === 2 && s > 0 ? accent : w}"/>`).join("")).join("")}`;
    case "smart":
      return `<rect x="-250" y="-190" width="220" height="380" rx="20" fill="${w}"/><rect x="-200" y="-140" width="120" height="280" rx="14" fill="#ece8df"/>
        <rect x="-150" y="-110" width="20" height="60" rx="10" fill="${accent}"/>
        ${[70, 140, 210].map((r, i) => `<path d="M ${40 + 0} ${-r * 0.7} A ${r} ${r} 0 0 1 ${40} ${r * 0.7}" transform="translate(${i * 10} 0)" fill="none" stroke="${i === 0 ? accent : w}" stroke-width="18" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`).join("")}`;
    case "lighting":
      return `<line x1="0" y1="-330" x2="0" y2="-120" stroke="${w}" stroke-width="6"/>
        <path d="M-200 260 L -60 -40 H 60 L 200 260 Z" fill="${accent}" opacity="0.28"/>
        <path d="M-110 -40 Q 0 -170 110 -40 Z" fill="${w}"/><circle cy="-30" r="30" fill="${accent}"/>`;
  }
}

function newsSvg(post: Entry): string {
  const p = paletteOf(post);
  // A per-post seed shifts the circuit traces so posts sharing a motif still look distinct.
  const seed = [...post.id].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const traces = [120, 220, 320, 420, 520]
    .map((y, i) => {
      const bend = ((seed >> i) & 1 ? 1 : -1) * 40;
      const x = 120 + ((seed >> (i * 3)) % 7) * 45;
      return `<path d="M0 ${y} H ${x} l 40 ${bend} H 560" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.35"/><circle cx="560" cy="${y + bend}" r="9" fill="${p.accent}" opacity="0.6"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<radialGradient id="glow" cx="0.68" cy="0.5" r="0.45"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="675" fill="url(#bg)"/><rect width="1200" height="675" fill="url(#glow)"/>${traces}
<g transform="translate(820 350)">${motifSvg(motifOf(post), p.accent)}</g></svg>`;
}

/** A video's picture: the news illustration's gradient and the motif of its first tag, at 640 x 360, without words. */
function videoSvg(video: Entry): string {
  return newsSvg(video).replace('width="1200" height="675"', 'width="640" height="360"');
}

// ---------- Videos ----------

type Narration = Record<Locale, string[]>;

// What each video says; cues are spread evenly over the clip (the webinar has its own timed transcript).
const BUILT_IN_NARRATION: Record<string, Narration> = {
  "video-voltline-gfci-install": {
    en: ["Turn off the breaker and confirm the outlet is dead with a voltage tester.", "Connect the incoming supply to the LINE terminals: hot to brass, neutral to silver.", "Downstream outlets go on the LOAD terminals, and ground goes to the green screw.", "Restore power, press TEST, then RESET. The green light means you are protected."],
    "fr-ca": ["Coupez le disjoncteur et vérifiez l'absence de tension avec un vérificateur.", "Raccordez l'alimentation aux bornes LIGNE : la phase au laiton, le neutre à l'argent.", "Les prises en aval vont aux bornes CHARGE, et la terre à la vis verte.", "Remettez le courant, appuyez sur ESSAI, puis sur RÉARMER. Le voyant vert confirme la protection."],
    "es-mx": ["Baje el interruptor y confirme con un probador de voltaje que el contacto no tiene corriente.", "Conecte la alimentación a las terminales LÍNEA: la fase al latón y el neutro a la plateada.", "Los contactos siguientes van en las terminales CARGA, y la tierra en el tornillo verde.", "Restablezca la energía, presione PRUEBA y luego RESTABLECER. La luz verde indica que está protegido."],
  },
  "video-voltline-chargeline-48-install": {
    en: ["Fix the mounting plate to two studs, about 1.2 metres above the garage floor.", "Land the 60 ampere circuit on L1, L2 and ground inside the wiring compartment.", "Clamp the current transformer around one service conductor in the main panel.", "In the app, enter the service rating. The charger now shares power with the house."],
    "fr-ca": ["Fixez la plaque de montage sur deux montants, à environ 1,2 mètre du plancher du garage.", "Raccordez le circuit de 60 ampères à L1, L2 et à la terre dans le compartiment de câblage.", "Posez le transformateur de courant autour d'un conducteur d'alimentation dans le panneau principal.", "Dans l'application, entrez la valeur de l'entrée. La borne partage maintenant la puissance avec la maison."],
    "es-mx": ["Fije la placa de montaje en dos postes, a unos 1.2 metros del piso de la cochera.", "Conecte el circuito de 60 amperes a L1, L2 y tierra dentro del compartimento de cableado.", "Coloque el transformador de corriente alrededor de un conductor de la acometida en el tablero principal.", "En la app, indique la capacidad de la acometida. El cargador ya comparte la potencia con la casa."],
  },
  "video-voltline-smart-dimmer-pairing": {
    en: ["Open the Voltline Home app and tap Add device.", "Hold the top of the paddle until the light bar blinks blue.", "To calibrate, hold top and bottom for five seconds and let the dimmer find its lowest level."],
    "fr-ca": ["Ouvrez l'application Voltline Home et touchez Ajouter un appareil.", "Maintenez le haut de la palette jusqu'à ce que la barre lumineuse clignote en bleu.", "Pour l'étalonnage, maintenez le haut et le bas cinq secondes : le gradateur trouve son niveau minimal."],
    "es-mx": ["Abra la app Voltline Home y toque Agregar dispositivo.", "Mantenga presionada la parte superior de la tecla hasta que la barra de luz parpadee en azul.", "Para calibrar, mantenga arriba y abajo cinco segundos y deje que el atenuador encuentre su nivel mínimo."],
  },
  "video-voltline-whole-home-surge": {
    en: ["Most surges start inside the home, when motors and compressors switch off.", "Since 2020, the NEC requires a surge protective device at every dwelling service.", "Our Type 1 SPD plugs into any two-pole space. Green lights mean you are protected."],
    "fr-ca": ["La plupart des surtensions naissent dans la maison, quand moteurs et compresseurs s'arrêtent.", "Depuis 2020, le NEC exige un parafoudre à l'entrée électrique de chaque logement.", "Notre parafoudre de type 1 s'enfiche dans tout espace bipolaire. Voyants verts : vous êtes protégé."],
    "es-mx": ["La mayoría de las sobretensiones se originan dentro de la casa, cuando se apagan motores y compresores.", "Desde 2020, el NEC exige un supresor de picos en la acometida de cada vivienda.", "Nuestro supresor tipo 1 se enchufa en cualquier espacio bipolar. Luces verdes: está protegido."],
  },
  "video-voltline-greenville-plant-tour": {
    en: ["Welcome to the new assembly hall at our Greenville, South Carolina plant.", "Two automated lines build arc-fault and dual-function breakers around the clock.", "In the calibration lab, every trip unit is tested before it is packed.", "Solar panels on this roof supply a third of the electricity we use."],
    "fr-ca": ["Bienvenue dans le nouveau hall d'assemblage de notre usine de Greenville, en Caroline du Sud.", "Deux lignes automatisées fabriquent jour et nuit des disjoncteurs anti-arc et bifonctions.", "Au laboratoire d'étalonnage, chaque déclencheur est vérifié avant l'emballage.", "Les panneaux solaires sur ce toit fournissent le tiers de l'électricité que nous consommons."],
    "es-mx": ["Bienvenidos a la nueva nave de ensamble de nuestra planta en Greenville, Carolina del Sur.", "Dos líneas automatizadas fabrican día y noche interruptores contra fallas de arco y de doble función.", "En el laboratorio de calibración se prueba cada unidad de disparo antes de empacarla.", "Los paneles solares de este techo aportan un tercio de la electricidad que usamos."],
  },
  "video-voltline-canada-tamper-resistant": {
    en: ["A tamper-resistant receptacle hides its contacts behind two spring shutters.", "The shutters open only when both prongs push at the same time.", "The Canadian Electrical Code requires them in dwelling units. Look for the TR marking."],
    "fr-ca": ["Une prise inviolable cache ses contacts derrière deux obturateurs à ressort.", "Les obturateurs ne s'ouvrent que si les deux lames poussent en même temps.", "Le Code canadien de l'électricité les exige dans les logements. Repérez l'inscription TR."],
    "es-mx": ["Un contacto a prueba de manipulación oculta sus terminales detrás de dos obturadores con resorte.", "Los obturadores solo se abren cuando las dos patas empujan al mismo tiempo.", "El Código Eléctrico Canadiense los exige en viviendas. Busque la marca TR."],
  },
  "video-voltline-canada-cold-weather-ev": {
    en: ["At minus thirty, a battery accepts less power until it warms up.", "Schedule charging to finish just before you leave, so the battery is warm and full.", "Hang the cable on its holster: our cold-weather cable stays flexible down to minus forty.", "And charge overnight, when electricity rates are lower in most provinces."],
    "fr-ca": ["À moins trente, une batterie accepte moins de puissance tant qu'elle n'est pas réchauffée.", "Programmez la recharge pour qu'elle se termine juste avant le départ : batterie chaude et pleine.", "Rangez le câble sur son support : notre câble grand froid reste souple jusqu'à moins quarante.", "Et rechargez la nuit, quand les tarifs sont plus bas dans la plupart des provinces."],
    "es-mx": ["A treinta grados bajo cero, una batería acepta menos potencia hasta que se calienta.", "Programe la carga para que termine justo antes de salir: batería tibia y llena.", "Cuelgue el cable en su soporte: nuestro cable para frío se mantiene flexible hasta cuarenta bajo cero.", "Y cargue de noche, cuando la tarifa es más baja en la mayoría de las provincias."],
  },
  "video-voltline-mexico-grounding-basics": {
    en: ["The grounding electrode connects the installation to the earth.", "The equipment grounding conductor, bare or green, bonds every metal box and enclosure.", "Neutral and ground are joined only once, at the service disconnect.", "In every subpanel after that, keep neutral and ground on separate bars."],
    "fr-ca": ["L'électrode de mise à la terre relie l'installation au sol.", "Le conducteur de mise à la terre de l'équipement, nu ou vert, relie chaque boîte et boîtier métallique.", "Le neutre et la terre ne sont reliés qu'une seule fois, au sectionneur principal.", "Dans chaque sous-panneau ensuite, gardez le neutre et la terre sur des barres séparées."],
    "es-mx": ["El electrodo de puesta a tierra conecta la instalación con la tierra.", "El conductor de puesta a tierra de equipos, desnudo o verde, une cada caja y gabinete metálico.", "El neutro y la tierra se unen una sola vez, en el medio de desconexión principal.", "En cada tablero secundario después de ese punto, mantenga neutro y tierra en barras separadas."],
  },
  "video-voltline-mexico-load-center-install": {
    en: ["Mount the load center level, with the main breaker at a comfortable height.", "Bring the service conductors to the main lugs and tighten them to the marked torque.", "Neutral conductors go to the neutral bar, grounding conductors to the ground bar.", "Snap in each thermomagnetic breaker and label every circuit on the door."],
    "fr-ca": ["Fixez le panneau de niveau, avec le disjoncteur principal à une hauteur commode.", "Amenez les conducteurs d'alimentation aux bornes principales et serrez-les au couple indiqué.", "Les neutres vont à la barre de neutre, les conducteurs de mise à la terre à la barre de terre.", "Enclenchez chaque disjoncteur magnétothermique et identifiez chaque circuit sur la porte."],
    "es-mx": ["Monte el centro de carga nivelado, con el interruptor principal a una altura cómoda.", "Lleve los conductores de la acometida a las zapatas principales y apriételos al par indicado.", "Los neutros van a la barra de neutro y los conductores de tierra a la barra de tierra.", "Inserte cada interruptor termomagnético y rotule cada circuito en la puerta."],
  },
  "video-voltline-brasil-dr-testing": {
    en: ["Once a month, press the T button on the DR device.", "It must trip at once. Switch it back on, and you are done."],
    "fr-ca": ["Une fois par mois, appuyez sur le bouton T du dispositif DR.", "Il doit se déclencher aussitôt. Réenclenchez-le, et c'est terminé."],
    "es-mx": ["Una vez al mes, presione el botón T del dispositivo DR.", "Debe dispararse de inmediato. Vuelva a subirlo y listo."],
  },
  "video-progress-lighting-led-retrofit": {
    en: ["Switch off the circuit and remove the old trim and bulb.", "Screw the adapter into the socket and plug it into the LED downlight.", "Choose the colour temperature on the side switch, then push the downlight into the can."],
    "fr-ca": ["Coupez le circuit, puis retirez l'ancienne garniture et l'ampoule.", "Vissez l'adaptateur dans la douille et branchez-le à l'encastré DEL.", "Choisissez la température de couleur avec le sélecteur latéral, puis poussez l'encastré dans le boîtier."],
    "es-mx": ["Apague el circuito y retire el aro y el foco viejos.", "Enrosque el adaptador en el portalámparas y conéctelo al downlight LED.", "Elija la temperatura de color con el selector lateral y empuje el downlight dentro de la carcasa."],
  },
  "video-homestyle-usb-c-swap": {
    en: ["Turn off the breaker and check the outlet with a non-contact voltage tester.", "Take a photo of the wiring, then move each wire to the same spot on the new receptacle.", "Fold the wires back, fasten the receptacle and snap on the screwless plate.", "Plug in your phone: the USB-C port delivers up to 30 watts."],
    "fr-ca": ["Coupez le disjoncteur et vérifiez la prise avec un détecteur de tension sans contact.", "Photographiez le câblage, puis transférez chaque fil au même endroit sur la nouvelle prise.", "Repliez les fils, fixez la prise et enclenchez la plaque sans vis.", "Branchez votre téléphone : le port USB-C fournit jusqu'à 30 watts."],
    "es-mx": ["Baje el interruptor y revise el contacto con un detector de voltaje sin contacto.", "Tome una foto del cableado y pase cada cable al mismo lugar en el nuevo contacto.", "Acomode los cables, fije el contacto y coloque la placa sin tornillos a presión.", "Conecte su celular: el puerto USB-C entrega hasta 30 watts."],
  },
};

const NARRATION: Record<string, Narration> = {
  ...BUILT_IN_NARRATION,
  ...(JSON.parse(readFileSync(join(ROOT, "scripts", "content-assets", "narration.json"), "utf8")) as Record<string, Narration>),
};

const FORCE = process.argv.includes("--force");
const missing = (file: string) => FORCE || !existsSync(file);

// The recorded webinar is the full 65-minute session: a still picture and silence at one frame a second (a few hundred
// kilobytes), so its timed transcript seeks within the file.
const WEBINAR_ID = "video-voltline-nec-2026-webinar";
const WEBINAR_CUES: { at: string; speaker: string; text: Localized }[] = [
  { at: "00:00:05.000", speaker: "Elena Brooks", text: { en: "Good afternoon, and welcome to Voltline Academy.\nToday: what the 2026 NEC changes for residential work.", "fr-ca": "Bonjour et bienvenue à la Voltline Academy.\nAujourd'hui : ce que le NEC 2026 change pour le résidentiel.", "es-mx": "Buenas tardes y bienvenidos a Voltline Academy.\nHoy: qué cambia el NEC 2026 para el trabajo residencial." } },
  { at: "00:04:40.500", speaker: "Marcus Oyelaran", text: { en: "First, adoption. Your state may still enforce the 2023 or even the 2020 edition.", "fr-ca": "D'abord, l'adoption. Votre État applique peut-être encore l'édition 2023, voire 2020.", "es-mx": "Primero, la adopción. Es posible que su estado todavía aplique la edición 2023 o incluso la 2020." } },
  { at: "00:12:30.000", speaker: "Marcus Oyelaran", text: { en: "Ground-fault protection keeps growing: outdoor outlets and appliance circuits in dwellings.", "fr-ca": "La protection DDFT continue de s'étendre : prises extérieures et circuits d'appareils dans les logements.", "es-mx": "La protección GFCI sigue creciendo: contactos exteriores y circuitos de aparatos en viviendas." } },
  { at: "00:21:45.250", speaker: "Marcus Oyelaran", text: { en: "A dryer or range that trips its GFCI usually has a real leakage problem. Test before you replace.", "fr-ca": "Une sécheuse ou une cuisinière qui fait déclencher son DDFT a souvent une vraie fuite. Vérifiez avant de remplacer.", "es-mx": "Una secadora o estufa que dispara su GFCI casi siempre tiene una fuga real. Pruebe antes de reemplazar." } },
  { at: "00:31:10.000", speaker: "Elena Brooks", text: { en: "Surge protection: a Type 1 or Type 2 SPD belongs on every dwelling service, including replacements.", "fr-ca": "Parafoudres : un dispositif de type 1 ou 2 a sa place à chaque entrée de logement, y compris lors d'un remplacement.", "es-mx": "Supresores: un dispositivo tipo 1 o tipo 2 va en cada acometida de vivienda, también al reemplazarla." } },
  { at: "00:44:05.000", speaker: "Marcus Oyelaran", text: { en: "Energy management lets a 48 amp EV charger share a 100 amp service without an upgrade.", "fr-ca": "La gestion de l'énergie permet à une borne de 48 ampères de partager une entrée de 100 ampères sans mise à niveau.", "es-mx": "La gestión de energía permite que un cargador de 48 amperes comparta una acometida de 100 amperes sin ampliarla." } },
  { at: "00:57:30.750", speaker: "Elena Brooks", text: { en: "Let's take your questions. The first one is about heat pumps on older panels.", "fr-ca": "Passons à vos questions. La première porte sur les thermopompes raccordées à de vieux panneaux.", "es-mx": "Pasemos a sus preguntas. La primera es sobre bombas de calor en tableros antiguos." } },
  { at: "01:02:15.000", speaker: "Marcus Oyelaran", text: { en: "Run the load calculation with the heat pump's nameplate, not the breaker size.", "fr-ca": "Faites le calcul de charge avec la plaque signalétique de la thermopompe, pas avec le calibre du disjoncteur.", "es-mx": "Haga el cálculo de carga con la placa de datos de la bomba de calor, no con la capacidad del interruptor." } },
  { at: "01:05:20.000", speaker: "Elena Brooks", text: { en: "Thank you for joining us. Complete the quiz to receive your certificate.", "fr-ca": "Merci d'avoir été des nôtres. Répondez au questionnaire pour recevoir votre attestation.", "es-mx": "Gracias por acompañarnos. Responda el cuestionario para recibir su constancia." } },
];

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function evenCaptions(lines: string[], duration: number): string {
  const span = (duration - 1) / lines.length;
  const cues = lines.map((text, i) => `${i + 1}\n${vttTime(0.5 + i * span)} --> ${vttTime(0.5 + (i + 1) * span - 0.1)}\n${text}`);
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

function webinarCaptions(locale: Locale): string {
  const note = { en: "Transcript of the 65-minute session.", "fr-ca": "Transcription de la séance de 65 minutes.", "es-mx": "Transcripción de la sesión de 65 minutos." }[locale];
  const cues = WEBINAR_CUES.map((cue, i) => {
    const [h = "0", m = "0", s = "0"] = cue.at.split(":");
    const start = Number(h) * 3600 + Number(m) * 60 + Number(s);
    return `webinar-${pad(i + 1)}\n${vttTime(start)} --> ${vttTime(start + 8)} line:85% align:center\n<v ${cue.speaker}>${cue.text[locale]}`;
  });
  return `WEBVTT - NEC 2026 webinar\n\nNOTE ${note}\n\n${cues.join("\n\n")}\n`;
}

const hexColor = (hex: string) => `0x${hex.slice(1)}`;

/** The brand band (its name is a proper noun, the same in every language) and, in the clip only, a running clock. */
function brandBand(video: Entry, work: string, withClock: boolean): string {
  const p = paletteOf(video);
  const brandFile = join(work, `${video.id}.brand.txt`);
  writeFileSync(brandFile, p.name);
  const clock = `,drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=white:fontsize=18:x=w-tw-40:y=289`;
  return [`drawbox=x=0:y=262:w=iw:h=72:color=black@0.3:t=fill`, `drawtext=fontfile=${FONT}:textfile=${brandFile}:expansion=none:fontcolor=white:fontsize=20:x=40:y=287`].join(",") + (withClock ? clock : "");
}

/** The video's picture as a PNG file for ffmpeg. */
async function pictureFile(video: Entry, work: string): Promise<string> {
  const file = join(work, `${video.id}.png`);
  await sharp(Buffer.from(videoSvg(video))).png().toFile(file);
  return file;
}

async function renderVideo(video: Entry, mp4: string, work: string): Promise<void> {
  const p = paletteOf(video);
  const d = Number(video.fields.durationSeconds);
  // A long recording plays at one frame a second with lighter sound: the picture barely changes.
  const long = d > 120;
  const rate = long ? 1 : 24;
  const graph = `[0:v]${brandBand(video, work, true)}[bg];[bg][1:v]overlay=x='-w+W*t/${d}':y=H-8:eval=frame[v]`;
  execFileSync("ffmpeg", [
    "-y", "-loglevel", "error",
    "-loop", "1", "-framerate", String(rate), "-i", await pictureFile(video, work),
    "-f", "lavfi", "-i", `color=c=${hexColor(p.accent)}:s=640x8:r=${rate}:d=${d}`,
    "-f", "lavfi", "-i", `anullsrc=r=${long ? 8000 : 44100}:cl=mono`,
    "-filter_complex", graph, "-map", "[v]", "-map", "2:a", "-t", String(d),
    "-c:v", "libx264", "-preset", "veryfast", "-crf", long ? "32" : "30", "-profile:v", "main", "-pix_fmt", "yuv420p",
    ...(long ? ["-tune", "stillimage", "-g", "600"] : []),
    "-c:a", "aac", "-b:a", long ? "8k" : "24k", "-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact", mp4,
  ]);
}

async function renderThumbnail(video: Entry, jpg: string, work: string): Promise<void> {
  const p = paletteOf(video);
  const frame = execFileSync("ffmpeg", [
    "-loglevel", "error", "-i", await pictureFile(video, work),
    "-vf", brandBand(video, work, false), "-frames:v", "1", "-f", "image2pipe", "-vcodec", "png", "-",
  ]);
  // No play icon baked in: the players draw their own control over the poster.
  const play = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect y="352" width="640" height="8" fill="${p.accent}"/></svg>`;
  await sharp(frame).composite([{ input: Buffer.from(play) }]).jpeg({ quality: 80, mozjpeg: true }).toFile(jpg);
}

async function main(): Promise<void> {
  const news = readEntries("news");
  const videos = readEntries("videos");
  const assets: AssetRecord[] = [];
  mkdirSync(join(PUBLIC, "news"), { recursive: true });
  mkdirSync(join(PUBLIC, "videos"), { recursive: true });

  for (const post of news) {
    const file = `news/${post.id.replace(/^news-/, "")}.jpg`;
    if (missing(join(PUBLIC, file))) await sharp(Buffer.from(newsSvg(post))).jpeg({ quality: 80, mozjpeg: true }).toFile(join(PUBLIC, file));
    assets.push({ id: `asset-${post.id}`, file, title: post.fields.title, description: MOTIF_ALT[motifOf(post)] });
  }

  const work = mkdtempSync(join(tmpdir(), "voltline-media-"));
  try {
    for (const video of videos) {
      const short = video.id.replace(/^video-/, "");
      const mp4 = join(PUBLIC, "videos", `${short}.mp4`);
      if (missing(mp4)) await renderVideo(video, mp4, work);
      const thumbnail = join(PUBLIC, "videos", `${short}.jpg`);
      if (missing(thumbnail)) await renderThumbnail(video, thumbnail, work);
      const narration = NARRATION[video.id];
      if (!narration && video.id !== WEBINAR_ID) throw new Error(`No narration for ${video.id}`);
      for (const locale of LOCALES) {
        const vtt = narration ? evenCaptions(narration[locale], Number(video.fields.durationSeconds)) : webinarCaptions(locale);
        const vttFile = join(PUBLIC, "videos", `${short}.${locale}.vtt`);
        if (missing(vttFile)) writeFileSync(vttFile, vtt);
      }
      const title = video.fields.title;
      assets.push({ id: `asset-${video.id}`, file: `videos/${short}.mp4`, title, description: video.fields.description as Localized });
      assets.push({
        id: `asset-${video.id}-thumbnail`,
        file: `videos/${short}.jpg`,
        title,
        description: MOTIF_ALT[motifOf(video)],
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  writeFileSync(join(ROOT, "content", "assets", "media.json"), `${JSON.stringify(assets, null, 2)}\n`);
  console.log(`media: ${news.length} news images, ${videos.length} videos, ${assets.length} assets`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
