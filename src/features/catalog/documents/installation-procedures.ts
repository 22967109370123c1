// Which installation procedure a product class follows (P5): one per kind of work an installer does, picked by the
// class's group in the category tree; the steps' text is in messages/<locale>/documents.json.

/** Number of steps of each procedure (`documents.instructions.procedures.<key>.step1..n`). */
export const PROCEDURE_STEPS = {
  wallDevice: 5,
  nbrDevice: 5,
  cordDevice: 5,
  industrialDevice: 5,
  control: 5,
  sensor: 5,
  wallPlate: 4,
  box: 5,
  fitting: 4,
  connector: 4,
  wireManagement: 4,
  luminaire: 5,
  evCharger: 5,
  lifeSafety: 5,
  lockout: 4,
  dataComm: 5,
  distribution: 5,
  breaker: 4,
  wire: 4,
  general: 3,
} as const;

export type Procedure = keyof typeof PROCEDURE_STEPS;

/** Steps every instruction sheet opens and closes with. */
export const SAFETY_STEPS = 4;
export const FINAL_STEPS = 2;

const GROUPS: Record<Exclude<Procedure, "general">, readonly string[]> = {
  wallDevice: ["receptacles", "switches", "specialty-devices"],
  // Voltline Brasil's NBR 14136 modules (ADR 67): Brazilian conductor colours, mm² sections, modules on a plate support.
  nbrDevice: ["nbr-sockets", "nbr-switches"],
  cordDevice: ["plugs-cord-connectors"],
  industrialDevice: ["locking-devices", "pin-sleeve-devices", "watertight-devices", "heavy-duty-switches"],
  control: ["dimmers", "timers", "networked-controls", "photocontrols"],
  sensor: ["wall-switch-sensors", "ceiling-sensors", "high-bay-outdoor-sensors", "power-packs-accessories"],
  wallPlate: ["decorator-wall-plates", "toggle-duplex-plates", "metal-wall-plates", "specialty-plates", "nbr-plates"],
  box: ["metal-boxes", "nonmetallic-boxes", "weatherproof-boxes-covers", "box-covers", "floor-boxes"],
  fitting: ["emt-fittings", "rigid-imc-fittings", "flexible-conduit-fittings", "cord-grips-strain-reliefs"],
  connector: ["wire-connectors", "terminals-lugs", "splices-taps", "grounding-connectors"],
  wireManagement: ["surface-raceways", "cable-ties-mounts", "cable-tray", "wire-identification"],
  luminaire: ["ceiling-lights", "wall-lights", "recessed-lighting", "outdoor-lighting", "commercial-lighting"],
  evCharger: ["level-2-chargers", "ev-charging-accessories", "ev-ready-receptacles"],
  lifeSafety: ["emergency-lighting", "audible-visual-signals", "detection"],
  lockout: ["lockout-safety-devices"],
  dataComm: ["jacks-connectors", "patch-panels", "patch-cords", "structured-media"],
  // México's Power Distribution line (ADR 62).
  distribution: ["panelboards-load-centers"],
  breaker: ["circuit-breakers", "residual-current-surge"],
  wire: ["building-wire"],
};

const BY_GROUP = new Map(Object.entries(GROUPS).flatMap(([procedure, groups]) => groups.map((group) => [group, procedure as Procedure])));

/** The procedure of a category group; classes outside the known tree get the general one. */
export function procedureFor(groupKey: string | undefined): Procedure {
  return (groupKey && BY_GROUP.get(groupKey)) || "general";
}

/** Message keys (under `documents.instructions`) of the numbered steps, safety first, the procedure, then the close. */
export function instructionStepKeys(procedure: Procedure): { safety: string[]; installation: string[] } {
  const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}.step${i + 1}`);
  return {
    safety: keys("safetySteps", SAFETY_STEPS),
    installation: [...keys(`procedures.${procedure}`, PROCEDURE_STEPS[procedure]), ...keys("finalSteps", FINAL_STEPS)],
  };
}
