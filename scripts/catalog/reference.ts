// Reference data of the catalogue: compatibility tree, programs, competitors and plants (P7, F4, F10-F13).
import type { LocaleText, RawProgram } from "../../src/features/catalog/server/catalog-files";
import { L } from "./text";

export interface CompatibilityRule {
  /** Product groups (level-1 keys) or classes (leaf keys) that belong here. */
  members: string[];
  /** Attribute value a product must have to belong. */
  where?: [string, string | boolean];
}

export interface CompatibilityFamily {
  key: string;
  name: LocaleText;
  nodes: { key: string; name: LocaleText; rules: CompatibilityRule[] }[];
}

export const COMPATIBILITY: CompatibilityFamily[] = [
  { key: "decorator-devices", name: L("Decorator Devices", "Dispositifs décoratifs", "Dispositivos decorativos"), nodes: [
    { key: "decorator-receptacles-switches", name: L("Decorator Receptacles & Switches", "Prises et interrupteurs décoratifs", "Contactos y apagadores decorativos"), rules: [{ members: ["receptacles", "switches", "specialty-devices"], where: ["deviceStyle", "decorator"] }] },
    { key: "decorator-dimmers-sensors", name: L("Decorator Dimmers & Sensors", "Gradateurs et détecteurs décoratifs", "Atenuadores y sensores decorativos"), rules: [{ members: ["dimmers", "networked-controls"], where: ["deviceStyle", "decorator"] }, { members: ["wall-switch-sensors"] }] },
    { key: "decorator-plates-compat", name: L("Decorator Wall Plates", "Plaques décoratives", "Placas decorativas"), rules: [{ members: ["decorator-wall-plates"] }, { members: ["metal-wall-plates", "specialty-plates"], where: ["deviceOpening", "decorator"] }] },
  ] },
  { key: "toggle-devices", name: L("Toggle Devices", "Dispositifs à levier", "Dispositivos de palanca"), nodes: [
    { key: "toggle-switches-compat", name: L("Toggle Switches", "Interrupteurs à levier", "Apagadores de palanca"), rules: [{ members: ["switches"], where: ["actuator", "toggle"] }] },
    { key: "toggle-plates-compat", name: L("Toggle Wall Plates", "Plaques pour interrupteur à levier", "Placas para apagador de palanca"), rules: [{ members: ["toggle-switch-plates"] }, { members: ["metal-wall-plates"], where: ["deviceOpening", "toggle"] }] },
  ] },
  { key: "duplex-devices", name: L("Duplex Receptacle Devices", "Dispositifs pour prise double", "Dispositivos para contacto dúplex"), nodes: [
    { key: "traditional-receptacles-compat", name: L("Traditional Duplex Receptacles", "Prises doubles traditionnelles", "Contactos dúplex tradicionales"), rules: [{ members: ["receptacles"], where: ["deviceStyle", "traditional"] }] },
    { key: "duplex-plates-compat", name: L("Duplex Wall Plates", "Plaques pour prise double", "Placas para contacto dúplex"), rules: [{ members: ["duplex-receptacle-plates"] }, { members: ["metal-wall-plates"], where: ["deviceOpening", "duplex"] }] },
  ] },
  { key: "weatherproof-covers", name: L("Weatherproof Covers", "Couvercles étanches", "Tapas a prueba de intemperie"), nodes: [
    { key: "outdoor-receptacles-compat", name: L("Weather-Resistant Receptacles & GFCIs", "Prises et DDFT résistantes aux intempéries", "Contactos y GFCI resistentes a la intemperie"), rules: [{ members: ["weather-resistant-receptacles"] }, { members: ["gfci-receptacles"], where: ["weatherResistant", true] }] },
    { key: "in-use-flip-lid-compat", name: L("In-Use & Flip-Lid Covers", "Couvercles en utilisation et à rabat", "Tapas de uso continuo y abatibles"), rules: [{ members: ["in-use-covers", "flip-lid-covers", "weatherproof-outlet-boxes"] }] },
  ] },
  { key: "conduit-systems", name: L("Conduit Systems", "Systèmes de conduits", "Sistemas de tubo conduit"), nodes: [
    { key: "emt-system", name: L("EMT Fittings & Boxes", "Raccords EMT et boîtes", "Accesorios EMT y cajas"), rules: [{ members: ["emt-fittings", "metal-boxes"] }] },
    { key: "rigid-system", name: L("Rigid Conduit Fittings & Covers", "Raccords pour conduit rigide et couvercles", "Accesorios para tubo rígido y tapas"), rules: [{ members: ["rigid-imc-fittings", "box-covers"] }] },
    { key: "flexible-system", name: L("Flexible Conduit & Cord Fittings", "Raccords pour conduit flexible et cordons", "Accesorios para tubo flexible y cordón"), rules: [{ members: ["flexible-conduit-fittings", "cord-grips-strain-reliefs"] }] },
  ] },
  { key: "raceway-systems", name: L("Surface Raceway Systems", "Systèmes de moulures", "Sistemas de canaletas"), nodes: [
    { key: "raceway-channels", name: L("Raceway Channels", "Moulures", "Canaletas"), rules: [{ members: ["nonmetallic-raceways", "metal-raceways"] }] },
    { key: "raceway-fittings-boxes", name: L("Raceway Fittings & Device Boxes", "Raccords et boîtes pour moulures", "Accesorios y cajas para canaleta"), rules: [{ members: ["raceway-fittings", "handy-boxes"] }] },
  ] },
  { key: "industrial-plug-systems", name: L("Industrial Plug Systems", "Systèmes de fiches industrielles", "Sistemas de clavijas industriales"), nodes: [
    { key: "locking-system", name: L("Locking Plugs, Connectors & Receptacles", "Fiches, prolongateurs et prises à verrouillage", "Clavijas, conectores y contactos de media vuelta"), rules: [{ members: ["locking-devices"] }] },
    { key: "pin-sleeve-watertight-system", name: L("Pin & Sleeve and Watertight Devices", "Dispositifs à broches et manchons et étanches", "Dispositivos de clavija y manga y herméticos"), rules: [{ members: ["pin-sleeve-devices", "watertight-devices"] }] },
  ] },
  { key: "ev-charging-systems", name: L("EV Charging Systems", "Systèmes de recharge de VÉ", "Sistemas de carga para vehículos eléctricos"), nodes: [
    { key: "ev-chargers-compat", name: L("Chargers", "Bornes de recharge", "Cargadores"), rules: [{ members: ["level-2-chargers"] }] },
    { key: "ev-mounting-cords-compat", name: L("Mounting, Cords & Receptacles", "Supports, cordons et prises", "Soportes, cables y contactos"), rules: [{ members: ["ev-charging-accessories", "ev-ready-receptacles"] }] },
  ] },
  { key: "dimmable-lighting", name: L("Dimmable Lighting & Controls", "Éclairage gradable et commandes", "Iluminación atenuable y controles"), nodes: [
    { key: "dimmable-fixtures", name: L("Dimmable Fixtures", "Luminaires gradables", "Luminarios atenuables"), rules: [{ members: ["ceiling-lights", "wall-lights", "recessed-lighting", "outdoor-lighting"], where: ["dimmable", true] }] },
    { key: "compatible-dimmers", name: L("Compatible Dimmers", "Gradateurs compatibles", "Atenuadores compatibles"), rules: [{ members: ["dimmers"] }] },
  ] },
];

export const PROGRAMS: RawProgram[] = [
  { key: "quick-ship", sortOrder: 10, name: L("Quick Ship", "Expédition rapide", "Envío rápido"),
    description: L("Ships within 24 hours from our regional distribution centers.", "Expédié en 24 heures depuis nos centres de distribution régionaux.", "Se envía en 24 horas desde nuestros centros de distribución regionales.") },
  { key: "contractor-select", sortOrder: 20, name: L("Contractor Select", "Sélection entrepreneurs", "Selección para contratistas"),
    description: L("Contractor favorites in jobsite bulk packs.", "Les produits préférés des entrepreneurs, en emballages de chantier.", "Los favoritos de los contratistas, en empaques a granel para obra.") },
  { key: "energy-rebate", sortOrder: 30, name: L("Energy Rebate Eligible", "Admissible aux remises énergétiques", "Elegible para reembolsos de energía"),
    description: L("Products that qualify for utility energy-efficiency rebates.", "Produits admissibles aux remises d'efficacité énergétique des services publics.", "Productos que califican para reembolsos de eficiencia energética de las compañías eléctricas.") },
  { key: "healthcare-solutions", sortOrder: 40, name: L("Healthcare Solutions", "Solutions pour la santé", "Soluciones para el sector salud"),
    description: L("Devices for hospitals, clinics and long-term care facilities.", "Dispositifs pour hôpitaux, cliniques et centres de soins de longue durée.", "Dispositivos para hospitales, clínicas y centros de cuidados de largo plazo.") },
  { key: "builder-program", sortOrder: 50, name: L("Residential Builder Program", "Programme constructeurs résidentiels", "Programa para constructores de vivienda"),
    description: L("Whole-home packages for production builders.", "Ensembles complets pour les constructeurs d'habitations.", "Paquetes para vivienda completa dirigidos a constructores.") },
  { key: "made-in-north-america", sortOrder: 60, name: L("Made in North America", "Fabriqué en Amérique du Nord", "Hecho en Norteamérica"),
    description: L("Manufactured in our plants in the United States, Canada and Mexico.", "Fabriqué dans nos usines aux États-Unis, au Canada et au Mexique.", "Fabricado en nuestras plantas de Estados Unidos, Canadá y México.") },
];

export const COMPETITORS = [
  { name: "Arcwell Electric", prefix: "AW" },
  { name: "Northbridge Devices", prefix: "NB" },
  { name: "Kestrel Electrical", prefix: "KE" },
  { name: "Pinecrest Wiring", prefix: "PW" },
  { name: "Ridgeway Controls", prefix: "RC" },
];

/** Plants with the share of families made there. */
export const PLANTS = [
  { code: "US-TN-MOR", city: "Morristown, Tennessee", country: "US", share: 0.2 },
  { code: "US-OH-DAY", city: "Dayton, Ohio", country: "US", share: 0.1 },
  { code: "US-TX-ELP", city: "El Paso, Texas", country: "US", share: 0.06 },
  { code: "CA-ON-MIS", city: "Mississauga, Ontario", country: "CA", share: 0.08 },
  { code: "MX-NL-MTY", city: "Apodaca, Nuevo León", country: "MX", share: 0.15 },
  { code: "MX-CH-CUU", city: "Chihuahua, Chihuahua", country: "MX", share: 0.1 },
  { code: "CN-GD-DGN", city: "Dongguan, Guangdong", country: "CN", share: 0.19 },
  { code: "VN-BD-TDM", city: "Thủ Dầu Một, Bình Dương", country: "VN", share: 0.08 },
  { code: "BR-SP-CPS", city: "Campinas, São Paulo", country: "BR", share: 0.04 },
  // Voltline Brasil's factory (ADR 67): only its own line is made there, so it takes no share of the draw.
  { code: "BR-SP-SAO", city: "Santo Amaro, São Paulo", country: "BR", share: 0 },
];

/** Countries whose products are TAA-eligible (US-made or a designated country). */
export const TAA_COUNTRIES = new Set(["US", "CA", "MX"]);
export const USMCA_COUNTRIES = new Set(["US", "CA", "MX"]);

export const PROP65_CHEMICALS = ["Lead", "Di(2-ethylhexyl) phthalate (DEHP)", "Diisononyl phthalate (DINP)", "Bisphenol A (BPA)", "Nickel (metallic)", "Antimony trioxide"];
export const REACH_SVHC = ["Lead", "Di(2-ethylhexyl) phthalate (DEHP)", "Dechlorane Plus", "Medium-chain chlorinated paraffins"];
