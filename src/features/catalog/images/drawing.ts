// Product drawings (P9): a deterministic SVG per image spec and view, rendered in the product colour.
import { electricalBox, nbrDevice, wallDevice, wallPlate, type Drawing } from "./devices";
import { enclosure, evCharging, luminaire, networkHardware, roundDevice } from "./equipment";
import { connector, fitting, plugOrConnector, wireManagement } from "./hardware";
import { circle, group, line, palette, rect, steps, type Palette } from "./svg";
import { DRAWING_SIZE, type DrawingView } from "./views";

export interface DrawingSpec {
  shape: string;
  group: string;
  colorHex: string;
}

type Draw = (p: Palette, shape: string, group: string) => Drawing;

// Which drawing each catalogue group gets; groups not listed fall back to an enclosure.
const BY_GROUP: [RegExp, Draw][] = [
  [/^(receptacles|switches|specialty-devices|dimmers|timers|wall-switch-sensors|ev-ready-receptacles)$/, wallDevice],
  [/^nbr-(sockets|switches)$/, (p, shape) => nbrDevice(p, shape)],
  [/^networked-controls$/, (p, shape, g) => (shape.includes("gateways") ? roundDevice(p, shape) : wallDevice(p, shape, g))],
  [/plates$/, wallPlate],
  [/boxes|covers$/, electricalBox],
  [/fittings|cord-grips/, fitting],
  [/wire-connectors|terminals|splices|grounding/, connector],
  [/raceways|cable-ties|cable-tray|wire-identification/, wireManagement],
  [/^emergency-lighting$/, enclosure],
  [/lights|lighting$/, luminaire],
  [/level-2|ev-charging/, evCharging],
  [/plugs|locking|pin-sleeve|watertight/, plugOrConnector],
  [/ceiling-sensors|outdoor-sensors|photocontrols|power-packs|detection/, roundDevice],
  [/jacks|patch|structured-media/, (p, shape) => (shape.includes("structured-media") || shape.includes("enclosure-modules") ? enclosure(p, shape) : networkHardware(p, shape))],
];

/** The drawing of a shape in the front view, before framing. */
export function shapeDrawing(spec: DrawingSpec): { drawing: Drawing; palette: Palette } {
  const p = palette(spec.colorHex);
  // Portable EV cords sit in the EV-ready group but are drawn as cords.
  const draw = spec.shape.includes("charging-cords") ? evCharging : (BY_GROUP.find(([test]) => test.test(spec.group))?.[1] ?? enclosure);
  return { drawing: draw(p, spec.shape, spec.group), palette: p };
}

const grid = () =>
  `<defs><pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#e9edf1" stroke-width="1"/></pattern></defs>` +
  rect(0, 0, DRAWING_SIZE, DRAWING_SIZE, 0, { fill: "#ffffff" }) +
  rect(0, 0, DRAWING_SIZE, DRAWING_SIZE, 0, { fill: "url(#grid)" });

function front(d: Drawing, p: Palette): string {
  return group(d.body, { fill: p.body, stroke: p.line, "stroke-width": 3, "stroke-linejoin": "round" }) + d.detail;
}

/** Width and height dimension lines with end ticks, as on a technical drawing. */
function dimensions(d: Drawing): string {
  const [x, y, w, h] = d.box;
  const style = { stroke: "#5b6670", "stroke-width": 2 };
  const by = Math.min(y + h + 50, 770);
  const rx = Math.min(x + w + 50, 770);
  return (
    line(x, by, x + w, by, style) + line(x, by - 12, x, by + 12, style) + line(x + w, by - 12, x + w, by + 12, style) +
    line(rx, y, rx, y + h, style) + line(rx - 12, y, rx + 12, y, style) + line(rx - 12, y + h, rx + 12, y + h, style)
  );
}

// Depth of the angled view: the silhouette repeated behind the face, then the whole sheared.
function angled(d: Drawing, p: Palette): string {
  const depth = steps(10, 40, -4)
    .map((offset) => group(d.body, { transform: `translate(${offset} ${-offset / 2})` }))
    .join("");
  const extrusion = group(depth, { fill: p.shade, stroke: p.shade, "stroke-width": 3 });
  const outline = group(d.body, { transform: "translate(44 -22)", fill: "none", stroke: p.line, "stroke-width": 2 });
  return group(outline + extrusion + front(d, p), { transform: "translate(60 90) matrix(0.8 0.14 0 0.86 0 0)" });
}

function detailView(d: Drawing, p: Palette): string {
  const [fx, fy] = d.focus;
  const zoom = 2;
  const lens = `<clipPath id="lens"><circle cx="470" cy="420" r="280"/></clipPath>`;
  const magnified = group(group(front(d, p), { transform: `translate(470 420) scale(${zoom}) translate(${-fx} ${-fy})` }), { "clip-path": "url(#lens)" });
  const key = group(front(d, p) + circle(fx, fy, 280 / zoom, { fill: "none", stroke: "#1f5fae", "stroke-width": 8 }), { transform: "translate(20 20) scale(0.28)" });
  const callout = line(20 + fx * 0.28, 20 + fy * 0.28, 470 - 280 * 0.7, 420 - 280 * 0.7, { stroke: "#1f5fae", "stroke-width": 2, "stroke-dasharray": "8 6" });
  return `<defs>${lens}</defs>` + circle(470, 420, 280, { fill: "#ffffff" }) + magnified + circle(470, 420, 280, { fill: "none", stroke: "#1f5fae", "stroke-width": 4 }) + rect(14, 14, 236, 236, 8, { fill: "#ffffff", stroke: "#c9d1d9", "stroke-width": 2, opacity: 0.95 }) + key + callout;
}

export function productDrawingSvg(spec: DrawingSpec, view: DrawingView): string {
  const { drawing, palette: p } = shapeDrawing(spec);
  const content = view === "front" ? front(drawing, p) + dimensions(drawing) : view === "side" ? angled(drawing, p) : detailView(drawing, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_SIZE}" height="${DRAWING_SIZE}" viewBox="0 0 ${DRAWING_SIZE} ${DRAWING_SIZE}">${grid()}${content}</svg>`;
}
