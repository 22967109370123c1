// ETIM-like attribute library and the attribute profile of each product group (P9: 15-40 attributes per class).
import type { LocaleText, RawAttribute } from "../../src/features/catalog/server/catalog-files";
import { L } from "./text";
import type { ProfileKey } from "./taxonomy";

type Value = { code: string; label: LocaleText };
type NumberDomain = number[] | { min: number; max: number; decimals: number };

export interface AttributeDef extends Omit<RawAttribute, "code"> {
  /** Default value pool: enum/multi codes, text values or numbers. */
  domain: (string | number)[] | NumberDomain;
}

const v = (code: string, en: string, fr: string, es: string): Value => ({ code, label: L(en, fr, es) });
const same = (code: string, label = code): Value => ({ code, label: L(label, label, label) });
const codes = (values: Value[]) => values.map((x) => x.code);

const IN = L("in", "po", "pulg");
const FT = L("ft", "pi", "pies");

export const COLOURS: (Value & { hex: string })[] = [
  { ...v("WH", "White", "Blanc", "Blanco"), hex: "#f4f4f1" },
  { ...v("IV", "Ivory", "Ivoire", "Marfil"), hex: "#efe6cf" },
  { ...v("LA", "Light Almond", "Amande pâle", "Almendra claro"), hex: "#e6d9bf" },
  { ...v("BK", "Black", "Noir", "Negro"), hex: "#1f1f1f" },
  { ...v("GY", "Gray", "Gris", "Gris"), hex: "#8a8d8f" },
  { ...v("RD", "Red", "Rouge", "Rojo"), hex: "#c0262d" },
  { ...v("BR", "Brown", "Brun", "Café"), hex: "#5b3a29" },
  { ...v("OR", "Orange", "Orange", "Naranja"), hex: "#e8731c" },
  { ...v("YL", "Yellow", "Jaune", "Amarillo"), hex: "#f2c318" },
  { ...v("BL", "Blue", "Bleu", "Azul"), hex: "#1f5fae" },
  { ...v("GN", "Green", "Vert", "Verde"), hex: "#2e8540" },
  { ...v("NA", "Natural", "Naturel", "Natural"), hex: "#ece8dc" },
  { ...v("SS", "Stainless Steel", "Acier inoxydable", "Acero inoxidable"), hex: "#b9bcbf" },
  { ...v("BS", "Polished Brass", "Laiton poli", "Latón pulido"), hex: "#c9a44c" },
  { ...v("AB", "Antique Bronze", "Bronze antique", "Bronce antiguo"), hex: "#6b4f35" },
  { ...v("SB", "Satin Brass", "Laiton satiné", "Latón satinado"), hex: "#b8995a" },
  { ...v("BN", "Brushed Nickel", "Nickel brossé", "Níquel cepillado"), hex: "#a7a59f" },
  { ...v("PC", "Polished Chrome", "Chrome poli", "Cromo pulido"), hex: "#d4d7da" },
  { ...v("MB", "Matte Black", "Noir mat", "Negro mate"), hex: "#2a2a2a" },
  { ...v("GR", "Graphite", "Graphite", "Grafito"), hex: "#4a4d50" },
  { ...v("OB", "Oil-Rubbed Bronze", "Bronze huilé", "Bronce envejecido"), hex: "#4b3a2e" },
];

const MATERIALS: Value[] = [
  v("nylon", "Nylon", "Nylon", "Nailon"),
  v("nylon66", "Nylon 6/6", "Nylon 6/6", "Nailon 6/6"),
  v("polycarbonate", "Polycarbonate", "Polycarbonate", "Policarbonato"),
  v("thermoset", "Thermoset", "Thermodurcissable", "Termofijo"),
  v("thermoplastic", "Thermoplastic", "Thermoplastique", "Termoplástico"),
  v("pvc", "PVC", "PVC", "PVC"),
  v("glassFilledNylon", "Glass-filled nylon", "Nylon renforcé de verre", "Nailon reforzado con vidrio"),
  v("aluminum", "Die-cast aluminum", "Aluminium moulé sous pression", "Aluminio fundido a presión"),
  v("steel", "Steel", "Acier", "Acero"),
  v("galvanizedSteel", "Pre-galvanized steel", "Acier prégalvanisé", "Acero pregalvanizado"),
  v("zinc", "Zinc die-cast", "Zinc moulé sous pression", "Zinc fundido a presión"),
  v("stainless", "Stainless steel", "Acier inoxydable", "Acero inoxidable"),
  v("brass", "Brass", "Laiton", "Latón"),
  v("malleableIron", "Malleable iron", "Fonte malléable", "Hierro maleable"),
  v("tinCopper", "Tin-plated copper", "Cuivre étamé", "Cobre estañado"),
  v("fiberglass", "Fiberglass", "Fibre de verre", "Fibra de vidrio"),
  v("polyolefin", "Polyolefin", "Polyoléfine", "Poliolefina"),
  v("vinyl", "Vinyl", "Vinyle", "Vinil"),
  v("abs", "ABS", "ABS", "ABS"),
];

const VOLTAGES: Value[] = [
  same("120", "120 V"), same("125", "125 V"), same("250", "250 V"), same("125/250", "125/250 V"), same("277", "277 V"),
  same("120/277", "120/277 V"), same("120-277", "120-277 V"), same("347", "347 V"), same("480", "480 V"), same("600", "600 V"),
  same("208/240", "208/240 V"), same("240/120", "240/120 V"), same("220/127", "220/127 V"), same("480/277", "480/277 V"), v("24dc", "24 V DC", "24 V c.c.", "24 V CD"), v("battery", "Battery powered", "À piles", "Operado por batería"),
  // Brazilian 127 V / 220 V circuits (Voltline Brasil's NBR 14136 line, ADR 67); appended so the values above keep their order.
  same("127/220", "127/220 V"),
];

const MOUNTINGS: Value[] = [
  v("flush", "Flush", "Encastré", "Empotrado"), v("surface", "Surface", "En saillie", "Sobreponer"), v("wall", "Wall", "Mural", "Muro"),
  v("ceiling", "Ceiling", "Plafond", "Techo"), v("pole", "Pole", "Poteau", "Poste"), v("panel", "Panel", "Panneau", "Panel"),
  v("din", "DIN rail", "Rail DIN", "Riel DIN"), v("pendant", "Pendant", "Suspendu", "Suspendido"), v("rack", "Rack", "Bâti", "Rack"),
  v("universal", "Universal", "Universel", "Universal"),
];

const GANGS: Value[] = [
  v("1", "1-Gang", "1 poste", "1 ventana"), v("2", "2-Gang", "2 postes", "2 ventanas"),
  v("3", "3-Gang", "3 postes", "3 ventanas"), v("4", "4-Gang", "4 postes", "4 ventanas"),
];

const TRADE_SIZES: Value[] = ["1/2", "3/4", "1", "1-1/4", "1-1/2", "2", "2-1/2", "3", "4"].map((s) => v(s, `${s} in`, `${s} po`, `${s} pulg`));

const LIGHTS: Value[] = [
  v("1", "1-Light", "1 lumière", "1 luz"), v("2", "2-Light", "2 lumières", "2 luces"), v("3", "3-Light", "3 lumières", "3 luces"),
  v("4", "4-Light", "4 lumières", "4 luces"), v("5", "5-Light", "5 lumières", "5 luces"), v("6", "6-Light", "6 lumières", "6 luces"),
];

const enumAttr = (key: string, label: LocaleText, values: Value[], domain = codes(values)): AttributeDef => ({ key, label, type: "enum", values, domain });
const multiAttr = (key: string, label: LocaleText, values: Value[]): AttributeDef => ({ key, label, type: "multi", values, domain: codes(values) });
const numAttr = (key: string, label: LocaleText, unit: LocaleText | undefined, domain: NumberDomain): AttributeDef => ({ key, label, type: "number", ...(unit ? { unit } : {}), domain });
const boolAttr = (key: string, label: LocaleText): AttributeDef => ({ key, label, type: "bool", domain: [] });
const textAttr = (key: string, label: LocaleText, domain: string[]): AttributeDef => ({ key, label, type: "text", domain });
const unit = (u: string) => L(u, u, u);
const withDomain = (domain: string[], def: AttributeDef): AttributeDef => ({ ...def, domain });

export const ATTRIBUTES: AttributeDef[] = [
  // The draw's pool stays the five North American schemes (INMETRO, added for Brazil, is never drawn: ADR 67), so every
  // draw of the catalogue is as it was; the generator sets a product's certifications after the draw.
  withDomain(["UL", "cUL", "CSA", "NOM", "ETL"], multiAttr("certifications", L("Certifications", "Homologations", "Certificaciones"), [
    v("UL", "UL Listed", "Homologué UL", "Listado UL"), v("cUL", "cUL Listed", "Homologué cUL", "Listado cUL"),
    v("CSA", "CSA Certified", "Certifié CSA", "Certificado CSA"), v("NOM", "NOM Certified", "Certifié NOM", "Certificado NOM"),
    v("ETL", "ETL Listed", "Homologué ETL", "Listado ETL"),
    v("INMETRO", "INMETRO Certified", "Certifié INMETRO", "Certificado INMETRO"),
  ])),
  multiAttr("application", L("Application", "Application", "Aplicación"), [
    v("residential", "Residential", "Résidentiel", "Residencial"), v("commercial", "Commercial", "Commercial", "Comercial"),
    v("industrial", "Industrial", "Industriel", "Industrial"), v("healthcare", "Healthcare", "Soins de santé", "Salud"),
    v("hospitality", "Hospitality", "Hôtellerie", "Hotelería"), v("education", "Education", "Enseignement", "Educación"),
    v("outdoor", "Outdoor", "Extérieur", "Exteriores"),
  ]),
  numAttr("packageQuantity", L("Package quantity", "Quantité par emballage", "Cantidad por paquete"), undefined, [1, 10, 25, 50, 100]),
  numAttr("weight", L("Weight", "Poids", "Peso"), unit("lb"), { min: 0.05, max: 4, decimals: 2 }),
  numAttr("warrantyYears", L("Warranty (years)", "Garantie (années)", "Garantía (años)"), undefined, [1, 2, 5, 10]),
  boolAttr("rohs", L("RoHS compliant", "Conforme RoHS", "Cumple RoHS")),
  numAttr("operatingTempMin", L("Minimum operating temperature", "Température de fonctionnement minimale", "Temperatura mínima de operación"), unit("°C"), [-40, -30, -20, 0]),

  numAttr("amperage", L("Amperage", "Intensité nominale", "Corriente nominal"), unit("A"), [15, 20]),
  enumAttr("voltage", L("Voltage", "Tension", "Tensión"), VOLTAGES, ["125", "250"]),
  textAttr("nemaConfiguration", L("Configuration (NEMA/IEC)", "Configuration (NEMA/CEI)", "Configuración (NEMA/IEC)"), []),
  enumAttr("grade", L("Grade", "Qualité", "Grado"), [
    v("residential", "Residential grade", "Qualité résidentielle", "Grado residencial"), v("commercial", "Commercial grade", "Qualité commerciale", "Grado comercial"),
    v("specification", "Specification grade", "Qualité spécification", "Grado especificación"), v("industrial", "Industrial grade", "Qualité industrielle", "Grado industrial"),
    v("hospital", "Hospital grade", "Qualité hôpital", "Grado hospital"),
  ], ["residential", "commercial", "specification", "industrial"]),
  enumAttr("deviceStyle", L("Device style", "Style de dispositif", "Estilo de dispositivo"), [
    v("decorator", "Decorator", "Décoratif", "Decorativo"), v("traditional", "Traditional", "Traditionnel", "Tradicional"),
  ]),
  enumAttr("material", L("Material", "Matériau", "Material"), MATERIALS, ["nylon", "polycarbonate", "thermoplastic"]),
  enumAttr("colour", L("Colour", "Couleur", "Color"), COLOURS, ["WH", "IV", "LA", "BK", "GY", "RD", "BR"]),
  enumAttr("wiringMethod", L("Wiring method", "Méthode de raccordement", "Método de conexión"), [
    v("sideWire", "Side wire", "Raccordement latéral", "Conexión lateral"), v("backWire", "Back wire", "Raccordement arrière", "Conexión posterior"),
    v("pushIn", "Push-in", "Enfichable", "De inserción"), v("pressurePlate", "Pressure plate", "Plaque de pression", "Placa de presión"),
    v("leadWire", "Wire leads", "Fils de raccordement", "Cables de conexión"),
  ], ["sideWire", "backWire", "pushIn", "pressurePlate"]),
  textAttr("wireGauge", L("Wire gauge", "Calibre de fil", "Calibre de cable"), ["14-10 AWG", "14-12 AWG", "12-10 AWG"]),
  numAttr("poles", L("Poles", "Pôles", "Polos"), undefined, [2, 3]),
  numAttr("wires", L("Wires", "Fils", "Hilos"), undefined, [3, 4]),
  boolAttr("tamperResistant", L("Tamper-resistant", "Inviolable", "A prueba de manipulación")),
  boolAttr("weatherResistant", L("Weather-resistant", "Résistant aux intempéries", "Resistente a la intemperie")),
  enumAttr("mountingType", L("Mounting", "Montage", "Montaje"), MOUNTINGS, ["flush"]),
  textAttr("flammability", L("Flammability rating", "Indice d'inflammabilité", "Clasificación de inflamabilidad"), ["UL 94 V-0", "UL 94 V-2", "UL 94 HB"]),
  enumAttr("gfciClass", L("GFCI class", "Classe DDFT", "Clase GFCI"), [v("A", "Class A", "Classe A", "Clase A")]),
  boolAttr("selfTest", L("Self-test", "Autovérification", "Autoprueba")),
  boolAttr("tripIndicator", L("Trip indicator", "Voyant de déclenchement", "Indicador de disparo")),
  numAttr("usbPorts", L("USB ports", "Ports USB", "Puertos USB"), undefined, [1, 2, 3]),
  enumAttr("usbType", L("USB type", "Type USB", "Tipo de USB"), [same("a", "USB-A"), same("c", "USB-C"), same("ac", "USB-A + USB-C")]),
  numAttr("usbOutput", L("USB output", "Puissance USB", "Potencia USB"), unit("W"), [3.6, 4.8, 6, 20, 30]),
  numAttr("jouleRating", L("Surge rating", "Capacité d'absorption", "Capacidad de absorción"), unit("J"), [480, 720, 1080]),
  numAttr("lumens", L("Light output", "Flux lumineux", "Flujo luminoso"), unit("lm"), [0.5, 1, 25, 45]),
  enumAttr("switchType", L("Switch type", "Type d'interrupteur", "Tipo de apagador"), [
    v("singlePole", "Single-pole", "Unipolaire", "Sencillo"), v("threeWay", "3-way", "Trois voies", "Tres vías"),
    v("fourWay", "4-way", "Quatre voies", "Cuatro vías"), v("doublePole", "Double-pole", "Bipolaire", "Bipolar"),
    v("momentary", "Momentary", "Momentané", "Momentáneo"), v("multiLocation", "Multi-location", "Multiemplacement", "Multiubicación"),
  ], ["singlePole", "threeWay"]),
  enumAttr("actuator", L("Actuator", "Commande", "Accionamiento"), [
    v("rocker", "Rocker", "Bascule", "Balancín"), v("toggle", "Toggle", "Levier", "Palanca"),
    v("pushButton", "Push button", "Bouton-poussoir", "Botón pulsador"), v("paddle", "Paddle", "Palette", "Paleta"),
  ]),
  boolAttr("illuminated", L("Illuminated", "Lumineux", "Iluminado")),
  numAttr("horsepower", L("Horsepower rating", "Puissance nominale", "Potencia nominal"), unit("hp"), [0.5, 1, 2, 3, 5, 10, 20]),
  enumAttr("plugAngle", L("Body style", "Forme du corps", "Forma del cuerpo"), [
    v("straight", "Straight", "Droite", "Recta"), v("angled", "Angled", "Coudée", "En ángulo"),
  ], ["straight"]),
  numAttr("maxCableDiameter", L("Maximum cable diameter", "Diamètre de câble maximal", "Diámetro máximo de cable"), IN, [0.25, 0.375, 0.5, 0.75, 1, 1.25]),

  multiAttr("loadType", L("Load type", "Type de charge", "Tipo de carga"), [
    v("led", "LED", "DEL", "LED"), v("cfl", "CFL", "LFC", "LFC"), v("incandescent", "Incandescent", "Incandescent", "Incandescente"),
    v("mlv", "Magnetic low voltage", "Basse tension magnétique", "Bajo voltaje magnético"),
    v("elv", "Electronic low voltage", "Basse tension électronique", "Bajo voltaje electrónico"),
    same("zeroTen", "0-10 V"), v("fan", "Fan motor", "Moteur de ventilateur", "Motor de ventilador"),
  ]),
  numAttr("maxLedLoad", L("Maximum LED load", "Charge DEL maximale", "Carga LED máxima"), unit("W"), [150, 250, 300, 450, 600]),
  numAttr("maxIncandescentLoad", L("Maximum incandescent load", "Charge incandescente maximale", "Carga incandescente máxima"), unit("W"), [600, 800, 1000, 1200]),
  boolAttr("neutralRequired", L("Neutral required", "Neutre requis", "Requiere neutro")),
  boolAttr("adjustableTrim", L("Adjustable low-end trim", "Réglage du seuil minimal", "Ajuste de nivel mínimo")),
  boolAttr("locatorLight", L("Locator light", "Voyant de repérage", "Luz localizadora")),
  enumAttr("controlStyle", L("Control style", "Type de commande", "Tipo de control"), [
    v("rotary", "Rotary", "Rotatif", "Giratorio"), v("slide", "Slide", "Glissière", "Deslizable"), v("tap", "Tap", "Effleurement", "Táctil"),
    v("rocker", "Rocker", "Bascule", "Balancín"), v("digital", "Digital", "Numérique", "Digital"),
  ], ["tap", "rocker", "digital"]),
  enumAttr("wirelessProtocol", L("Wireless protocol", "Protocole sans fil", "Protocolo inalámbrico"), [
    same("zigbee", "Zigbee"), same("zwave", "Z-Wave"), same("wifi", "Wi-Fi"), same("bluetoothMesh", "Bluetooth Mesh"), same("matter", "Matter over Thread"),
  ]),
  numAttr("maxTimerSetting", L("Maximum timer setting", "Durée maximale", "Tiempo máximo"), unit("min"), [5, 15, 30, 60, 120]),
  numAttr("schedulePrograms", L("Schedule programs", "Programmes horaires", "Programas de horario"), undefined, [8, 16, 32, 56]),
  numAttr("presetButtons", L("Preset buttons", "Boutons de préréglage", "Botones de preajuste"), undefined, [2, 4, 6]),
  numAttr("relayCount", L("Relays", "Relais", "Relevadores"), undefined, [1, 2, 4]),
  textAttr("ipRating", L("Ingress protection", "Indice de protection", "Grado de protección"), ["IP20", "IP44", "IP54", "IP65", "IP66", "IP67"]),
  enumAttr("dimmingType", L("Dimming method", "Méthode de gradation", "Método de atenuación"), [
    v("forwardPhase", "Forward phase", "Coupure de phase avant", "Corte de fase directa"),
    v("reversePhase", "Reverse phase", "Coupure de phase arrière", "Corte de fase inversa"), same("zeroTen", "0-10 V"),
  ]),

  enumAttr("sensorTechnology", L("Sensing technology", "Technologie de détection", "Tecnología de detección"), [
    v("pir", "Passive infrared (PIR)", "Infrarouge passif (IRP)", "Infrarrojo pasivo (PIR)"), v("ultrasonic", "Ultrasonic", "Ultrasons", "Ultrasónico"),
    v("dual", "Dual technology", "Double technologie", "Tecnología dual"),
    v("microphonic", "PIR + microphonic", "IRP et microphonique", "PIR y micrófono"),
  ]),
  numAttr("coverageArea", L("Coverage area", "Zone de couverture", "Área de cobertura"), L("sq ft", "pi²", "pies²"), [180, 300, 500, 900, 1000, 1500, 2000]),
  numAttr("coverageAngle", L("Field of view", "Angle de détection", "Ángulo de detección"), unit("°"), [180, 360]),
  numAttr("mountingHeight", L("Maximum mounting height", "Hauteur de montage maximale", "Altura máxima de montaje"), FT, [4, 8, 12, 20, 40]),
  numAttr("timeDelayMax", L("Maximum time delay", "Temporisation maximale", "Retardo máximo"), unit("min"), [15, 20, 30]),
  boolAttr("daylightHarvesting", L("Daylight harvesting", "Récupération de la lumière du jour", "Aprovechamiento de luz natural")),
  boolAttr("manualOn", L("Manual on", "Allumage manuel", "Encendido manual")),

  enumAttr("gangs", L("Gangs", "Postes", "Ventanas"), GANGS),
  enumAttr("plateSize", L("Plate size", "Format de plaque", "Tamaño de placa"), [
    v("standard", "Standard", "Standard", "Estándar"), v("midway", "Midway", "Intermédiaire", "Intermedia"), v("jumbo", "Jumbo", "Surdimensionnée", "Jumbo"),
  ], ["standard", "midway"]),
  enumAttr("deviceOpening", L("Device opening", "Ouverture", "Abertura"), [
    v("decorator", "Decorator", "Décorative", "Decorativa"), v("toggle", "Toggle", "Levier", "Palanca"), v("duplex", "Duplex", "Prise double", "Dúplex"),
    v("blank", "Blank", "Pleine", "Ciega"), v("combination", "Combination", "Combinée", "Combinada"), v("data", "Data", "Données", "Datos"),
  ]),
  enumAttr("finish", L("Finish", "Fini", "Acabado"), [
    v("glossy", "Glossy", "Lustré", "Brillante"), v("satin", "Satin", "Satiné", "Satinado"), v("brushed", "Brushed", "Brossé", "Cepillado"),
    v("polished", "Polished", "Poli", "Pulido"), v("matte", "Matte", "Mat", "Mate"),
  ]),
  boolAttr("screwless", L("Screwless", "Sans vis", "Sin tornillos")),
  numAttr("height", L("Height", "Hauteur", "Altura"), IN, { min: 2, max: 30, decimals: 2 }),
  numAttr("width", L("Width", "Largeur", "Ancho"), IN, { min: 1, max: 24, decimals: 2 }),
  numAttr("depth", L("Depth", "Profondeur", "Profundidad"), IN, { min: 0.1, max: 4, decimals: 2 }),
  boolAttr("impactResistant", L("Unbreakable", "Incassable", "Irrompible")),
  boolAttr("antimicrobial", L("Antimicrobial", "Antimicrobien", "Antimicrobiano")),
  boolAttr("screwsIncluded", L("Screws included", "Vis incluses", "Tornillos incluidos")),

  numAttr("boxVolume", L("Box volume", "Volume de la boîte", "Volumen de la caja"), L("cu in", "po³", "pulg³"), [12.5, 18, 20.3, 21, 30.3, 42, 54]),
  enumAttr("boxShape", L("Shape", "Forme", "Forma"), [
    v("rectangular", "Rectangular", "Rectangulaire", "Rectangular"), v("square", "Square", "Carrée", "Cuadrada"),
    v("octagon", "Octagon", "Octogonale", "Octagonal"), v("round", "Round", "Ronde", "Redonda"),
  ]),
  multiAttr("knockoutSize", L("Knockouts", "Débouchures", "Troqueles"), TRADE_SIZES.slice(0, 3)),
  enumAttr("mountingMethod", L("Mounting method", "Méthode de fixation", "Método de fijación"), [
    v("nailOn", "Nail-on", "À clouer", "Para clavar"), v("bracket", "Bracket", "Support", "Soporte"),
    v("oldWorkEars", "Old-work ears", "Oreilles de rénovation", "Orejas de remodelación"), v("screwOn", "Screw-on", "À visser", "Atornillable"),
    v("adjustable", "Adjustable", "Réglable", "Ajustable"),
  ]),
  textAttr("nemaEnclosure", L("Enclosure type", "Type de boîtier", "Tipo de envolvente"), ["NEMA 1", "NEMA 3R", "NEMA 4", "NEMA 4X"]),
  boolAttr("fanSupport", L("Fan rated", "Homologué pour ventilateur", "Soporta ventilador")),
  numAttr("maxFixtureWeight", L("Maximum fixture weight", "Poids maximal du luminaire", "Peso máximo del luminario"), unit("lb"), [15, 35, 50, 70]),
  boolAttr("coverIncluded", L("Cover included", "Couvercle inclus", "Incluye tapa")),

  enumAttr("tradeSize", L("Trade size", "Dimension commerciale", "Medida comercial"), TRADE_SIZES),
  enumAttr("conduitType", L("Conduit type", "Type de conduit", "Tipo de tubo"), [
    same("emt", "EMT"), v("rigid", "Rigid (RMC)", "Rigide (RMC)", "Rígido pared gruesa"), same("imc", "IMC"),
    v("lfmc", "Liquidtight flexible metal", "Métallique flexible étanche", "Metálico flexible hermético"),
    v("fmc", "Flexible metal", "Métallique flexible", "Metálico flexible"), v("mc", "MC cable", "Câble MC", "Cable MC"),
    v("cord", "Flexible cord", "Cordon souple", "Cordón flexible"),
  ], ["emt", "rigid", "imc", "cord"]),
  enumAttr("connectionType", L("Connection type", "Type de raccordement", "Tipo de conexión"), [
    v("setScrew", "Set screw", "Vis de pression", "Tornillo opresor"), v("compression", "Compression", "Compression", "Compresión"),
    v("threaded", "Threaded", "Fileté", "Roscado"), v("pushOn", "Push-on", "À enfoncer", "A presión"), v("squeeze", "Squeeze", "À serrage", "De apriete"),
  ]),
  boolAttr("insulatedThroat", L("Insulated throat", "Gorge isolée", "Garganta aislada")),
  boolAttr("raintight", L("Raintight", "Étanche à la pluie", "A prueba de lluvia")),
  boolAttr("concreteTight", L("Concrete-tight", "Étanche au béton", "Hermético al concreto")),
  boolAttr("hazardousLocation", L("Hazardous locations", "Emplacements dangereux", "Áreas peligrosas")),
  numAttr("tempRating", L("Temperature rating", "Température nominale", "Temperatura nominal"), unit("°C"), [60, 75, 90, 105]),

  textAttr("wireRange", L("Wire range", "Plage de calibres", "Rango de calibres"), ["22-16 AWG", "18-14 AWG", "16-14 AWG", "14-10 AWG", "12-10 AWG", "8 AWG", "6 AWG", "4 AWG", "2 AWG", "1/0 AWG", "2/0 AWG", "4/0 AWG", "250 kcmil", "500 kcmil"]),
  numAttr("maxConductors", L("Maximum conductors", "Nombre maximal de conducteurs", "Conductores máximos"), undefined, [2, 3, 4, 5, 8]),
  enumAttr("conductorMaterial", L("Conductor material", "Matériau du conducteur", "Material del conductor"), [
    v("copper", "Copper", "Cuivre", "Cobre"), v("aluminum", "Aluminum", "Aluminium", "Aluminio"), v("cuAl", "Copper or aluminum", "Cuivre ou aluminium", "Cobre o aluminio"),
  ]),
  boolAttr("insulated", L("Insulated", "Isolé", "Aislado")),
  numAttr("voltageRating", L("Voltage rating", "Tension nominale", "Tensión nominal"), unit("V"), [300, 600, 1000]),
  boolAttr("directBurial", L("Direct burial", "Enfouissement direct", "Enterramiento directo")),
  enumAttr("installationTool", L("Installation tool", "Outil d'installation", "Herramienta de instalación"), [
    v("hand", "By hand", "À la main", "Manual"), v("crimp", "Crimp tool", "Pince à sertir", "Pinza ponchadora"),
    v("hydraulic", "Hydraulic tool", "Outil hydraulique", "Herramienta hidráulica"), v("screwdriver", "Screwdriver", "Tournevis", "Desarmador"),
  ]),
  textAttr("studSize", L("Stud size", "Dimension du goujon", "Medida del birlo"), ["#8", "#10", "1/4 in", "5/16 in", "3/8 in", "1/2 in"]),

  numAttr("length", L("Length", "Longueur", "Longitud"), IN, [4, 6, 8, 11, 14, 24, 60, 120]),
  boolAttr("uvResistant", L("UV-resistant", "Résistant aux UV", "Resistente a UV")),
  boolAttr("halogenFree", L("Halogen-free", "Sans halogène", "Libre de halógenos")),
  numAttr("channels", L("Channels", "Compartiments", "Canales"), undefined, [1, 2, 3]),
  numAttr("tensileStrength", L("Loop tensile strength", "Résistance à la traction", "Resistencia a la tensión"), unit("lb"), [18, 40, 50, 120, 175, 250]),
  numAttr("maxBundleDiameter", L("Maximum bundle diameter", "Diamètre de faisceau maximal", "Diámetro máximo de haz"), IN, [0.875, 1.75, 3, 4, 6]),
  textAttr("loadClass", L("Load class", "Classe de charge", "Clase de carga"), ["NEMA 8A", "NEMA 12A", "NEMA 12B", "NEMA 20C"]),
  textAttr("shrinkRatio", L("Shrink ratio", "Taux de rétreint", "Relación de contracción"), ["2:1", "3:1", "4:1"]),

  numAttr("wattage", L("Wattage", "Puissance", "Potencia"), unit("W"), [6, 9, 12, 15, 20, 30, 40, 60, 100, 150]),
  numAttr("cct", L("Colour temperature", "Température de couleur", "Temperatura de color"), unit("K"), [2700, 3000, 3500, 4000, 5000]),
  numAttr("cri", L("Colour rendering index", "Indice de rendu des couleurs", "Índice de reproducción cromática"), undefined, [80, 90]),
  boolAttr("dimmable", L("Dimmable", "Gradable", "Atenuable")),
  enumAttr("lightSource", L("Light source", "Source lumineuse", "Fuente de luz"), [
    v("integratedLed", "Integrated LED", "DEL intégrée", "LED integrado"), v("e26", "Medium base (E26)", "Culot moyen (E26)", "Base media (E26)"),
    v("e12", "Candelabra base (E12)", "Culot candélabre (E12)", "Base candelabro (E12)"), same("gu10", "GU10"),
  ]),
  enumAttr("numberOfLights", L("Number of lights", "Nombre de lumières", "Número de luces"), LIGHTS, ["1", "2", "3", "4", "5", "6"]),
  enumAttr("shadeMaterial", L("Shade material", "Matériau de l'abat-jour", "Material de la pantalla"), [
    v("clearGlass", "Clear glass", "Verre clair", "Vidrio transparente"), v("etchedGlass", "Etched glass", "Verre givré", "Vidrio esmerilado"),
    v("opalGlass", "Opal glass", "Verre opale", "Vidrio opalino"), v("seededGlass", "Seeded glass", "Verre bullé", "Vidrio burbujeado"),
    v("fabric", "Fabric", "Tissu", "Tela"), v("metal", "Metal", "Métal", "Metal"), v("acrylic", "Acrylic", "Acrylique", "Acrílico"),
  ]),
  enumAttr("locationRating", L("Location rating", "Type d'emplacement", "Clasificación de ubicación"), [
    v("dry", "Dry", "Sec", "Seco"), v("damp", "Damp", "Humide", "Húmedo"), v("wet", "Wet", "Mouillé", "Mojado"),
  ]),
  boolAttr("energyStar", L("ENERGY STAR certified", "Homologué ENERGY STAR", "Certificado ENERGY STAR")),
  enumAttr("style", L("Style", "Style", "Estilo"), [
    v("modern", "Modern", "Moderne", "Moderno"), v("transitional", "Transitional", "Transitionnel", "Transicional"),
    v("traditional", "Traditional", "Traditionnel", "Tradicional"), v("farmhouse", "Farmhouse", "Champêtre", "Campestre"),
    v("industrial", "Industrial", "Industriel", "Industrial"), v("midCentury", "Mid-century", "Milieu du siècle", "Mediados de siglo"),
  ]),
  numAttr("ratedLife", L("Rated life", "Durée de vie nominale", "Vida útil nominal"), unit("h"), [25000, 36000, 50000]),
  numAttr("beamAngle", L("Beam angle", "Angle du faisceau", "Ángulo de haz"), unit("°"), [25, 40, 60, 90, 120]),

  numAttr("chargingPower", L("Charging power", "Puissance de recharge", "Potencia de carga"), unit("kW"), [3.8, 7.7, 9.6, 11.5, 19.2]),
  enumAttr("evConnector", L("Vehicle connector", "Connecteur de véhicule", "Conector del vehículo"), [
    same("j1772", "SAE J1772"), same("nacs", "NACS (SAE J3400)"), same("nema1450", "NEMA 14-50"), same("nema650", "NEMA 6-50"),
  ]),
  numAttr("cableLength", L("Cable length", "Longueur du câble", "Longitud del cable"), FT, [18, 20, 25]),
  enumAttr("connectivity", L("Connectivity", "Connectivité", "Conectividad"), [
    v("none", "None", "Aucune", "Ninguna"), same("wifi", "Wi-Fi"), same("ethernet", "Ethernet"), v("cellular", "Cellular LTE", "Cellulaire LTE", "Celular LTE"),
  ]),
  enumAttr("installationMethod", L("Installation", "Installation", "Instalación"), [
    v("hardwired", "Hardwired", "Raccordement permanent", "Cableado fijo"), v("plugIn", "Plug-in", "Enfichable", "Enchufable"),
    v("pedestal", "Pedestal", "Sur socle", "En pedestal"), v("wall", "Wall mount", "Montage mural", "Montaje en muro"),
  ]),
  numAttr("ports", L("Ports", "Ports", "Puertos"), undefined, [1, 2]),
  textAttr("ocppVersion", L("OCPP version", "Version OCPP", "Versión OCPP"), ["OCPP 1.6J", "OCPP 2.0.1"]),

  boolAttr("watertight", L("Watertight", "Étanche", "Hermético")),
  boolAttr("locking", L("Locking", "À verrouillage", "De media vuelta")),

  enumAttr("powerSource", L("Power source", "Alimentation", "Alimentación"), [
    v("hardwired", "Hardwired", "Raccordement permanent", "Cableado fijo"), v("battery", "Battery", "Pile", "Batería"),
    v("hardwiredBackup", "Hardwired with battery backup", "Raccordement permanent avec pile de secours", "Cableado fijo con batería de respaldo"),
  ]),
  enumAttr("batteryType", L("Battery type", "Type de pile", "Tipo de batería"), [
    v("niCd", "Nickel-cadmium", "Nickel-cadmium", "Níquel-cadmio"), v("niMh", "Nickel-metal hydride", "Nickel-métal-hydrure", "Níquel-hidruro metálico"),
    v("lifepo4", "Lithium iron phosphate", "Lithium fer phosphate", "Litio ferrofosfato"),
    v("lithium10", "10-year sealed lithium", "Lithium scellé 10 ans", "Litio sellado de 10 años"), v("alkaline", "Alkaline", "Alcaline", "Alcalina"),
  ]),
  numAttr("batteryRuntime", L("Battery runtime", "Autonomie de la pile", "Autonomía de la batería"), unit("min"), [90, 120, 180]),
  boolAttr("selfDiagnostics", L("Self-diagnostics", "Autodiagnostic", "Autodiagnóstico")),
  boolAttr("interconnectable", L("Interconnectable", "Interconnectable", "Interconectable")),
  enumAttr("letterColor", L("Letter colour", "Couleur des lettres", "Color de letras"), COLOURS, ["RD", "GN"]),
  numAttr("soundLevel", L("Sound level", "Niveau sonore", "Nivel sonoro"), unit("dB"), [85, 90, 100, 110]),

  numAttr("maxShackleDiameter", L("Maximum shackle diameter", "Diamètre d'anse maximal", "Diámetro máximo de arco"), IN, [0.25, 0.3125, 0.375]),
  numAttr("lockPoints", L("Padlock capacity", "Nombre de cadenas", "Capacidad de candados"), undefined, [1, 2, 4, 6]),
  boolAttr("dielectric", L("Non-conductive", "Non conducteur", "No conductor")),
  textAttr("contactConfig", L("Contact configuration", "Configuration des contacts", "Configuración de contactos"), ["1NO", "1NC", "1NO-1NC", "2NC"]),

  textAttr("cableCategory", L("Category", "Catégorie", "Categoría"), ["Cat5e", "Cat6", "Cat6A"]),
  enumAttr("shielding", L("Shielding", "Blindage", "Blindaje"), [
    v("utp", "Unshielded (UTP)", "Non blindé (UTP)", "Sin blindaje (UTP)"), v("stp", "Shielded (STP)", "Blindé (STP)", "Blindado (STP)"),
  ]),
  enumAttr("terminationType", L("Termination", "Terminaison", "Terminación"), [
    v("punchDown", "110 punch-down", "Poinçonnage 110", "Ponchado 110"), v("toolless", "Tool-less", "Sans outil", "Sin herramienta"),
    v("compression", "Compression", "Compression", "Compresión"), v("crimp", "Crimp", "Sertissage", "Engarzado"),
  ]),
  enumAttr("dataConnector", L("Connector", "Connecteur", "Conector"), [
    same("rj45", "RJ45"), same("lc", "LC"), same("sc", "SC"), v("fType", "F-type", "Type F", "Tipo F"), same("mpo", "MPO"),
  ]),
  textAttr("jacketRating", L("Jacket rating", "Type de gaine", "Tipo de forro"), ["CM", "CMR", "CMP", "LSZH"]),
  numAttr("bandwidth", L("Bandwidth", "Bande passante", "Ancho de banda"), unit("MHz"), [100, 250, 500]),
  boolAttr("tiaCompliant", L("TIA-568 compliant", "Conforme TIA-568", "Cumple TIA-568")),
  numAttr("rackUnits", L("Rack units", "Unités de bâti", "Unidades de rack"), unit("U"), [1, 2, 4]),
  numAttr("cordLength", L("Cord length", "Longueur du cordon", "Longitud del cable"), FT, [1, 3, 5, 7, 10, 14, 25]),
  // Power distribution (Voltline México's line, MARKET_TAXONOMY); appended so the codes above keep their numbers.
  numAttr("circuits", L("Circuits", "Circuits", "Circuitos"), undefined, [2, 4, 8, 12, 20, 24, 30, 42]),
  enumAttr("mainType", L("Main device", "Dispositif principal", "Dispositivo principal"), [
    v("mainBreaker", "Main breaker", "Disjoncteur principal", "Interruptor principal"), v("mainLug", "Main lugs", "Cosses principales", "Zapatas principales"),
  ]),
  enumAttr("phases", L("Phases", "Phases", "Fases"), [v("1", "Single-phase", "Monophasé", "Monofásico"), v("3", "Three-phase", "Triphasé", "Trifásico")]),
  enumAttr("busMaterial", L("Bus material", "Matériau des barres", "Material de las barras"), [
    v("copper", "Copper", "Cuivre", "Cobre"), v("tinnedCopper", "Tin-plated copper", "Cuivre étamé", "Cobre estañado"), v("aluminum", "Aluminum", "Aluminium", "Aluminio"),
  ]),
  numAttr("interruptingRating", L("Interrupting rating", "Pouvoir de coupure", "Capacidad interruptiva"), unit("kA"), [10, 14, 22, 25, 35, 42, 65]),
  enumAttr("breakerMounting", L("Breaker mounting", "Montage du disjoncteur", "Montaje del interruptor"), [
    v("plugIn", "Plug-in", "Enfichable", "Enchufable"), v("boltOn", "Bolt-on", "Boulonné", "Atornillable"), v("din", "DIN rail", "Rail DIN", "Riel DIN"),
  ]),
  enumAttr("tripUnit", L("Trip unit", "Déclencheur", "Unidad de disparo"), [
    v("thermalMagnetic", "Thermal-magnetic", "Magnétothermique", "Termomagnética"), v("electronic", "Electronic", "Électronique", "Electrónica"),
  ], ["thermalMagnetic"]),
  textAttr("conductorSize", L("Conductor size", "Calibre du conducteur", "Calibre del conductor"), ["14 AWG", "12 AWG", "10 AWG", "8 AWG", "6 AWG", "4 AWG", "2 AWG", "1/0 AWG", "2/0 AWG", "4/0 AWG", "250 kcmil", "500 kcmil"]),
  enumAttr("insulationType", L("Insulation", "Isolant", "Aislamiento"), [same("THHW-LS"), same("THHN/THWN-2"), v("bare", "Bare", "Nu", "Desnudo")]),
  enumAttr("stranding", L("Stranding", "Âme", "Construcción"), [v("solid", "Solid", "Massive", "Sólido"), v("stranded", "Stranded", "Câblée", "Cableado")]),
  numAttr("residualCurrent", L("Rated residual current", "Courant différentiel assigné", "Corriente diferencial nominal"), unit("mA"), [10, 30, 300]),
  numAttr("surgeCurrent", L("Maximum discharge current", "Courant de décharge maximal", "Corriente máxima de descarga"), unit("kA"), [20, 40, 65]),
  numAttr("reelLength", L("Put-up length", "Longueur de la bobine", "Longitud del carrete"), unit("m"), [100, 305, 500, 1000]),
  // Brazilian wiring devices (Voltline Brasil's NBR 14136 line, ADR 67); appended so the codes above keep their numbers.
  enumAttr("socketStandard", L("Socket standard", "Norme de la prise", "Norma del contacto"), [
    v("nbr14136", "NBR 14136 2P+T (two-pole + earth)", "NBR 14136 2P+T (bipolaire + terre)", "NBR 14136 2P+T (bipolar + tierra)"),
  ]),
  numAttr("pinDiameter", L("Pin diameter", "Diamètre des broches", "Diámetro de las espigas"), unit("mm"), [4, 4.8]),
  numAttr("outlets", L("Sockets per module", "Prises par module", "Contactos por módulo"), undefined, [1, 2]),
  enumAttr("boxFormat", L("Box format", "Format de boîte", "Formato de caja"), [same("4x2", "4×2"), same("4x4", "4×4")]),
  enumAttr("modules", L("Module positions", "Postes de module", "Posiciones de módulo"), [
    v("1", "1 Module", "1 module", "1 módulo"), v("2", "2 Modules", "2 modules", "2 módulos"), v("3", "3 Modules", "3 modules", "3 módulos"),
    v("4", "4 Modules", "4 modules", "4 módulos"), v("6", "6 Modules", "6 modules", "6 módulos"),
  ]),
  textAttr("plateDimensions", L("Plate dimensions", "Dimensions de la plaque", "Dimensiones de la placa"), []),
  enumAttr("switchKeys", L("Rockers", "Touches", "Teclas"), [
    v("1", "1 Rocker", "1 touche", "1 tecla"), v("2", "2 Rockers", "2 touches", "2 teclas"), v("3", "3 Rockers", "3 touches", "3 teclas"),
  ]),
  textAttr("conductorSection", L("Conductor cross-section", "Section des conducteurs", "Sección de los conductores"), ["1.5-4 mm²", "1.5-6 mm²", "2.5-6 mm²"]),
  numAttr("glowWire", L("Glow-wire test", "Essai au fil incandescent", "Prueba de hilo incandescente"), unit("°C"), [650, 750, 850]),
  boolAttr("shutters", L("Contact shutters", "Obturateurs", "Obturadores")),
  textAttr("inmetroRegistration", L("INMETRO registration", "Enregistrement INMETRO", "Registro INMETRO"), []),
];

export const ATTRIBUTE_BY_KEY = new Map(ATTRIBUTES.map((a) => [a.key, a]));
export const COLOUR_HEX = new Map(COLOURS.map((c) => [c.code, c.hex]));

/** Colours that name a finish (a "Brushed Nickel" plate has a brushed finish): the finish follows the colour. */
export const COLOUR_FINISH: ReadonlyMap<string, string> = new Map([
  ["SS", "brushed"], ["BS", "polished"], ["AB", "satin"], ["SB", "satin"], ["BN", "brushed"], ["PC", "polished"],
  ["MB", "matte"], ["OB", "matte"], ["GR", "matte"],
]);

/** Attribute keys every class carries. */
export const COMMON_ATTRIBUTES = ["certifications", "application", "packageQuantity", "weight", "warrantyYears", "rohs", "operatingTempMin"];

export interface Profile {
  /** Attribute keys, with value pools narrower than the attribute's default where given. */
  attributes: (string | [string, AttributeDef["domain"]])[];
  /** Attributes that vary between the products of one family. */
  variants: string[];
  /** Attributes shown in product names. */
  title: string[];
  weight: [number, number];
}

export const PROFILES: Record<ProfileKey, Profile> = {
  receptacle: {
    attributes: ["amperage", "voltage", "nemaConfiguration", "grade", "deviceStyle", "material", "colour", "wiringMethod", "wireGauge", ["poles", [2]], ["wires", [3]], "tamperResistant", "weatherResistant", "mountingType", "flammability"],
    variants: ["colour", "packageQuantity"], title: ["grade", "amperage", "voltage"], weight: [0.08, 0.35],
  },
  switch: {
    attributes: [["amperage", [15, 20, 30]], ["voltage", ["120/277"]], "switchType", "actuator", "grade", "deviceStyle", "material", "colour", "wiringMethod", "wireGauge", "illuminated", "mountingType", "flammability", ["horsepower", [0.5, 1, 2]]],
    variants: ["colour", "packageQuantity"], title: ["grade", "amperage", "voltage"], weight: [0.06, 0.25],
  },
  cordDevice: {
    attributes: [["amperage", [15, 20, 30]], "voltage", "nemaConfiguration", "poles", "wires", "grade", "material", ["colour", ["BK", "WH", "YL", "OR"]], "maxCableDiameter", "plugAngle", "flammability"],
    variants: ["colour", "amperage"], title: ["amperage", "voltage", "nemaConfiguration"], weight: [0.1, 0.5],
  },
  lightingControl: {
    attributes: ["loadType", "maxLedLoad", "maxIncandescentLoad", ["voltage", ["120", "120/277", "277", "347"]], "colour", "deviceStyle", "neutralRequired", ["switchType", ["singlePole", "threeWay", "multiLocation"]], "controlStyle", ["mountingType", ["flush", "surface", "pole"]], ["wiringMethod", ["leadWire", "sideWire"]], "wireGauge", "adjustableTrim", "locatorLight", "grade"],
    variants: ["colour"], title: ["voltage"], weight: [0.1, 0.6],
  },
  sensor: {
    attributes: ["sensorTechnology", "coverageArea", "coverageAngle", "mountingHeight", "timeDelayMax", ["voltage", ["120/277", "24dc", "347"]], "maxLedLoad", "maxIncandescentLoad", "daylightHarvesting", "manualOn", "neutralRequired", ["colour", ["WH", "IV", "LA", "GY", "BK"]], ["mountingType", ["wall", "ceiling", "surface"]], "relayCount"],
    variants: ["colour"], title: ["coverageArea"], weight: [0.1, 1.2],
  },
  wallPlate: {
    attributes: ["gangs", "plateSize", "deviceOpening", ["material", ["thermoplastic", "polycarbonate", "nylon"]], ["colour", ["WH", "IV", "LA", "BK", "GY", "BR", "RD"]], ["finish", ["glossy", "satin", "matte"]], "screwless", ["height", { min: 4.5, max: 5.3, decimals: 2 }], ["width", { min: 2.75, max: 11.5, decimals: 2 }], ["depth", { min: 0.2, max: 0.4, decimals: 2 }], "impactResistant", "antimicrobial", "screwsIncluded"],
    variants: ["colour", "gangs"], title: ["gangs"], weight: [0.03, 0.3],
  },
  box: {
    attributes: [["material", ["steel", "galvanizedSteel", "pvc", "fiberglass", "aluminum", "polycarbonate"]], "boxVolume", ["gangs", ["1", "2", "3"]], ["depth", { min: 1.5, max: 3.5, decimals: 2 }], "boxShape", "knockoutSize", "mountingMethod", "nemaEnclosure", "fanSupport", "maxFixtureWeight", ["colour", ["GY", "BL", "WH", "BK"]], "coverIncluded", "ipRating"],
    variants: ["gangs", "packageQuantity"], title: ["boxVolume"], weight: [0.1, 3],
  },
  fitting: {
    attributes: ["tradeSize", "conduitType", "connectionType", ["material", ["zinc", "steel", "aluminum", "malleableIron", "nylon", "stainless"]], "insulatedThroat", "raintight", "concreteTight", ["ipRating", ["IP54", "IP66", "IP67", "IP68"]], "tempRating", "hazardousLocation"],
    variants: ["tradeSize", "packageQuantity"], title: ["tradeSize"], weight: [0.05, 2.5],
  },
  connector: {
    attributes: ["wireRange", "maxConductors", "conductorMaterial", "insulated", ["colour", ["OR", "YL", "RD", "BL", "GY", "BK", "GN"]], "voltageRating", "tempRating", ["material", ["tinCopper", "aluminum", "nylon", "brass"]], "directBurial", "installationTool"],
    variants: ["wireRange", "packageQuantity"], title: ["wireRange"], weight: [0.01, 1.5],
  },
  wireManagement: {
    attributes: ["length", ["width", { min: 0.1, max: 24, decimals: 2 }], ["material", ["nylon66", "pvc", "steel", "stainless", "polyolefin", "vinyl", "aluminum"]], ["colour", ["NA", "BK", "GY", "WH", "IV", "RD", "BL", "YL", "GN"]], "uvResistant", "tempRating", "flammability", "halogenFree", ["mountingType", ["surface", "wall", "ceiling"]]],
    variants: ["length", "colour"], title: ["length"], weight: [0.01, 25],
  },
  luminaire: {
    attributes: [["lumens", [450, 800, 1100, 1600, 2400, 3200, 5000, 12000]], "wattage", "cct", "cri", "dimmable", "dimmingType", "lightSource", "numberOfLights", ["colour", ["MB", "BN", "AB", "SB", "PC", "WH", "GR", "OB"]], "shadeMaterial", ["height", { min: 4, max: 36, decimals: 1 }], ["width", { min: 4, max: 32, decimals: 1 }], "locationRating", "energyStar", "style", "ratedLife", ["voltage", ["120", "120-277"]], ["mountingType", ["ceiling", "wall", "pendant", "pole"]]],
    variants: ["colour", "cct"], title: ["numberOfLights"], weight: [1, 30],
  },
  evCharging: {
    attributes: [["amperage", [16, 32, 40, 48, 50, 80]], ["voltage", ["208/240"]], "chargingPower", "evConnector", "cableLength", "nemaEnclosure", "connectivity", "energyStar", "installationMethod", "ports", ["colour", ["BK", "GY", "WH"]], ["material", ["polycarbonate", "aluminum", "steel"]]],
    variants: ["cableLength", "colour"], title: ["amperage"], weight: [0.5, 60],
  },
  industrial: {
    attributes: [["amperage", [20, 30, 50, 60, 100]], ["voltage", ["125", "250", "125/250", "480", "600"]], "nemaConfiguration", ["poles", [2, 3, 4]], ["wires", [3, 4, 5]], ["ipRating", ["IP44", "IP67", "IP69K"]], ["material", ["nylon", "glassFilledNylon", "aluminum", "thermoset"]], ["colour", ["BK", "YL", "BL", "RD", "OR", "WH"]], "maxCableDiameter", "watertight", "locking", ["grade", ["industrial"]], "hazardousLocation"],
    variants: ["amperage", "colour"], title: ["amperage", "voltage", "nemaConfiguration"], weight: [0.3, 6],
  },
  lifeSafety: {
    attributes: [["voltage", ["120", "120/277", "24dc", "battery"]], "powerSource", "batteryType", "batteryRuntime", ["material", ["thermoplastic", "polycarbonate", "aluminum", "steel", "abs"]], ["colour", ["WH", "BK", "RD", "GY"]], ["mountingType", ["wall", "ceiling", "universal"]], "selfDiagnostics", ["ipRating", ["IP20", "IP54", "IP65"]], "locationRating", "interconnectable"],
    variants: ["colour", "powerSource"], title: [], weight: [0.3, 8],
  },
  safetyDevice: {
    attributes: [["material", ["nylon", "steel", "aluminum", "polycarbonate", "thermoplastic"]], ["colour", ["RD", "YL", "BL", "GN", "BK", "OR"]], "maxShackleDiameter", "lockPoints", ["ipRating", ["IP54", "IP65", "IP66"]], ["mountingType", ["panel", "surface", "din"]], "dielectric", "contactConfig", "nemaEnclosure", "tempRating"],
    variants: ["colour", "packageQuantity"], title: [], weight: [0.1, 4],
  },
  dataComm: {
    attributes: ["cableCategory", ["ports", [1, 12, 24, 48]], "shielding", "terminationType", "dataConnector", ["colour", ["BL", "WH", "BK", "GY", "YL", "RD", "GN", "OR", "IV"]], "jacketRating", "bandwidth", "tiaCompliant", ["mountingType", ["rack", "wall", "flush", "surface"]]],
    variants: ["colour", "cableCategory"], title: ["cableCategory"], weight: [0.02, 12],
  },  distribution: {
    attributes: [["amperage", [100, 225, 400, 600, 800]], ["voltage", ["240/120", "220/127", "480/277"]], "phases", "circuits", "busMaterial", ["interruptingRating", [10, 22, 25, 42, 65]], ["nemaEnclosure", ["NEMA 1", "NEMA 3R", "NEMA 12"]], ["mountingType", ["flush", "surface"]], ["material", ["steel", "galvanizedSteel", "stainless"]], ["colour", ["GY"]], ["height", { min: 12, max: 90, decimals: 1 }], ["width", { min: 14, max: 40, decimals: 1 }], ["depth", { min: 3.75, max: 30, decimals: 2 }]],
    variants: ["nemaEnclosure"], title: ["amperage", "voltage"], weight: [12, 900],
  },
  breaker: {
    attributes: [["amperage", [15, 20, 30, 40, 50]], ["voltage", ["240/120", "220/127", "480/277"]], ["poles", [1, 2, 3]], "interruptingRating", "tripUnit", "breakerMounting", "conductorMaterial", ["tempRating", [60, 75]], "tripIndicator", ["material", ["thermoset", "glassFilledNylon"]], ["colour", ["BK", "GY"]]],
    variants: ["amperage"], title: ["amperage", "interruptingRating"], weight: [0.3, 60],
  },
  buildingWire: {
    attributes: ["conductorSize", "insulationType", ["conductorMaterial", ["copper"]], ["voltageRating", [600]], ["tempRating", [75, 90]], "stranding", "reelLength", ["colour", ["BK", "WH", "RD", "BL", "GN"]], "halogenFree", "uvResistant", "directBurial"],
    variants: ["conductorSize", "colour"], title: ["conductorSize"], weight: [5, 400],
  },
  // Voltline Brasil's NBR 14136 line (ADR 67): modules for 4×2 / 4×4 boxes in white, black or graphite.
  nbrSocket: {
    attributes: [["amperage", [10, 20]], ["voltage", ["127/220"]], "socketStandard", "pinDiameter", "outlets", ["boxFormat", ["4x2"]], "shutters", ["material", ["thermoplastic", "polycarbonate"]], ["colour", ["WH", "BK", "GR"]], ["wiringMethod", ["sideWire", "pushIn"]], "conductorSection", "glowWire", ["mountingType", ["flush"]], "inmetroRegistration"],
    variants: ["amperage", "colour"], title: ["amperage"], weight: [0.03, 0.12],
  },
  nbrSwitch: {
    attributes: [["amperage", [10]], ["voltage", ["127/220"]], "switchType", "switchKeys", ["actuator", ["rocker"]], "illuminated", ["boxFormat", ["4x2"]], ["material", ["thermoplastic", "polycarbonate"]], ["colour", ["WH", "BK", "GR"]], ["wiringMethod", ["sideWire", "pushIn"]], ["conductorSection", ["1.5-4 mm²"]], "glowWire", ["mountingType", ["flush"]], "inmetroRegistration"],
    variants: ["switchKeys", "colour"], title: ["amperage"], weight: [0.02, 0.1],
  },
  nbrPlate: {
    attributes: ["boxFormat", "modules", "plateDimensions", ["material", ["thermoplastic", "polycarbonate"]], ["colour", ["WH", "BK", "GR"]], ["finish", ["glossy", "satin", "matte"]], "screwless", "impactResistant", "antimicrobial", "screwsIncluded", "inmetroRegistration"],
    variants: ["modules", "colour"], title: ["boxFormat"], weight: [0.02, 0.12],
  },
};
