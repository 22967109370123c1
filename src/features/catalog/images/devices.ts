// Drawings of devices on a yoke and of wall plates (receptacles, switches, controls, wall sensors, plates).
import { circle, ellipse, line, path, polygon, rect, screw, steps, type Palette } from "./svg";

/** A drawing on the 800x800 canvas: `body` is the silhouette (filled in the product colour), `detail` goes on top. */
export interface Drawing {
  box: [x: number, y: number, w: number, h: number];
  body: string;
  detail: string;
  /** Centre of the detail view. */
  focus: [x: number, y: number];
}

const has = (shape: string, ...words: string[]) => words.some((word) => shape.includes(word));

/** A NEMA 5-15 style outlet face centred on (cx, cy). */
function outletFace(p: Palette, cx: number, cy: number, shutters = false): string {
  const slot = { fill: p.hole, stroke: p.ink, "stroke-width": 1.5 };
  const shutter = shutters ? line(cx - 24, cy - 18, cx - 24, cy + 2, { stroke: p.light, "stroke-width": 3 }) + line(cx + 24, cy - 20, cx + 24, cy + 2, { stroke: p.light, "stroke-width": 3 }) : "";
  return (
    path(`M${cx - 58} ${cy - 40}Q${cx} ${cy - 62} ${cx + 58} ${cy - 40}L${cx + 58} ${cy + 40}Q${cx} ${cy + 62} ${cx - 58} ${cy + 40}Z`, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) +
    rect(cx - 30, cy - 26, 12, 34, 3, slot) +
    rect(cx + 18, cy - 30, 12, 38, 3, slot) +
    path(`M${cx - 10} ${cy + 42}v-14a10 10 0 0 1 20 0v14Z`, slot) +
    shutter
  );
}

/** A round locking / high-power face: curved or straight slots on a circle. */
function roundFace(p: Palette, cx: number, cy: number, r: number, pins: number, curved: boolean): string {
  const slots = steps(pins, 0, 1)
    .map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / pins;
      const x = cx + Math.cos(a) * r * 0.55;
      const y = cy + Math.sin(a) * r * 0.55;
      return curved
        ? path(`M${x.toFixed(1)} ${y.toFixed(1)}a${r * 0.55} ${r * 0.55} 0 0 1 ${(Math.cos(a + 0.5) * r * 0.2).toFixed(1)} ${(Math.sin(a + 0.5) * r * 0.2).toFixed(1)}`, { fill: "none", stroke: p.hole, "stroke-width": 12, "stroke-linecap": "round" })
        : circle(x, y, r * 0.11, { fill: p.hole, stroke: p.ink, "stroke-width": 1.5 });
    })
    .join("");
  return circle(cx, cy, r, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + slots;
}

// Mounting strap ears above and below the device body, so the body shows the product colour.
const yoke = (p: Palette, top: number, bottom: number) =>
  path(`M345 ${top + 12}V150q0 -20 20 -20h70q20 0 20 20V${top + 12}Z`, { fill: p.metal, stroke: p.line, "stroke-width": 3 }) +
  path(`M345 ${bottom - 12}V650q0 20 20 20h70q20 0 20 -20V${bottom - 12}Z`, { fill: p.metal, stroke: p.line, "stroke-width": 3 }) +
  screw(p, 400, 165) + screw(p, 400, 635) + ellipse(400, 145, 16, 7, { fill: "none", stroke: p.line, "stroke-width": 2 });

/** An NBR 14136 socket face centred on (cx, cy): a recessed hexagonal well with two round pins and the earth between. */
function nbrSocketFace(p: Palette, cx: number, cy: number): string {
  const hole = { fill: p.hole, stroke: p.ink, "stroke-width": 1.5 };
  const well = `M${[[-62, -20], [-34, -54], [34, -54], [62, -20], [62, 30], [0, 62], [-62, 30]].map(([x = 0, y = 0]) => `${cx + x} ${cy + y}`).join("L")}Z`;
  return path(well, { fill: p.light, stroke: p.ink, "stroke-width": 2, "stroke-linejoin": "round" }) + circle(cx - 28, cy - 8, 10, hole) + circle(cx + 28, cy - 8, 10, hole) + circle(cx, cy + 26, 10, hole);
}

/** Voltline Brasil's NBR 14136 modules (ADR 67): sockets and switches on a 4×2 plate. */
export function nbrDevice(p: Palette, shape: string): Drawing {
  const body = rect(290, 170, 220, 460, 22);
  let detail = rect(318, 200, 164, 400, 12, { fill: "none", stroke: p.ink, "stroke-width": 1.5, opacity: 0.5 });
  let focus: [number, number] = [400, 400];
  if (has(shape, "double")) {
    detail += nbrSocketFace(p, 400, 300) + nbrSocketFace(p, 400, 500);
    focus = [400, 300];
  } else if (has(shape, "usb")) {
    detail += nbrSocketFace(p, 400, 320) + rect(350, 470, 36, 14, 2, { fill: p.hole }) + rect(414, 466, 30, 22, 6, { fill: p.hole });
    focus = [400, 320];
  } else if (has(shape, "socket")) {
    detail += nbrSocketFace(p, 400, 400);
  } else {
    detail += rect(340, 250, 120, 300, 10, { fill: p.shade, stroke: p.ink, "stroke-width": 2 }) + rect(346, 256, 108, 140, 8, { fill: p.light, stroke: p.ink, "stroke-width": 1.5 });
    if (has(shape, "bell")) detail += path("M400 460m-18 0a18 18 0 1 0 36 0a18 18 0 1 0 -36 0", { fill: "none", stroke: p.ink, "stroke-width": 3 });
    focus = [400, 330];
  }
  return { box: [290, 170, 220, 460], body, detail, focus };
}

/** Receptacles, switches, dimmers, timers, smart controls and wall-switch sensors. */
export function wallDevice(p: Palette, shape: string, group: string): Drawing {
  const decorator = !has(group, "switches") || has(shape, "combination");
  const body = decorator ? rect(310, 200, 180, 400, 16) : rect(325, 230, 150, 340, 14);
  const strap = () => (decorator ? yoke(p, 200, 600) : yoke(p, 230, 570));
  let detail = strap();
  let focus: [number, number] = [400, 330];
  const face = (cy: number) => outletFace(p, 400, cy, has(shape, "tamper"));
  if (group === "receptacles" || has(shape, "afci", "night-light", "nema-")) {
    if (has(shape, "nema-")) {
      detail = strap() + roundFace(p, 400, 400, 80, has(shape, "14-50") ? 4 : 3, false);
      focus = [400, 400];
    } else if (has(shape, "single")) {
      detail += face(400);
      focus = [400, 400];
    } else if (has(shape, "gfci", "afci")) {
      detail += face(280) + face(520) + rect(355, 375, 90, 24, 6, { fill: p.shade, stroke: p.ink, "stroke-width": 2 }) + rect(355, 405, 90, 24, 6, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + circle(460, 387, 6, { fill: "#3aa655" });
      focus = [400, 400];
    } else if (has(shape, "usb")) {
      detail += face(290) + rect(350, 470, 36, 14, 2, { fill: p.hole }) + rect(414, 466, 30, 22, 6, { fill: p.hole });
      focus = [400, 478];
    } else if (has(shape, "night-light")) {
      detail += face(310) + rect(340, 440, 120, 120, 12, { fill: "#fff6c9", stroke: p.ink, "stroke-width": 2 }) + steps(4, 460, 22).map((y) => line(350, y, 450, y, { stroke: "#f2d15c", "stroke-width": 4 })).join("");
      focus = [400, 500];
    } else {
      detail += face(300) + face(500);
      if (has(shape, "hospital")) detail += circle(400, 400, 9, { fill: "#2e8540" });
      if (has(shape, "surge")) detail += circle(400, 400, 8, { fill: "#3aa655", stroke: p.line });
    }
  } else if (has(group, "switches") || has(shape, "combination")) {
    const lever = (cy: number) => rect(380, cy - 55, 40, 110, 14, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + rect(380, cy - 55, 40, 40, 14, { fill: p.body, stroke: p.ink, "stroke-width": 2 });
    if (has(shape, "combination")) {
      detail += lever(300) + face(500);
      focus = [400, 300];
    } else {
      detail += rect(360, 300, 80, 200, 10, { fill: p.shade, stroke: p.ink, "stroke-width": 2 }) + lever(400);
      if (has(shape, "pilot")) detail += circle(400, 530, 10, { fill: p.accent, stroke: p.line });
      if (has(shape, "momentary")) detail += path("M400 270l-14 16h28Z", { fill: p.ink });
      focus = [400, 400];
    }
  } else if (has(group, "sensors")) {
    detail += path("M330 230h140v90a70 30 0 0 1 -140 0Z", { fill: p.lens, stroke: p.ink, "stroke-width": 2 }) + steps(5, 345, 22).map((x) => line(x, 240, x + 8, 335, { stroke: p.ink, "stroke-width": 1, opacity: 0.5 })).join("");
    detail += rect(330, 380, 140, 190, 10, { fill: p.light, stroke: p.ink, "stroke-width": 2 });
    if (has(shape, "dimming")) detail += rect(470, 400, 10, 150, 4, { fill: p.shade });
    focus = [400, 285];
  } else {
    // Dimmers, timers and networked controls: a decorator face with the control that tells them apart.
    if (has(shape, "rotary")) detail += circle(400, 400, 70, { fill: p.light, stroke: p.ink, "stroke-width": 3 }) + line(400, 340, 400, 370, { stroke: p.ink, "stroke-width": 5 });
    else if (has(shape, "slide", "fan-speed", "zero-to-ten")) detail += rect(330, 230, 140, 340, 10, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + rect(395, 260, 10, 280, 5, { fill: p.hole }) + rect(375, 360, 50, 36, 6, { fill: p.body, stroke: p.ink, "stroke-width": 2 });
    else if (has(shape, "programmable", "astronomic", "room-controllers")) detail += rect(335, 240, 130, 90, 6, { fill: "#24323d", stroke: p.ink, "stroke-width": 2 }) + line(350, 270, 420, 270, { stroke: "#8fd3ff", "stroke-width": 6 }) + line(350, 295, 400, 295, { stroke: "#8fd3ff", "stroke-width": 4 }) + steps(3, 360, 60).map((y) => rect(340, y, 120, 44, 6, { fill: p.light, stroke: p.ink, "stroke-width": 2 })).join("");
    else if (has(shape, "countdown", "scene")) detail += steps(4, 240, 84).map((y) => rect(340, y, 120, 70, 8, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + circle(450, y + 35, 5, { fill: "#3aa655" })).join("");
    else detail += rect(330, 230, 140, 340, 10, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + steps(7, 290, 36).map((y) => circle(480, y, 4, { fill: y < 430 ? "#3aa655" : p.shade })).join("");
    focus = [400, 330];
  }
  return { box: decorator ? [310, 130, 180, 540] : [325, 130, 150, 540], body, detail, focus };
}

/** Wall plates: openings by plate type, screws unless screwless. */
export function wallPlate(p: Palette, shape: string): Drawing {
  const oversized = has(shape, "oversized");
  const [w, h] = oversized ? [330, 520] : has(shape, "midway") ? [300, 490] : [280, 460];
  const x = 400 - w / 2;
  const y = 400 - h / 2;
  const opening = { fill: "#ffffff", stroke: p.ink, "stroke-width": 2 };
  let detail = rect(x + 14, y + 14, w - 28, h - 28, 14, { fill: "none", stroke: p.light, "stroke-width": 3 });
  const screws = (ys: number[]) => (has(shape, "screwless") ? "" : ys.map((sy) => screw(p, 400, sy, 10)).join(""));
  if (has(shape, "blank")) detail += screws([400]);
  else if (has(shape, "toggle") || has(shape, "brass", "nickel", "stainless")) detail += rect(388, 340, 24, 120, 4, opening) + screws([290, 510]);
  else if (has(shape, "duplex")) detail += outletOpening(300, opening) + outletOpening(500, opening) + screws([400]);
  else if (has(shape, "combination")) detail += rect(388, 250, 24, 110, 4, opening) + outletOpening(500, opening) + screws([200, 400]);
  else if (has(shape, "data")) detail += steps(2, 300, 140).map((sy) => rect(372, sy - 35, 56, 70, 4, opening)).join("") + screws([230, 570]);
  else detail += rect(367, 267, 66, 266, 4, opening) + screws([240, 560]);
  return { box: [x, y, w, h], body: rect(x, y, w, h, 18), detail, focus: [400, 330] };
}

const outletOpening = (cy: number, style: Record<string, string | number>) => path(`M342 ${cy - 38}Q400 ${cy - 58} 458 ${cy - 38}V${cy + 38}Q400 ${cy + 58} 342 ${cy + 38}Z`, style);

/** Boxes and covers: shape of the box, knockouts, ears, screw holes and the cover's opening. */
export function electricalBox(p: Palette, shape: string): Drawing {
  const knockout = (cx: number, cy: number, r = 22) => circle(cx, cy, r, { fill: "none", stroke: p.ink, "stroke-width": 2 }) + circle(cx, cy, r * 0.45, { fill: "none", stroke: p.ink, "stroke-width": 1.5 });
  const holes = (pts: [number, number][]) => pts.map(([cx, cy]) => circle(cx, cy, 8, { fill: p.hole })).join("");
  if (has(shape, "octagon", "ceiling-fan", "floor-box", "poke-through")) {
    const round = !has(shape, "octagon");
    const body = round ? circle(400, 400, 220) : path(polygon(400, 400, 230, 8, Math.PI / 8));
    let detail = circle(400, 400, 150, { fill: "none", stroke: p.ink, "stroke-width": 2 });
    if (has(shape, "floor", "poke")) detail += rect(300, 330, 200, 140, 10, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + line(400, 330, 400, 470, { stroke: p.ink, "stroke-width": 2 }) + circle(370, 400, 6, { fill: p.hole }) + circle(430, 400, 6, { fill: p.hole });
    else detail += knockout(400, 400, 40) + holes([[400, 215], [400, 585]]);
    if (has(shape, "ceiling-fan")) detail += rect(140, 380, 520, 40, 6, { fill: p.metal, stroke: p.line, "stroke-width": 2 });
    return { box: [170, 170, 460, 460], body, detail, focus: [400, 400] };
  }
  const square = has(shape, "square", "blank-box", "raised", "plaster", "in-use");
  const [w, h] = square ? [420, 420] : has(shape, "handy") ? [220, 400] : [260, 440];
  const x = 400 - w / 2;
  const y = 400 - h / 2;
  let detail = "";
  if (has(shape, "in-use", "flip-lid")) {
    detail += rect(x + 30, y + 40, w - 60, h - 80, 20, { fill: p.light, stroke: p.ink, "stroke-width": 3, opacity: 0.85 }) + rect(x + 60, y + h / 2 - 10, w - 120, 20, 6, { fill: p.shade });
  } else if (has(shape, "raised", "plaster")) {
    detail += rect(355, 290, 90, 220, 6, { fill: "#ffffff", stroke: p.ink, "stroke-width": 2 }) + holes([[x + 40, y + 40], [x + w - 40, y + h - 40]]);
  } else if (has(shape, "blank-box")) {
    detail += holes([[x + 40, y + 40], [x + w - 40, y + h - 40]]) + circle(400, 400, 30, { fill: "none", stroke: p.light, "stroke-width": 3 });
  } else {
    detail += rect(x + 24, y + 24, w - 48, h - 48, 10, { fill: p.shade, stroke: p.ink, "stroke-width": 2 }) + holes([[400, y + 50], [400, y + h - 50]]);
    detail += knockout(x + w / 2, y + h / 2 - 60) + knockout(x + w / 2, y + h / 2 + 60);
    if (has(shape, "new-work")) detail += rect(x - 50, y + 60, 50, 40, 4, { fill: p.body, stroke: p.line, "stroke-width": 2 }) + rect(x - 50, y + h - 100, 50, 40, 4, { fill: p.body, stroke: p.line, "stroke-width": 2 });
    if (has(shape, "old-work")) detail += path(`M${x + 8} ${y + 90}l-40 20v40l40 20`, { fill: p.metal, stroke: p.line, "stroke-width": 2 }) + path(`M${x + w - 8} ${y + h - 170}l40 20v40l-40 20`, { fill: p.metal, stroke: p.line, "stroke-width": 2 });
    if (has(shape, "weatherproof")) detail += [x + w / 2, x + 40, x + w - 40].map((cx, i) => rect(cx - 26, i === 0 ? y - 34 : y + h - 6, 52, 40, 4, { fill: p.body, stroke: p.line, "stroke-width": 2 })).join("");
    if (has(shape, "metal-device")) detail += rect(380, y - 30, 40, 30, 4, { fill: p.metal, stroke: p.line, "stroke-width": 2 }) + rect(380, y + h, 40, 30, 4, { fill: p.metal, stroke: p.line, "stroke-width": 2 });
  }
  return { box: [x, y, w, h], body: rect(x, y, w, h, square ? 16 : 12), detail, focus: [400, y + h / 2 - 60] };
}
