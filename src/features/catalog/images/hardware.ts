// Drawings of fittings, wire connectors, terminals, wire management and plugs, in side profile.
import type { Drawing } from "./devices";
import { circle, ellipse, line, path, polygon, rect, screw, steps, type Palette } from "./svg";

const has = (shape: string, ...words: string[]) => words.some((word) => shape.includes(word));
const threads = (p: Palette, x: number, y: number, w: number, h: number, n: number) =>
  steps(n, x + w / (n + 1), w / (n + 1)).map((tx) => line(tx, y, tx - 8, y + h, { stroke: p.ink, "stroke-width": 2 })).join("");

/** Conduit and cord fittings: threaded end, hex nut, body and gland or set screw. */
export function fitting(p: Palette, shape: string): Drawing {
  if (has(shape, "conduit-bodies")) {
    const body = path("M180 340h360a60 60 0 0 1 60 60v200h-120v-140h-300Z");
    const detail = rect(250, 360, 260, 60, 10, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + screw(p, 270, 390) + screw(p, 490, 390) + rect(130, 350, 50, 100, 6, { fill: p.metal, stroke: p.line, "stroke-width": 2 }) + rect(490, 600, 100, 50, 6, { fill: p.metal, stroke: p.line, "stroke-width": 2 });
    return { box: [130, 340, 470, 310], body, detail, focus: [270, 390] };
  }
  if (has(shape, "locknuts")) {
    const body = path(polygon(400, 400, 200, 8, 0));
    const detail = circle(400, 400, 130, { fill: "#ffffff", stroke: p.ink, "stroke-width": 3 }) + circle(400, 400, 150, { fill: "none", stroke: p.shade, "stroke-width": 10 });
    return { box: [200, 200, 400, 400], body, detail, focus: [400, 250] };
  }
  const coupling = has(shape, "couplings");
  const body = coupling ? rect(200, 320, 400, 160, 12) : rect(330, 300, 140, 200, 8) + path(polygon(280, 400, 110, 6, Math.PI / 2));
  let detail = "";
  if (coupling) detail += line(400, 320, 400, 480, { stroke: p.ink, "stroke-width": 2 }) + (has(shape, "rigid") ? threads(p, 200, 320, 400, 160, 16) : screw(p, 300, 320, 16) + screw(p, 500, 320, 16));
  else {
    detail += rect(470, 330, 150, 140, 4, { fill: p.metal, stroke: p.line, "stroke-width": 3 }) + threads(p, 470, 330, 150, 140, 8);
    detail += line(280, 305, 280, 495, { stroke: p.ink, "stroke-width": 2 });
    if (has(shape, "set-screw", "mc-cable", "flexible")) detail += screw(p, 400, 300, 18);
    if (has(shape, "compression", "liquidtight")) detail += rect(350, 310, 100, 180, 6, { fill: p.shade, stroke: p.ink, "stroke-width": 2 });
    if (has(shape, "cord-grips", "strain")) detail += path("M170 350Q120 400 170 450", { fill: "none", stroke: p.ink, "stroke-width": 10 }) + rect(80, 380, 100, 40, 6, { fill: "#2a2a2a" });
    if (has(shape, "mesh")) detail += steps(8, 40, 18).map((x) => line(x, 370, x + 30, 430, { stroke: p.metal, "stroke-width": 3 }) + line(x + 30, 370, x, 430, { stroke: p.metal, "stroke-width": 3 })).join("");
  }
  return { box: coupling ? [200, 300, 400, 200] : [170, 300, 450, 200], body, detail, focus: coupling ? [300, 330] : [545, 400] };
}

/** Wire connectors, terminals, lugs, splices and grounding hardware. */
export function connector(p: Palette, shape: string): Drawing {
  if (has(shape, "twist-on", "waterproof-wire")) {
    const body = path("M300 220h200l40 300q-140 90-280 0Z");
    const detail = steps(6, 320, 32).map((x) => line(x, 240, x - 10, 500, { stroke: p.shade, "stroke-width": 6 })).join("") + rect(340, 560, 120, 60, 8, { fill: "none", stroke: p.ink, "stroke-width": 2 }) + steps(3, 360, 40).map((x) => line(x, 560, x, 700, { stroke: ["#1f1f1f", "#f4f4f1", "#c0262d"][(x - 360) / 40] ?? "#1f1f1f", "stroke-width": 10 })).join("");
    return { box: [260, 220, 280, 480], body, detail, focus: [400, 300] };
  }
  if (has(shape, "push-in", "lever", "insulated-tap", "grounding-bars", "mechanical-lugs")) {
    const n = has(shape, "grounding-bars") ? 8 : 4;
    const body = rect(200, 300, 400, 200, 18);
    const detail = steps(n, 200 + 400 / (2 * n), 400 / n).map((cx) => (has(shape, "lever") ? rect(cx - 30, 250, 60, 120, 10, { fill: "#f2c318", stroke: p.line, "stroke-width": 2 }) : "") + circle(cx, 430, has(shape, "grounding-bars") ? 14 : 22, { fill: p.hole, stroke: p.ink, "stroke-width": 2 }) + (has(shape, "mechanical", "grounding", "tap") ? screw(p, cx, 360, 14) : "")).join("");
    return { box: [200, 250, 400, 250], body, detail, focus: [250, 430] };
  }
  if (has(shape, "split-bolt", "ground-rod")) {
    const body = path("M330 200h140v160h40v100h-220v-100h40Z");
    const detail = path(polygon(400, 520, 80, 6, 0), { fill: p.metal, stroke: p.line, "stroke-width": 3 }) + rect(370, 600, 60, 100, 6, { fill: p.metal, stroke: p.line, "stroke-width": 2 }) + threads(p, 330, 200, 140, 160, 8);
    return { box: [290, 200, 220, 500], body, detail, focus: [400, 520] };
  }
  if (has(shape, "grounding-bushings")) {
    const body = circle(400, 400, 200);
    const detail = circle(400, 400, 130, { fill: "#ffffff", stroke: p.ink, "stroke-width": 3 }) + rect(560, 360, 110, 80, 8, { fill: p.metal, stroke: p.line, "stroke-width": 2 }) + screw(p, 615, 400, 16);
    return { box: [200, 200, 470, 400], body, detail, focus: [600, 400] };
  }
  // Ring, spade, compression lugs and butt splices: barrel and tongue.
  const splice = has(shape, "butt");
  const body = splice ? rect(170, 350, 460, 100, 40) : rect(160, 350, 260, 100, 30);
  let detail = splice ? line(400, 350, 400, 450, { stroke: p.ink, "stroke-width": 3 }) : "";
  if (!splice) {
    const tongue = { fill: p.metal, stroke: p.line, "stroke-width": 3 };
    if (has(shape, "spade")) detail += path("M420 370h140a30 30 0 0 1 0 60h-140ZM520 385h80v30h-80Z", { ...tongue, "fill-rule": "evenodd" });
    else detail += path("M420 365h110a70 70 0 1 1 0 70h-110Z", tongue) + circle(560, 400, 30, { fill: "#ffffff", stroke: p.line, "stroke-width": 2 });
    detail += ellipse(160, 400, 16, 50, { fill: p.shade, stroke: p.ink, "stroke-width": 2 });
  }
  return { box: [160, 330, 470, 140], body, detail, focus: [560, 400] };
}

/** Raceways, cable ties and mounts, cable tray, tape and markers. */
export function wireManagement(p: Palette, shape: string): Drawing {
  if (has(shape, "raceway")) {
    const body = has(shape, "fittings") ? path("M200 300h300v300h-120v-180h-180Z") : rect(120, 340, 560, 120, 10);
    const detail = has(shape, "fittings") ? line(210, 360, 440, 360, { stroke: p.light, "stroke-width": 6 }) + line(440, 360, 440, 590, { stroke: p.light, "stroke-width": 6 }) : line(130, 360, 670, 360, { stroke: p.light, "stroke-width": 8 }) + line(130, 440, 670, 440, { stroke: p.shade, "stroke-width": 6 }) + ellipse(200, 400, 8, 14, { fill: p.hole }) + ellipse(600, 400, 8, 14, { fill: p.hole });
    return { box: has(shape, "fittings") ? [200, 300, 300, 300] : [120, 340, 560, 120], body, detail, focus: has(shape, "fittings") ? [440, 360] : [200, 400] };
  }
  if (has(shape, "cable-ties", "tie-mounts")) {
    if (has(shape, "mounts")) {
      const body = rect(260, 260, 280, 280, 30);
      return { box: [260, 260, 280, 280], body, detail: rect(300, 370, 200, 60, 8, { fill: p.hole }) + circle(400, 400, 18, { fill: p.metal, stroke: p.line }), focus: [400, 400] };
    }
    const body = path("M220 300h90v60h-90ZM300 320q300 -60 380 80q-40 140 -380 30v-20q300 80 340 -10q-40 -90 -340 -60Z");
    const detail = steps(14, 340, 22).map((x) => line(x, 330, x, 345, { stroke: p.ink, "stroke-width": 2 })).join("") + (has(shape, "releasable") ? rect(230, 270, 30, 40, 4, { fill: p.shade, stroke: p.ink }) : "");
    return { box: [220, 300, 460, 180], body, detail, focus: [265, 330] };
  }
  if (has(shape, "tray")) {
    const body = has(shape, "accessories") ? path("M220 220h80v280h280v80h-360Z") : path("M140 280h520v40h-520ZM140 480h520v40h-520Z");
    const detail = has(shape, "wire-mesh")
      ? steps(10, 170, 50).map((x) => line(x, 300, x, 500, { stroke: p.ink, "stroke-width": 4 })).join("") + steps(3, 350, 50).map((y) => line(140, y, 660, y, { stroke: p.ink, "stroke-width": 4 })).join("")
      : has(shape, "accessories")
        ? steps(3, 360, 80).map((x) => circle(x, 540, 12, { fill: p.hole })).join("")
        : steps(6, 180, 88).map((x) => rect(x, 320, 30, 160, 4, { fill: p.body, stroke: p.line, "stroke-width": 2 })).join("");
    return { box: [140, 220, 520, 360], body, detail, focus: [300, 400] };
  }
  if (has(shape, "tape")) {
    return { box: [200, 200, 400, 400], body: circle(400, 400, 200), detail: circle(400, 400, 110, { fill: "#d9c9a3", stroke: p.line, "stroke-width": 3 }) + circle(400, 400, 90, { fill: "#ffffff", stroke: p.line, "stroke-width": 2 }) + path("M590 460l80 120h-60l-50-100Z", { fill: p.body, stroke: p.line, "stroke-width": 2 }), focus: [560, 470] };
  }
  if (has(shape, "heat-shrink")) {
    const body = steps(4, 250, 80).map((y) => rect(150, y, 500, 48, 24)).join("");
    return { box: [150, 250, 500, 288], body, detail: steps(4, 262, 80).map((y) => line(170, y, 630, y, { stroke: p.light, "stroke-width": 6 })).join(""), focus: [600, 300] };
  }
  const body = rect(220, 220, 360, 360, 14);
  const detail = steps(5, 260, 60).map((y, i) => rect(250, y, 300, 40, 4, { fill: "#ffffff", stroke: p.ink, "stroke-width": 2 }) + steps(i + 1, 270, 24).map((x) => rect(x, y + 8, 12, 24, 1, { fill: p.hole })).join("")).join("");
  return { box: [220, 220, 360, 360], body, detail, focus: [320, 300] };
}

/** Plugs, cord connectors, inlets and boots (straight blade, locking, pin and sleeve, watertight). */
export function plugOrConnector(p: Palette, shape: string): Drawing {
  if (has(shape, "inlet", "receptacle")) {
    const body = rect(220, 220, 360, 360, 30);
    const pins = has(shape, "pin-sleeve") ? 4 : 3;
    const face = circle(400, 400, 120, { fill: p.light, stroke: p.ink, "stroke-width": 3 }) + steps(pins, 0, 1).map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / pins;
      return has(shape, "locking") ? path(`M${(400 + Math.cos(a) * 70).toFixed(1)} ${(400 + Math.sin(a) * 70).toFixed(1)}a70 70 0 0 1 ${(Math.cos(a + 0.6) * 30).toFixed(1)} ${(Math.sin(a + 0.6) * 30).toFixed(1)}`, { fill: "none", stroke: p.hole, "stroke-width": 14, "stroke-linecap": "round" }) : circle(400 + Math.cos(a) * 70, 400 + Math.sin(a) * 70, 16, { fill: p.hole });
    }).join("");
    return { box: [220, 220, 360, 360], body, detail: face + [[250, 250], [550, 250], [250, 550], [550, 550]].map(([x, y]) => screw(p, x ?? 0, y ?? 0)).join(""), focus: [400, 400] };
  }
  const angle = has(shape, "angle");
  const plug = has(shape, "plug");
  const body = angle ? path("M260 240h200v220a60 60 0 0 1 -60 60h-140Z") : path("M220 310h300l40 30v120l-40 30h-300Z") + (has(shape, "boots") ? rect(520, 300, 60, 200, 10) : "");
  const cordX = angle ? 330 : 120;
  let detail = angle ? rect(300, 520, 60, 200, 20, { fill: "#2a2a2a" }) : rect(cordX, 370, 100, 60, 10, { fill: "#2a2a2a" });
  detail += angle ? "" : steps(4, 250, 60).map((x) => line(x, 320, x, 480, { stroke: p.shade, "stroke-width": 6 })).join("");
  if (plug) detail += angle ? rect(300, 190, 14, 50, 2, { fill: p.metal, stroke: p.line }) + rect(380, 190, 14, 50, 2, { fill: p.metal, stroke: p.line }) : has(shape, "pin-sleeve") ? steps(3, 350, 50).map((y) => rect(560, y, 60, 16, 8, { fill: p.metal, stroke: p.line })).join("") : rect(560, 350, 60, 16, 2, { fill: p.metal, stroke: p.line }) + rect(560, 434, 60, 16, 2, { fill: p.metal, stroke: p.line });
  else detail += rect(545, 340, 20, 120, 4, { fill: p.hole });
  if (has(shape, "watertight")) detail += steps(3, 270, 40).map((x) => line(x, 310, x, 490, { stroke: p.ink, "stroke-width": 2 })).join("");
  return angle ? { box: [260, 190, 200, 530], body, detail, focus: [350, 230] } : { box: [120, 300, 500, 200], body, detail, focus: [560, 400] };
}
