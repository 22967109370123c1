// Drawings of luminaires, EV charging, enclosures and signals, round ceiling devices and network hardware.
import type { Drawing } from "./devices";
import { circle, ellipse, line, path, rect, screw, steps, type Palette } from "./svg";

const has = (shape: string, ...words: string[]) => words.some((word) => shape.includes(word));
const glow = "#fff3c4";

/** Ceiling, wall, recessed, outdoor and commercial luminaires. */
export function luminaire(p: Palette, shape: string): Drawing {
  if (has(shape, "chandelier")) {
    const body = rect(380, 120, 40, 200, 8) + path("M180 420q220 120 440 0v30q-220 120 -440 0Z") + steps(5, 180, 110).map((x) => rect(x - 18, 320, 36, 110, 6)).join("");
    return { box: [180, 120, 440, 340], body, detail: steps(5, 180, 110).map((x) => path(`M${x} 260q-14 28 0 48q14 -20 0 -48Z`, { fill: "#ffd36b", stroke: p.line })).join("") + line(400, 60, 400, 120, { stroke: p.line, "stroke-width": 4 }), focus: [400, 300] };
  }
  if (has(shape, "pendant")) {
    return { box: [250, 380, 300, 240], body: path("M370 380h60l120 200h-300Z"), detail: line(400, 80, 400, 380, { stroke: p.line, "stroke-width": 4 }) + rect(360, 60, 80, 24, 6, { fill: p.body, stroke: p.line, "stroke-width": 2 }) + ellipse(400, 580, 150, 24, { fill: glow, stroke: p.line, "stroke-width": 2 }), focus: [400, 560] };
  }
  if (has(shape, "flush-mounts")) {
    const semi = has(shape, "semi");
    const body = rect(320, 200, 160, 30, 8) + (semi ? rect(390, 230, 20, 110, 4) : "") + path(semi ? "M200 340h400q0 220 -200 220t-200 -220Z" : "M200 240h400q0 220 -200 220t-200 -220Z");
    const y = semi ? 340 : 240;
    return { box: [200, 200, 400, semi ? 360 : 260], body, detail: path(`M230 ${y + 20}h340q-10 150 -170 170t-170 -170Z`, { fill: glow, stroke: p.ink, "stroke-width": 2, opacity: 0.85 }) + circle(400, y + 180, 12, { fill: p.metal, stroke: p.line }), focus: [400, y + 180] };
  }
  if (has(shape, "sconce", "lantern", "vanity", "picture")) {
    if (has(shape, "vanity")) return { box: [120, 300, 560, 220], body: rect(120, 360, 560, 40, 16) + steps(3, 200, 200).map((x) => path(`M${x - 60} 520l30 -120h60l30 120Z`)).join(""), detail: steps(3, 200, 200).map((x) => ellipse(x, 520, 60, 12, { fill: glow, stroke: p.line })).join(""), focus: [200, 480] };
    if (has(shape, "picture")) return { box: [180, 280, 440, 280], body: rect(360, 440, 80, 120, 10) + path("M400 450q0 -150 60 -150h-60") + rect(180, 280, 440, 50, 25), detail: rect(200, 318, 400, 10, 5, { fill: glow }), focus: [400, 305] };
    const post = has(shape, "post");
    const body = path("M320 220h160l-20 60v240h-120v-240Z") + path("M300 200h200l-40 -60h-120Z") + (post ? rect(380, 520, 40, 240, 4) : rect(470, 360, 120, 200, 14));
    const detail = rect(360, 290, 80, 220, 6, { fill: glow, stroke: p.line, "stroke-width": 2 }) + line(400, 290, 400, 510, { stroke: p.line, "stroke-width": 3 }) + line(360, 400, 440, 400, { stroke: p.line, "stroke-width": 3 });
    return { box: [300, 140, 290, post ? 620 : 420], body, detail, focus: [400, 400] };
  }
  if (has(shape, "downlights", "recessed", "troffers")) {
    if (has(shape, "troffers")) return { box: [160, 160, 480, 480], body: rect(160, 160, 480, 480, 10), detail: rect(200, 200, 400, 400, 6, { fill: glow, stroke: p.ink, "stroke-width": 3 }) + steps(3, 300, 100).map((v) => line(v, 200, v, 600, { stroke: p.ink, "stroke-width": 2, opacity: 0.5 })).join(""), focus: [250, 250] };
    const housing = has(shape, "housings");
    const body = housing ? rect(160, 420, 480, 60, 6) + rect(260, 220, 280, 200, 10) : circle(400, 400, 220);
    const detail = housing ? rect(300, 260, 200, 100, 6, { fill: p.metal, stroke: p.line, "stroke-width": 2 }) + circle(280, 450, 12, { fill: p.hole }) : circle(400, 400, 170, { fill: p.shade, stroke: p.ink, "stroke-width": 2 }) + circle(400, 400, 120, { fill: glow, stroke: p.ink, "stroke-width": 2 }) + (has(shape, "trims") ? steps(5, 0, 1).map((i) => circle(400, 400, 125 + i * 9, { fill: "none", stroke: p.ink, "stroke-width": 1 })).join("") : "");
    return { box: housing ? [160, 220, 480, 260] : [180, 180, 440, 440], body, detail, focus: housing ? [400, 310] : [400, 250] };
  }
  if (has(shape, "floodlights", "landscape")) {
    const landscape = has(shape, "landscape");
    const body = landscape ? path("M330 200h140l20 200h-180Z") + rect(385, 400, 30, 150, 4) + path("M385 550h30l-15 140Z") : rect(200, 220, 400, 300, 20) + path("M250 520h300v30h-40v110h-220v-110h-40Z");
    const detail = landscape ? ellipse(400, 210, 70, 14, { fill: glow, stroke: p.line, "stroke-width": 2 }) : rect(230, 250, 340, 240, 10, { fill: glow, stroke: p.ink, "stroke-width": 2 }) + steps(5, 260, 45).map((y) => line(240, y, 560, y, { stroke: p.ink, "stroke-width": 1, opacity: 0.5 })).join("");
    return { box: landscape ? [310, 200, 180, 490] : [200, 220, 400, 440], body, detail, focus: landscape ? [400, 220] : [300, 300] };
  }
  if (has(shape, "high-bay")) {
    return { box: [160, 200, 480, 360], body: rect(360, 200, 80, 80, 10) + path("M300 280h200l140 220h-480Z"), detail: steps(12, 210, 34).map((x) => line(x, 500, x + 40, 330, { stroke: p.shade, "stroke-width": 4 })).join("") + ellipse(400, 510, 240, 40, { fill: glow, stroke: p.line, "stroke-width": 2 }) + path("M400 130a30 30 0 1 1 0 70", { fill: "none", stroke: p.metal, "stroke-width": 10 }), focus: [400, 500] };
  }
  // Strip lights: a long channel with a diffuser.
  return { box: [80, 340, 640, 120], body: rect(80, 340, 640, 120, 20), detail: rect(100, 370, 600, 60, 14, { fill: glow, stroke: p.ink, "stroke-width": 2 }) + screw(p, 120, 400) + screw(p, 680, 400), focus: [130, 400] };
}

/** Level 2 chargers, pedestals, holsters, cable kits and cords. */
export function evCharging(p: Palette, shape: string): Drawing {
  const cable = path("M460 520q160 60 120 160q-60 100 -200 40q-120 -60 -40 -120", { fill: "none", stroke: "#2a2a2a", "stroke-width": 18, "stroke-linecap": "round" });
  const nozzle = path("M300 560h70l20 50h-90Z", { fill: "#2a2a2a", stroke: p.line, "stroke-width": 2 });
  if (has(shape, "holsters")) return { box: [260, 220, 280, 360], body: rect(260, 220, 280, 360, 40), detail: ellipse(400, 380, 80, 110, { fill: p.hole, stroke: p.ink, "stroke-width": 3 }) + screw(p, 400, 260) + screw(p, 400, 540), focus: [400, 380] };
  if (has(shape, "cable-management")) return { box: [260, 180, 280, 200], body: rect(260, 180, 280, 80, 20) + path("M300 260h40v120h120v-120h40v160h-200Z"), detail: path("M320 380q80 200 160 0", { fill: "none", stroke: "#2a2a2a", "stroke-width": 18 }) + screw(p, 300, 220) + screw(p, 500, 220), focus: [400, 300] };
  if (has(shape, "cords")) return { box: [140, 260, 520, 300], body: rect(440, 260, 220, 160, 20) + rect(140, 400, 140, 100, 14), detail: path("M280 450q120 120 240 -30", { fill: "none", stroke: "#2a2a2a", "stroke-width": 18 }) + circle(550, 340, 14, { fill: "#3aa655" }) + rect(160, 420, 60, 14, 2, { fill: p.metal }) + rect(160, 466, 60, 14, 2, { fill: p.metal }), focus: [550, 340] };
  const pedestal = has(shape, "pedestals");
  const body = rect(300, 160, 200, 340, 36) + (pedestal ? rect(360, 500, 80, 220, 8) + rect(300, 720, 200, 20, 4) : "");
  const detail = rect(340, 220, 120, 70, 10, { fill: "#24323d", stroke: p.ink, "stroke-width": 2 }) + rect(380, 310, 40, 110, 20, { fill: "#3aa655", opacity: 0.85 }) + (has(shape, "networked") ? path("M370 250q30 -24 60 0M382 262q18 -12 36 0", { fill: "none", stroke: "#8fd3ff", "stroke-width": 4 }) : line(360, 255, 440, 255, { stroke: "#8fd3ff", "stroke-width": 6 })) + (pedestal ? "" : cable + nozzle);
  return { box: [300, 160, 280, pedestal ? 580 : 560], body, detail, focus: [400, 300] };
}

/** Heavy-duty switches, lockout and safety devices, exit and emergency lights, signals, structured media. */
export function enclosure(p: Palette, shape: string): Drawing {
  const tall = has(shape, "structured-media", "stack");
  const [w, h] = tall ? [300, 520] : has(shape, "exit", "emergency-light") ? [480, 280] : [360, 420];
  const x = 400 - w / 2;
  const y = 400 - h / 2;
  let detail = rect(x + 16, y + 16, w - 32, h - 32, 8, { fill: "none", stroke: p.shade, "stroke-width": 3 });
  let focus: [number, number] = [400, 400];
  if (has(shape, "disconnect", "interlocks")) detail += rect(380, 300, 40, 200, 10, { fill: p.accent, stroke: p.line, "stroke-width": 2 }) + circle(400, 400, 60, { fill: p.shade, stroke: p.line, "stroke-width": 2 }) + rect(370, 340, 60, 120, 12, { fill: "#f2c318", stroke: p.line, "stroke-width": 2 });
  else if (has(shape, "motor-control")) detail += circle(400, 340, 44, { fill: "#2e8540", stroke: p.line, "stroke-width": 3 }) + circle(400, 470, 44, { fill: p.accent, stroke: p.line, "stroke-width": 3 });
  else if (has(shape, "emergency-stop")) detail += circle(400, 400, 110, { fill: "#f2c318", stroke: p.line, "stroke-width": 3 }) + circle(400, 400, 76, { fill: p.accent, stroke: p.line, "stroke-width": 3 });
  else if (has(shape, "lockout", "safety-covers")) detail += path("M340 300v-60a60 60 0 0 1 120 0v60", { fill: "none", stroke: p.metal, "stroke-width": 18 }) + rect(330, 300, 140, 140, 16, { fill: p.accent, stroke: p.line, "stroke-width": 3 }) + circle(400, 360, 14, { fill: p.hole });
  else if (has(shape, "exit")) {
    detail += rect(x + 30, y + 30, w - 60, h - 60, 6, { fill: "#2e8540", stroke: p.line, "stroke-width": 2 }) + path("M270 400l50 -50v30h160v40h-160v30Z", { fill: "#ffffff" }) + circle(540, 350, 20, { fill: "#ffffff" }) + path("M530 380l-20 70M530 380l30 60M520 400l-30 -10M530 400l40 -10", { stroke: "#ffffff", "stroke-width": 12, "stroke-linecap": "round" });
    if (has(shape, "combos")) detail += steps(2, x - 40, w + 80).map((cx) => circle(cx, y + 40, 36, { fill: glow, stroke: p.line, "stroke-width": 3 })).join("");
    focus = [540, 380];
  } else if (has(shape, "emergency-light")) {
    detail += steps(2, 280, 240).map((cx) => circle(cx, 300, 50, { fill: glow, stroke: p.line, "stroke-width": 3 })).join("") + circle(400, 440, 10, { fill: p.accent }) + rect(360, 470, 80, 20, 6, { fill: p.shade });
    focus = [280, 300];
  } else if (has(shape, "stack")) {
    detail += ["#c0262d", "#f2c318", "#2e8540", "#1f5fae"].map((fill, i) => rect(x + 40, y + 30 + i * 100, w - 80, 90, 10, { fill, stroke: p.line, "stroke-width": 2, opacity: 0.9 })).join("");
    focus = [400, y + 75];
  } else if (has(shape, "structured-media", "enclosure-modules")) {
    detail += steps(has(shape, "modules") ? 2 : 4, y + 50, 110).map((ry) => rect(x + 40, ry, w - 80, 90, 6, { fill: p.light, stroke: p.ink, "stroke-width": 2 }) + steps(4, x + 60, 52).map((px) => rect(px, ry + 30, 36, 30, 3, { fill: p.hole })).join("")).join("");
    focus = [x + 100, y + 90];
  } else {
    // Horns, strobes and chimes: a grille or a lens.
    if (has(shape, "strobe")) detail += rect(320, 300, 160, 200, 30, { fill: "#ffffff", stroke: p.line, "stroke-width": 3, opacity: 0.9 }) + steps(6, 320, 30).map((ly) => line(330, ly, 470, ly, { stroke: p.lens, "stroke-width": 4 })).join("");
    else detail += steps(7, 290, 36).map((ly) => rect(300, ly, 200, 14, 7, { fill: p.hole })).join("");
    if (has(shape, "horns")) detail += circle(400, 560, 12, { fill: p.accent });
  }
  return { box: [x, y, w, h], body: rect(x, y, w, h, 24), detail, focus };
}

/** Ceiling and fixture sensors, photocontrols, alarms, power packs and gateways. */
export function roundDevice(p: Palette, shape: string): Drawing {
  if (has(shape, "power-packs", "auxiliary-relays", "gateways", "brackets")) {
    if (has(shape, "brackets")) return { box: [200, 200, 400, 400], body: circle(400, 400, 200), detail: circle(400, 400, 190, { fill: p.lens, stroke: p.ink }) + steps(7, 220, 60).map((x) => line(x, 220, x, 580, { stroke: p.body, "stroke-width": 10 })).join("") + steps(7, 220, 60).map((y) => line(220, y, 580, y, { stroke: p.body, "stroke-width": 10 })).join(""), focus: [400, 400] };
    const detail = has(shape, "gateways")
      ? circle(400, 360, 60, { fill: "none", stroke: p.ink, "stroke-width": 4 }) + path("M350 320q50 -50 100 0M370 340q30 -28 60 0", { fill: "none", stroke: "#3aa655", "stroke-width": 6 })
      : rect(560, 380, 60, 40, 6, { fill: p.metal, stroke: p.line, "stroke-width": 2 }) + ["#1f1f1f", "#f4f4f1", "#c0262d", "#1f5fae"].map((stroke, i) => path(`M400 ${520 + i * 6}q-40 ${80 + i * 20} -120 ${100 + i * 10}`, { fill: "none", stroke, "stroke-width": 10 })).join("") + circle(300, 300, 12, { fill: "#3aa655" });
    return { box: [240, 240, 380, 360], body: rect(240, 240, 320, 280, 24), detail, focus: has(shape, "gateways") ? [400, 340] : [300, 300] };
  }
  if (has(shape, "twist-lock", "button-photo")) {
    const button = has(shape, "button");
    const body = button ? circle(400, 400, 140) : path("M250 320a150 80 0 0 1 300 0v220h-300Z");
    const detail = button ? circle(400, 400, 70, { fill: p.lens, stroke: p.ink, "stroke-width": 3 }) + rect(380, 540, 40, 120, 8, { fill: p.metal, stroke: p.line }) : rect(340, 360, 120, 80, 16, { fill: p.lens, stroke: p.ink, "stroke-width": 3 }) + steps(3, 300, 100).map((x) => rect(x - 10, 540, 20, 40, 4, { fill: p.metal, stroke: p.line })).join("");
    return { box: button ? [260, 260, 280, 400] : [250, 240, 300, 340], body, detail, focus: [400, 400] };
  }
  const alarm = has(shape, "alarms");
  const detail = alarm
    ? steps(12, 0, 1).map((i) => {
        const a = (i * Math.PI) / 6;
        return line(400 + Math.cos(a) * 100, 400 + Math.sin(a) * 100, 400 + Math.cos(a) * 170, 400 + Math.sin(a) * 170, { stroke: p.shade, "stroke-width": 10, "stroke-linecap": "round" });
      }).join("") + circle(400, 400, 50, { fill: p.light, stroke: p.ink, "stroke-width": 3 }) + circle(470, 300, 8, { fill: has(shape, "co-") ? "#3aa655" : p.accent })
    : circle(400, 400, 110, { fill: p.lens, stroke: p.ink, "stroke-width": 3 }) + steps(6, 0, 1).map((i) => circle(400, 400, 20 + i * 16, { fill: "none", stroke: p.ink, "stroke-width": 1, opacity: 0.5 })).join("") + circle(520, 470, 8, { fill: "#3aa655" });
  return { box: [180, 180, 440, 440], body: circle(400, 400, 220), detail, focus: [400, 400] };
}

/** Keystone jacks, coax and modular plugs, patch panels and patch cords. */
export function networkHardware(p: Palette, shape: string): Drawing {
  if (has(shape, "patch-panels")) {
    const fiber = has(shape, "fiber");
    return { box: [60, 320, 680, 160], body: rect(60, 320, 680, 160, 8), detail: [90, 710].map((x) => circle(x, 400, 12, { fill: "#ffffff", stroke: p.ink })).join("") + steps(12, 130, 48).map((x) => (fiber ? rect(x, 370, 32, 60, 4, { fill: "#1f5fae", stroke: p.ink }) : rect(x, 380, 34, 40, 3, { fill: p.hole }) + rect(x + 10, 374, 14, 8, 1, { fill: p.hole }))).join(""), focus: [180, 400] };
  }
  if (has(shape, "patch-cords")) {
    const plugEnd = (x: number) => rect(x, 360, 90, 80, 10, { fill: has(shape, "fiber") ? "#1f5fae" : p.lens, stroke: p.line, "stroke-width": 3 });
    return { box: [100, 200, 600, 400], body: path("M190 380q210 -300 420 0v40q-210 -260 -420 0Z"), detail: plugEnd(100) + plugEnd(610), focus: [145, 400] };
  }
  if (has(shape, "coaxial")) {
    return { box: [220, 300, 360, 200], body: rect(220, 330, 200, 140, 10) + rect(420, 300, 160, 200, 8), detail: steps(8, 230, 24).map((x) => line(x, 330, x - 8, 470, { stroke: p.ink, "stroke-width": 2 })).join("") + line(580, 400, 640, 400, { stroke: p.metal, "stroke-width": 8 }), focus: [580, 400] };
  }
  const plug = has(shape, "modular-plugs");
  const body = plug ? path("M260 300h280v200h-280Z") : rect(260, 260, 280, 280, 20);
  const detail = plug
    ? steps(8, 300, 28).map((x) => rect(x, 300, 14, 40, 2, { fill: "#c9a44c", stroke: p.line })).join("") + rect(330, 500, 140, 40, 8, { fill: p.lens, stroke: p.line, "stroke-width": 2 })
    : rect(320, 330, 160, 140, 8, { fill: p.hole }) + rect(370, 470, 60, 30, 4, { fill: p.hole }) + steps(8, 340, 17).map((x) => line(x, 340, x, 380, { stroke: "#c9a44c", "stroke-width": 4 })).join("") + screw(p, 400, 290, 8);
  return { box: [260, 260, 280, 280], body, detail, focus: [400, 360] };
}
