// The manufacturer's 3-level product category tree (P9): top categories, groups and leaf classes in en / fr-ca / es-mx.
import type { LocaleText, RawAttributeValue } from "../../src/features/catalog/server/catalog-files";
import { L } from "./text";

export type ProfileKey =
  | "receptacle" | "switch" | "cordDevice" | "lightingControl" | "sensor" | "wallPlate" | "box" | "fitting"
  | "connector" | "wireManagement" | "luminaire" | "evCharging" | "industrial" | "lifeSafety" | "safetyDevice" | "dataComm"
  | "distribution" | "breaker" | "buildingWire" | "nbrSocket" | "nbrSwitch" | "nbrPlate";

export interface LeafDef {
  key: string;
  name: LocaleText;
  /** Singular product noun used in product names. */
  noun: LocaleText;
  /** Values every product of the class has. */
  fixed?: Record<string, RawAttributeValue>;
  /** Class-specific attributes added to the group profile. */
  extra?: string[];
  /** Narrower value pools than the profile's for this class. */
  domains?: Record<string, (number | string)[]>;
  /** Residential classes the homestyle brand also sells. */
  residential?: boolean;
  /** List price range in USD when the class's differs from its top category's. */
  price?: [number, number];
}

export interface GroupDef {
  key: string;
  name: LocaleText;
  profile: ProfileKey;
  leaves: LeafDef[];
}

export interface TopDef {
  key: string;
  name: LocaleText;
  /** Owning division code (owningDivisions). */
  division: string;
  hsCode: string;
  /** List price range in USD. */
  price: [number, number];
  series: string[];
  groups: GroupDef[];
}

/** A product line made for one market (B6): its classes draw from their own random stream and are not counted in the core classes' share of the product target, so adding one leaves every existing product as it was. */
export interface MarketTopDef extends TopDef {
  /** The only sales organisations that sell it. */
  markets: string[];
  /** Share of the core per-class product count each of its classes gets. */
  share: number;
  /** Plant code (reference.ts PLANTS) where the whole line is made. */
  plant?: string;
  /** The certifications every product of the line carries, instead of a draw (a line certified in its market only). */
  certifications?: string[];
}

const leaf = (key: string, name: LocaleText, noun: LocaleText, more: Omit<LeafDef, "key" | "name" | "noun"> = {}): LeafDef => ({ key, name, noun, ...more });

/** PIM values of the products' algoliaBrands and salesOrgs; the brand entries of the content pack select on them (B6). */
export const ALGOLIA_BRANDS = { voltline: "Voltline", progressLighting: "Progress Lighting", homestyle: "Homestyle" } as const;
export const SALES_ORGS = { us: "US01", canada: "CA01", mexico: "MX01", brasil: "BR01" } as const;

export const CORE_TAXONOMY: TopDef[] = [
  {
    key: "wiring-devices", name: L("Wiring Devices", "Dispositifs de câblage", "Dispositivos de cableado"), division: "WD", hsCode: "8536.69.8000", price: [1.5, 60],
    series: ["ProLine", "Decoro", "TrueWire", "SpecMaster", "Homeline"],
    groups: [
      { key: "receptacles", name: L("Receptacles", "Prises de courant", "Contactos"), profile: "receptacle", leaves: [
        leaf("duplex-receptacles", L("Duplex Receptacles", "Prises doubles", "Contactos dúplex"), L("Duplex Receptacle", "Prise double", "Contacto dúplex"), { residential: true }),
        leaf("single-receptacles", L("Single Receptacles", "Prises simples", "Contactos sencillos"), L("Single Receptacle", "Prise simple", "Contacto sencillo")),
        leaf("gfci-receptacles", L("GFCI Receptacles", "Prises DDFT", "Contactos GFCI"), L("GFCI Receptacle", "Prise DDFT", "Contacto GFCI"), { extra: ["gfciClass", "selfTest", "tripIndicator"], residential: true }),
        leaf("tamper-resistant-receptacles", L("Tamper-Resistant Receptacles", "Prises inviolables", "Contactos a prueba de manipulación"), L("Tamper-Resistant Receptacle", "Prise inviolable", "Contacto a prueba de manipulación"), { fixed: { tamperResistant: true }, residential: true }),
        leaf("usb-charger-receptacles", L("USB Charger Receptacles", "Prises avec chargeur USB", "Contactos con cargador USB"), L("USB Charger Receptacle", "Prise avec chargeur USB", "Contacto con cargador USB"), { extra: ["usbPorts", "usbType", "usbOutput"], residential: true }),
        leaf("hospital-grade-receptacles", L("Hospital Grade Receptacles", "Prises de qualité hôpital", "Contactos grado hospital"), L("Hospital Grade Receptacle", "Prise de qualité hôpital", "Contacto grado hospital"), { fixed: { grade: "hospital" } }),
        leaf("weather-resistant-receptacles", L("Weather-Resistant Receptacles", "Prises résistantes aux intempéries", "Contactos resistentes a la intemperie"), L("Weather-Resistant Receptacle", "Prise résistante aux intempéries", "Contacto resistente a la intemperie"), { fixed: { weatherResistant: true }, residential: true }),
        leaf("surge-protective-receptacles", L("Surge Protective Receptacles", "Prises parasurtenseurs", "Contactos con supresor de picos"), L("Surge Protective Receptacle", "Prise parasurtenseur", "Contacto con supresor de picos"), { extra: ["jouleRating"] }),
      ] },
      { key: "switches", name: L("Switches", "Interrupteurs", "Apagadores"), profile: "switch", leaves: [
        leaf("single-pole-switches", L("Single-Pole Switches", "Interrupteurs unipolaires", "Apagadores sencillos"), L("Single-Pole Switch", "Interrupteur unipolaire", "Apagador sencillo"), { fixed: { switchType: "singlePole" }, residential: true }),
        leaf("three-way-switches", L("Three-Way Switches", "Interrupteurs trois voies", "Apagadores de tres vías"), L("Three-Way Switch", "Interrupteur trois voies", "Apagador de tres vías"), { fixed: { switchType: "threeWay" }, residential: true }),
        leaf("four-way-switches", L("Four-Way Switches", "Interrupteurs quatre voies", "Apagadores de cuatro vías"), L("Four-Way Switch", "Interrupteur quatre voies", "Apagador de cuatro vías"), { fixed: { switchType: "fourWay" } }),
        leaf("double-pole-switches", L("Double-Pole Switches", "Interrupteurs bipolaires", "Apagadores bipolares"), L("Double-Pole Switch", "Interrupteur bipolaire", "Apagador bipolar"), { fixed: { switchType: "doublePole" } }),
        leaf("pilot-light-switches", L("Pilot Light Switches", "Interrupteurs à voyant", "Apagadores con luz piloto"), L("Pilot Light Switch", "Interrupteur à voyant", "Apagador con luz piloto"), { fixed: { illuminated: true } }),
        leaf("momentary-contact-switches", L("Momentary Contact Switches", "Interrupteurs à contact momentané", "Apagadores de contacto momentáneo"), L("Momentary Contact Switch", "Interrupteur à contact momentané", "Apagador de contacto momentáneo"), { fixed: { switchType: "momentary" } }),
      ] },
      { key: "plugs-cord-connectors", name: L("Plugs & Cord Connectors", "Fiches et prolongateurs", "Clavijas y conectores de cordón"), profile: "cordDevice", leaves: [
        leaf("straight-blade-plugs", L("Straight Blade Plugs", "Fiches à lames droites", "Clavijas de hoja recta"), L("Straight Blade Plug", "Fiche à lames droites", "Clavija de hoja recta")),
        leaf("straight-blade-connectors", L("Straight Blade Connectors", "Prolongateurs à lames droites", "Conectores de hoja recta"), L("Straight Blade Connector", "Prolongateur à lames droites", "Conector de hoja recta")),
        leaf("angle-plugs", L("Angle Plugs", "Fiches coudées", "Clavijas en ángulo"), L("Angle Plug", "Fiche coudée", "Clavija en ángulo"), { fixed: { plugAngle: "angled" } }),
      ] },
      { key: "specialty-devices", name: L("Specialty Devices", "Dispositifs spécialisés", "Dispositivos especiales"), profile: "receptacle", leaves: [
        leaf("combination-devices", L("Combination Devices", "Dispositifs combinés", "Dispositivos combinados"), L("Combination Device", "Dispositif combiné", "Dispositivo combinado"), { residential: true }),
        leaf("night-lights", L("Night Lights", "Veilleuses", "Luces nocturnas"), L("Night Light", "Veilleuse", "Luz nocturna"), { extra: ["lumens"], residential: true }),
        leaf("afci-receptacles", L("AFCI Receptacles", "Prises DDFA", "Contactos AFCI"), L("AFCI Receptacle", "Prise DDFA", "Contacto AFCI"), { extra: ["selfTest", "tripIndicator"], residential: true }),
      ] },
    ],
  },
  {
    key: "lighting-controls", name: L("Lighting Controls", "Commandes d'éclairage", "Controles de iluminación"), division: "LC", hsCode: "8536.50.9065", price: [12, 240],
    series: ["Lumina", "Sereno", "Glide", "Vireo", "Nocturne"],
    groups: [
      { key: "dimmers", name: L("Dimmers", "Gradateurs", "Atenuadores"), profile: "lightingControl", leaves: [
        leaf("rotary-dimmers", L("Rotary Dimmers", "Gradateurs rotatifs", "Atenuadores giratorios"), L("Rotary Dimmer", "Gradateur rotatif", "Atenuador giratorio"), { fixed: { controlStyle: "rotary" }, residential: true }),
        leaf("slide-dimmers", L("Slide Dimmers", "Gradateurs à glissière", "Atenuadores deslizables"), L("Slide Dimmer", "Gradateur à glissière", "Atenuador deslizable"), { fixed: { controlStyle: "slide" }, residential: true }),
        leaf("led-dimmers", L("LED Dimmers", "Gradateurs pour DEL", "Atenuadores para LED"), L("LED Dimmer", "Gradateur pour DEL", "Atenuador para LED"), { residential: true }),
        leaf("zero-to-ten-volt-dimmers", L("0-10 V Dimmers", "Gradateurs 0-10 V", "Atenuadores de 0-10 V"), L("0-10 V Dimmer", "Gradateur 0-10 V", "Atenuador de 0-10 V")),
        leaf("fan-speed-controls", L("Fan Speed Controls", "Commandes de vitesse de ventilateur", "Controles de velocidad de ventilador"), L("Fan Speed Control", "Commande de vitesse de ventilateur", "Control de velocidad de ventilador"), { residential: true }),
      ] },
      { key: "timers", name: L("Timers", "Minuteries", "Temporizadores"), profile: "lightingControl", leaves: [
        leaf("countdown-timers", L("Countdown Timers", "Minuteries à rebours", "Temporizadores de cuenta regresiva"), L("Countdown Timer", "Minuterie à rebours", "Temporizador de cuenta regresiva"), { extra: ["maxTimerSetting"], residential: true }),
        leaf("programmable-timers", L("Programmable Timers", "Minuteries programmables", "Temporizadores programables"), L("Programmable Timer", "Minuterie programmable", "Temporizador programable"), { extra: ["schedulePrograms"] }),
        leaf("astronomic-timers", L("Astronomic Timers", "Minuteries astronomiques", "Temporizadores astronómicos"), L("Astronomic Timer", "Minuterie astronomique", "Temporizador astronómico"), { extra: ["schedulePrograms"] }),
      ] },
      { key: "networked-controls", name: L("Networked Controls", "Commandes en réseau", "Controles en red"), profile: "lightingControl", leaves: [
        leaf("smart-switches", L("Smart Switches", "Interrupteurs intelligents", "Apagadores inteligentes"), L("Smart Switch", "Interrupteur intelligent", "Apagador inteligente"), { extra: ["wirelessProtocol"], residential: true }),
        leaf("smart-dimmers", L("Smart Dimmers", "Gradateurs intelligents", "Atenuadores inteligentes"), L("Smart Dimmer", "Gradateur intelligent", "Atenuador inteligente"), { extra: ["wirelessProtocol"], residential: true }),
        leaf("scene-controllers", L("Scene Controllers", "Contrôleurs de scènes", "Controladores de escenas"), L("Scene Controller", "Contrôleur de scènes", "Controlador de escenas"), { extra: ["wirelessProtocol", "presetButtons"] }),
        leaf("room-controllers", L("Room Controllers", "Contrôleurs de pièce", "Controladores de habitación"), L("Room Controller", "Contrôleur de pièce", "Controlador de habitación"), { extra: ["wirelessProtocol", "relayCount"] }),
        leaf("gateways-bridges", L("Gateways & Bridges", "Passerelles et ponts", "Puertas de enlace y puentes"), L("Gateway", "Passerelle", "Puerta de enlace"), { extra: ["wirelessProtocol"] }),
      ] },
      { key: "photocontrols", name: L("Photocontrols", "Photocommandes", "Fotocontroles"), profile: "lightingControl", leaves: [
        leaf("twist-lock-photocontrols", L("Twist-Lock Photocontrols", "Photocommandes à verrouillage", "Fotocontroles de media vuelta"), L("Twist-Lock Photocontrol", "Photocommande à verrouillage", "Fotocontrol de media vuelta"), { extra: ["ipRating"] }),
        leaf("button-photocontrols", L("Button Photocontrols", "Photocommandes à bouton", "Fotocontroles de botón"), L("Button Photocontrol", "Photocommande à bouton", "Fotocontrol de botón"), { extra: ["ipRating"] }),
        leaf("photocontrol-receptacles", L("Photocontrol Receptacles", "Embases de photocommande", "Bases para fotocontrol"), L("Photocontrol Receptacle", "Embase de photocommande", "Base para fotocontrol"), { extra: ["ipRating"] }),
      ] },
    ],
  },
  {
    key: "occupancy-sensors", name: L("Occupancy Sensors", "Détecteurs d'occupation", "Sensores de ocupación"), division: "LC", hsCode: "8536.50.9065", price: [28, 310],
    series: ["Sentra", "EcoSense", "Watchman", "Aurora"],
    groups: [
      { key: "wall-switch-sensors", name: L("Wall Switch Sensors", "Détecteurs muraux", "Sensores de pared"), profile: "sensor", leaves: [
        leaf("pir-wall-switch-sensors", L("PIR Wall Switch Sensors", "Détecteurs muraux IRP", "Sensores de pared PIR"), L("PIR Wall Switch Sensor", "Détecteur mural IRP", "Sensor de pared PIR"), { fixed: { sensorTechnology: "pir" }, residential: true }),
        leaf("dual-tech-wall-switch-sensors", L("Dual-Technology Wall Switch Sensors", "Détecteurs muraux à double technologie", "Sensores de pared de tecnología dual"), L("Dual-Technology Wall Switch Sensor", "Détecteur mural à double technologie", "Sensor de pared de tecnología dual"), { fixed: { sensorTechnology: "dual" } }),
        leaf("vacancy-sensors", L("Vacancy Sensors", "Détecteurs d'inoccupation", "Sensores de desocupación"), L("Vacancy Sensor", "Détecteur d'inoccupation", "Sensor de desocupación"), { fixed: { manualOn: true }, residential: true }),
        leaf("dimming-sensors", L("Dimming Sensors", "Détecteurs avec gradation", "Sensores con atenuación"), L("Dimming Sensor", "Détecteur avec gradation", "Sensor con atenuación"), { extra: ["dimmingType"] }),
      ] },
      { key: "ceiling-sensors", name: L("Ceiling Sensors", "Détecteurs de plafond", "Sensores de techo"), profile: "sensor", leaves: [
        leaf("pir-ceiling-sensors", L("PIR Ceiling Sensors", "Détecteurs de plafond IRP", "Sensores de techo PIR"), L("PIR Ceiling Sensor", "Détecteur de plafond IRP", "Sensor de techo PIR"), { fixed: { sensorTechnology: "pir" } }),
        leaf("ultrasonic-ceiling-sensors", L("Ultrasonic Ceiling Sensors", "Détecteurs de plafond à ultrasons", "Sensores de techo ultrasónicos"), L("Ultrasonic Ceiling Sensor", "Détecteur de plafond à ultrasons", "Sensor de techo ultrasónico"), { fixed: { sensorTechnology: "ultrasonic" } }),
        leaf("dual-tech-ceiling-sensors", L("Dual-Technology Ceiling Sensors", "Détecteurs de plafond à double technologie", "Sensores de techo de tecnología dual"), L("Dual-Technology Ceiling Sensor", "Détecteur de plafond à double technologie", "Sensor de techo de tecnología dual"), { fixed: { sensorTechnology: "dual" } }),
        leaf("line-voltage-ceiling-sensors", L("Line-Voltage Ceiling Sensors", "Détecteurs de plafond à tension secteur", "Sensores de techo de tensión de línea"), L("Line-Voltage Ceiling Sensor", "Détecteur de plafond à tension secteur", "Sensor de techo de tensión de línea")),
      ] },
      { key: "high-bay-outdoor-sensors", name: L("High-Bay & Outdoor Sensors", "Détecteurs grande hauteur et extérieurs", "Sensores para gran altura y exteriores"), profile: "sensor", leaves: [
        leaf("high-bay-sensors", L("High-Bay Sensors", "Détecteurs grande hauteur", "Sensores para gran altura"), L("High-Bay Sensor", "Détecteur grande hauteur", "Sensor para gran altura"), { extra: ["ipRating"] }),
        leaf("outdoor-motion-sensors", L("Outdoor Motion Sensors", "Détecteurs de mouvement extérieurs", "Sensores de movimiento para exteriores"), L("Outdoor Motion Sensor", "Détecteur de mouvement extérieur", "Sensor de movimiento para exteriores"), { extra: ["ipRating"], residential: true }),
        leaf("fixture-mount-sensors", L("Fixture-Mount Sensors", "Détecteurs pour luminaire", "Sensores para montaje en luminario"), L("Fixture-Mount Sensor", "Détecteur pour luminaire", "Sensor para montaje en luminario"), { extra: ["ipRating"] }),
      ] },
      { key: "power-packs-accessories", name: L("Power Packs & Accessories", "Blocs d'alimentation et accessoires", "Fuentes de poder y accesorios"), profile: "sensor", leaves: [
        leaf("power-packs", L("Power Packs", "Blocs d'alimentation", "Fuentes de poder"), L("Power Pack", "Bloc d'alimentation", "Fuente de poder")),
        leaf("auxiliary-relays", L("Auxiliary Relays", "Relais auxiliaires", "Relevadores auxiliares"), L("Auxiliary Relay", "Relais auxiliaire", "Relevador auxiliar")),
        leaf("sensor-brackets-guards", L("Mounting Brackets & Guards", "Supports et grilles de protection", "Soportes y guardas"), L("Sensor Guard", "Grille de protection", "Guarda para sensor")),
      ] },
    ],
  },
  {
    key: "wall-plates", name: L("Wall Plates", "Plaques murales", "Placas de pared"), division: "WD", hsCode: "3925.90.0000", price: [0.9, 45],
    series: ["Decoro", "Clarity", "Mirada", "Homeline"],
    groups: [
      { key: "decorator-wall-plates", name: L("Decorator Wall Plates", "Plaques décoratives", "Placas decorativas"), profile: "wallPlate", leaves: [
        leaf("screwless-decorator-plates", L("Screwless Decorator Plates", "Plaques décoratives sans vis", "Placas decorativas sin tornillos"), L("Screwless Decorator Plate", "Plaque décorative sans vis", "Placa decorativa sin tornillos"), { fixed: { screwless: true, deviceOpening: "decorator" }, residential: true }),
        leaf("standard-decorator-plates", L("Standard-Size Decorator Plates", "Plaques décoratives format standard", "Placas decorativas tamaño estándar"), L("Standard-Size Decorator Plate", "Plaque décorative format standard", "Placa decorativa tamaño estándar"), { fixed: { plateSize: "standard", deviceOpening: "decorator" }, residential: true }),
        leaf("midway-decorator-plates", L("Midway Decorator Plates", "Plaques décoratives format intermédiaire", "Placas decorativas tamaño intermedio"), L("Midway Decorator Plate", "Plaque décorative format intermédiaire", "Placa decorativa tamaño intermedio"), { fixed: { plateSize: "midway", deviceOpening: "decorator" }, residential: true }),
      ] },
      { key: "toggle-duplex-plates", name: L("Toggle & Duplex Plates", "Plaques pour interrupteur et prise double", "Placas para apagador y contacto dúplex"), profile: "wallPlate", leaves: [
        leaf("toggle-switch-plates", L("Toggle Switch Plates", "Plaques pour interrupteur à levier", "Placas para apagador de palanca"), L("Toggle Switch Plate", "Plaque pour interrupteur à levier", "Placa para apagador de palanca"), { fixed: { deviceOpening: "toggle" }, residential: true }),
        leaf("duplex-receptacle-plates", L("Duplex Receptacle Plates", "Plaques pour prise double", "Placas para contacto dúplex"), L("Duplex Receptacle Plate", "Plaque pour prise double", "Placa para contacto dúplex"), { fixed: { deviceOpening: "duplex" }, residential: true }),
        leaf("combination-plates", L("Combination Plates", "Plaques combinées", "Placas combinadas"), L("Combination Plate", "Plaque combinée", "Placa combinada"), { fixed: { deviceOpening: "combination" }, residential: true }),
      ] },
      { key: "metal-wall-plates", name: L("Metal Wall Plates", "Plaques murales en métal", "Placas metálicas"), profile: "wallPlate", leaves: [
        leaf("stainless-steel-plates", L("Stainless Steel Plates", "Plaques en acier inoxydable", "Placas de acero inoxidable"), L("Stainless Steel Plate", "Plaque en acier inoxydable", "Placa de acero inoxidable"), { fixed: { material: "stainless" }, domains: { colour: ["SS", "MB"] } }),
        leaf("brass-bronze-plates", L("Brass & Bronze Plates", "Plaques en laiton et bronze", "Placas de latón y bronce"), L("Brass Plate", "Plaque en laiton", "Placa de latón"), { fixed: { material: "brass" }, domains: { colour: ["BS", "AB", "SB"] }, residential: true }),
        leaf("nickel-chrome-plates", L("Nickel & Chrome Plates", "Plaques nickel et chrome", "Placas de níquel y cromo"), L("Metal Plate", "Plaque en métal", "Placa metálica"), { fixed: { material: "zinc" }, domains: { colour: ["BN", "PC", "MB"] }, residential: true }),
      ] },
      { key: "specialty-plates", name: L("Specialty Plates", "Plaques spécialisées", "Placas especiales"), profile: "wallPlate", leaves: [
        leaf("blank-plates", L("Blank Plates", "Plaques pleines", "Placas ciegas"), L("Blank Plate", "Plaque pleine", "Placa ciega"), { fixed: { deviceOpening: "blank" }, residential: true }),
        leaf("data-telephone-plates", L("Data & Telephone Plates", "Plaques pour données et téléphone", "Placas para datos y teléfono"), L("Data Plate", "Plaque pour données", "Placa para datos"), { fixed: { deviceOpening: "data" } }),
        leaf("oversized-plates", L("Oversized Plates", "Plaques surdimensionnées", "Placas sobredimensionadas"), L("Oversized Plate", "Plaque surdimensionnée", "Placa sobredimensionada"), { fixed: { plateSize: "jumbo" }, residential: true }),
      ] },
    ],
  },
  {
    key: "boxes-covers", name: L("Boxes & Covers", "Boîtes et couvercles", "Cajas y tapas"), division: "EC", hsCode: "7326.90.8688", price: [1.2, 180],
    series: ["Stronghold", "Terra", "Keystone", "FlexFit"],
    groups: [
      { key: "metal-boxes", name: L("Metal Boxes", "Boîtes métalliques", "Cajas metálicas"), profile: "box", leaves: [
        leaf("metal-device-boxes", L("Device Boxes", "Boîtes de dispositif", "Cajas para dispositivo"), L("Device Box", "Boîte de dispositif", "Caja para dispositivo"), { fixed: { boxShape: "rectangular" } }),
        leaf("square-boxes", L("4 in Square Boxes", "Boîtes carrées de 4 po", "Cajas cuadradas de 4 pulg"), L("4 in Square Box", "Boîte carrée de 4 po", "Caja cuadrada de 4 pulg"), { fixed: { boxShape: "square" }, domains: { gangs: ["1", "2"] } }),
        leaf("octagon-boxes", L("Octagon Boxes", "Boîtes octogonales", "Cajas octagonales"), L("Octagon Box", "Boîte octogonale", "Caja octagonal"), { fixed: { boxShape: "octagon" }, domains: { gangs: ["1"] } }),
        leaf("handy-boxes", L("Handy Boxes", "Boîtes utilitaires", "Cajas de uso general"), L("Handy Box", "Boîte utilitaire", "Caja de uso general"), { fixed: { boxShape: "rectangular" } }),
      ] },
      { key: "nonmetallic-boxes", name: L("Nonmetallic Boxes", "Boîtes non métalliques", "Cajas no metálicas"), profile: "box", leaves: [
        leaf("new-work-boxes", L("New-Work Boxes", "Boîtes pour construction neuve", "Cajas para obra nueva"), L("New-Work Box", "Boîte pour construction neuve", "Caja para obra nueva"), { fixed: { mountingMethod: "nailOn" }, residential: true }),
        leaf("old-work-boxes", L("Old-Work Boxes", "Boîtes pour rénovation", "Cajas para remodelación"), L("Old-Work Box", "Boîte pour rénovation", "Caja para remodelación"), { fixed: { mountingMethod: "oldWorkEars" }, residential: true }),
        leaf("ceiling-fan-boxes", L("Ceiling Fan Boxes", "Boîtes pour ventilateur de plafond", "Cajas para ventilador de techo"), L("Ceiling Fan Box", "Boîte pour ventilateur de plafond", "Caja para ventilador de techo"), { fixed: { fanSupport: true }, residential: true }),
      ] },
      { key: "weatherproof-boxes-covers", name: L("Weatherproof Boxes & Covers", "Boîtes et couvercles étanches", "Cajas y tapas a prueba de intemperie"), profile: "box", leaves: [
        leaf("weatherproof-outlet-boxes", L("Weatherproof Outlet Boxes", "Boîtes de sortie étanches", "Cajas de salida a prueba de intemperie"), L("Weatherproof Outlet Box", "Boîte de sortie étanche", "Caja de salida a prueba de intemperie")),
        leaf("in-use-covers", L("In-Use Covers", "Couvercles étanches en utilisation", "Tapas de uso continuo"), L("In-Use Cover", "Couvercle étanche en utilisation", "Tapa de uso continuo"), { residential: true }),
        leaf("flip-lid-covers", L("Flip-Lid Covers", "Couvercles à rabat", "Tapas abatibles"), L("Flip-Lid Cover", "Couvercle à rabat", "Tapa abatible"), { residential: true }),
      ] },
      { key: "box-covers", name: L("Box Covers", "Couvercles de boîte", "Tapas para caja"), profile: "box", leaves: [
        leaf("raised-covers", L("Raised Covers", "Couvercles surélevés", "Tapas realzadas"), L("Raised Cover", "Couvercle surélevé", "Tapa realzada")),
        leaf("blank-box-covers", L("Blank Box Covers", "Couvercles pleins", "Tapas ciegas"), L("Blank Box Cover", "Couvercle plein", "Tapa ciega")),
        leaf("plaster-rings", L("Plaster Rings", "Anneaux de plâtre", "Anillos de yeso"), L("Plaster Ring", "Anneau de plâtre", "Anillo de yeso")),
      ] },
      { key: "floor-boxes", name: L("Floor Boxes", "Boîtes de plancher", "Cajas de piso"), profile: "box", leaves: [
        leaf("floor-box-assemblies", L("Floor Box Assemblies", "Boîtes de plancher complètes", "Conjuntos de caja de piso"), L("Floor Box", "Boîte de plancher", "Caja de piso")),
        leaf("poke-through-devices", L("Poke-Through Devices", "Dispositifs traversants", "Dispositivos de paso en losa"), L("Poke-Through Device", "Dispositif traversant", "Dispositivo de paso en losa")),
        leaf("floor-box-covers", L("Floor Box Covers", "Couvercles de boîte de plancher", "Tapas para caja de piso"), L("Floor Box Cover", "Couvercle de boîte de plancher", "Tapa para caja de piso")),
      ] },
    ],
  },
  {
    key: "fittings", name: L("Fittings", "Raccords", "Accesorios para conduit"), division: "EC", hsCode: "7307.19.9000", price: [0.6, 95],
    series: ["TrueGrip", "Ironclad", "SealPro", "QuickSet"],
    groups: [
      { key: "emt-fittings", name: L("EMT Fittings", "Raccords pour tube EMT", "Accesorios para tubo EMT"), profile: "fitting", leaves: [
        leaf("emt-set-screw-connectors", L("EMT Set-Screw Connectors", "Connecteurs EMT à vis de pression", "Conectores EMT de tornillo"), L("EMT Set-Screw Connector", "Connecteur EMT à vis de pression", "Conector EMT de tornillo"), { fixed: { conduitType: "emt", connectionType: "setScrew" } }),
        leaf("emt-compression-connectors", L("EMT Compression Connectors", "Connecteurs EMT à compression", "Conectores EMT de compresión"), L("EMT Compression Connector", "Connecteur EMT à compression", "Conector EMT de compresión"), { fixed: { conduitType: "emt", connectionType: "compression" } }),
        leaf("emt-couplings", L("EMT Couplings", "Manchons EMT", "Coples EMT"), L("EMT Coupling", "Manchon EMT", "Cople EMT"), { fixed: { conduitType: "emt" } }),
      ] },
      { key: "rigid-imc-fittings", name: L("Rigid & IMC Fittings", "Raccords pour conduit rigide et IMC", "Accesorios para tubo rígido e IMC"), profile: "fitting", leaves: [
        leaf("rigid-couplings", L("Rigid Couplings", "Manchons pour conduit rigide", "Coples para tubo rígido"), L("Rigid Coupling", "Manchon pour conduit rigide", "Cople para tubo rígido"), { fixed: { conduitType: "rigid", connectionType: "threaded" } }),
        leaf("conduit-bodies", L("Conduit Bodies", "Boîtiers de tirage", "Condulets"), L("Conduit Body", "Boîtier de tirage", "Condulet"), { fixed: { connectionType: "threaded" } }),
        leaf("locknuts-bushings", L("Locknuts & Bushings", "Contre-écrous et bagues", "Contratuercas y monitores"), L("Bushing", "Bague", "Monitor")),
      ] },
      { key: "flexible-conduit-fittings", name: L("Flexible Conduit Fittings", "Raccords pour conduit flexible", "Accesorios para tubo flexible"), profile: "fitting", leaves: [
        leaf("liquidtight-connectors", L("Liquidtight Connectors", "Connecteurs étanches aux liquides", "Conectores herméticos a líquidos"), L("Liquidtight Connector", "Connecteur étanche aux liquides", "Conector hermético a líquidos"), { fixed: { conduitType: "lfmc", raintight: true } }),
        leaf("flexible-metal-conduit-connectors", L("Flexible Metal Conduit Connectors", "Connecteurs pour conduit métallique flexible", "Conectores para tubo metálico flexible"), L("Flexible Metal Conduit Connector", "Connecteur pour conduit métallique flexible", "Conector para tubo metálico flexible"), { fixed: { conduitType: "fmc" } }),
        leaf("mc-cable-connectors", L("MC Cable Connectors", "Connecteurs pour câble MC", "Conectores para cable MC"), L("MC Cable Connector", "Connecteur pour câble MC", "Conector para cable MC"), { fixed: { conduitType: "mc" } }),
      ] },
      { key: "cord-grips-strain-reliefs", name: L("Cord Grips & Strain Reliefs", "Serre-câbles et réducteurs de tension", "Sujetadores de cordón y alivios de tensión"), profile: "fitting", leaves: [
        leaf("nylon-cord-grips", L("Nylon Cord Grips", "Serre-câbles en nylon", "Sujetadores de cordón de nailon"), L("Nylon Cord Grip", "Serre-câble en nylon", "Sujetador de cordón de nailon"), { fixed: { material: "nylon" }, extra: ["maxCableDiameter"] }),
        leaf("metal-cord-grips", L("Metal Cord Grips", "Serre-câbles métalliques", "Sujetadores de cordón metálicos"), L("Metal Cord Grip", "Serre-câble métallique", "Sujetador de cordón metálico"), { extra: ["maxCableDiameter"] }),
        leaf("mesh-strain-reliefs", L("Mesh Strain Reliefs", "Réducteurs de tension à mailles", "Alivios de tensión de malla"), L("Mesh Strain Relief", "Réducteur de tension à mailles", "Alivio de tensión de malla"), { extra: ["maxCableDiameter"] }),
      ] },
    ],
  },
  {
    key: "connectors", name: L("Connectors", "Connecteurs", "Conectores"), division: "EC", hsCode: "8536.90.4000", price: [0.15, 70],
    series: ["TwistPro", "Clampa", "PowerLug", "Linko"],
    groups: [
      { key: "wire-connectors", name: L("Wire Connectors", "Connecteurs de fils", "Conectores de cables"), profile: "connector", leaves: [
        leaf("twist-on-wire-connectors", L("Twist-On Wire Connectors", "Connecteurs à torsader", "Conectores de torsión"), L("Twist-On Wire Connector", "Connecteur à torsader", "Conector de torsión"), { residential: true }),
        leaf("push-in-wire-connectors", L("Push-In Wire Connectors", "Connecteurs à enfoncer", "Conectores de inserción"), L("Push-In Wire Connector", "Connecteur à enfoncer", "Conector de inserción"), { residential: true }),
        leaf("lever-wire-connectors", L("Lever Wire Connectors", "Connecteurs à levier", "Conectores de palanca"), L("Lever Wire Connector", "Connecteur à levier", "Conector de palanca"), { residential: true }),
        leaf("waterproof-wire-connectors", L("Waterproof Wire Connectors", "Connecteurs étanches", "Conectores impermeables"), L("Waterproof Wire Connector", "Connecteur étanche", "Conector impermeable"), { fixed: { directBurial: true } }),
      ] },
      { key: "terminals-lugs", name: L("Terminals & Lugs", "Bornes et cosses", "Terminales y zapatas"), profile: "connector", leaves: [
        leaf("compression-lugs", L("Compression Lugs", "Cosses à compression", "Zapatas de compresión"), L("Compression Lug", "Cosse à compression", "Zapata de compresión"), { extra: ["studSize"] }),
        leaf("mechanical-lugs", L("Mechanical Lugs", "Cosses mécaniques", "Zapatas mecánicas"), L("Mechanical Lug", "Cosse mécanique", "Zapata mecánica"), { extra: ["studSize"] }),
        leaf("ring-terminals", L("Ring Terminals", "Bornes à œillet", "Terminales de ojillo"), L("Ring Terminal", "Borne à œillet", "Terminal de ojillo"), { extra: ["studSize"] }),
        leaf("spade-terminals", L("Spade Terminals", "Bornes à fourche", "Terminales de horquilla"), L("Spade Terminal", "Borne à fourche", "Terminal de horquilla"), { extra: ["studSize"] }),
      ] },
      { key: "splices-taps", name: L("Splices & Taps", "Épissures et dérivations", "Empalmes y derivaciones"), profile: "connector", leaves: [
        leaf("butt-splices", L("Butt Splices", "Manchons bout à bout", "Empalmes a tope"), L("Butt Splice", "Manchon bout à bout", "Empalme a tope")),
        leaf("insulated-tap-connectors", L("Insulated Tap Connectors", "Connecteurs de dérivation isolés", "Conectores de derivación aislados"), L("Insulated Tap Connector", "Connecteur de dérivation isolé", "Conector de derivación aislado"), { fixed: { insulated: true } }),
        leaf("split-bolt-connectors", L("Split Bolt Connectors", "Connecteurs à boulon fendu", "Conectores de perno partido"), L("Split Bolt Connector", "Connecteur à boulon fendu", "Conector de perno partido")),
      ] },
      { key: "grounding-connectors", name: L("Grounding Connectors", "Connecteurs de mise à la terre", "Conectores de puesta a tierra"), profile: "connector", leaves: [
        leaf("ground-rod-clamps", L("Ground Rod Clamps", "Colliers pour tige de terre", "Abrazaderas para varilla de tierra"), L("Ground Rod Clamp", "Collier pour tige de terre", "Abrazadera para varilla de tierra"), { fixed: { directBurial: true } }),
        leaf("grounding-bushings", L("Grounding Bushings", "Bagues de mise à la terre", "Monitores de puesta a tierra"), L("Grounding Bushing", "Bague de mise à la terre", "Monitor de puesta a tierra")),
        leaf("grounding-bars", L("Grounding Bars", "Barres de mise à la terre", "Barras de puesta a tierra"), L("Grounding Bar", "Barre de mise à la terre", "Barra de puesta a tierra")),
      ] },
    ],
  },
  {
    key: "wire-management", name: L("Wire Management", "Gestion des fils et câbles", "Administración de cables"), division: "EC", hsCode: "3926.90.9985", price: [0.05, 160],
    series: ["Cinch", "Raceline", "Trayco", "MarkRight"],
    groups: [
      { key: "surface-raceways", name: L("Surface Raceways", "Moulures de surface", "Canaletas de superficie"), profile: "wireManagement", leaves: [
        leaf("nonmetallic-raceways", L("Nonmetallic Raceways", "Moulures non métalliques", "Canaletas no metálicas"), L("Nonmetallic Raceway", "Moulure non métallique", "Canaleta no metálica"), { extra: ["channels"] }),
        leaf("metal-raceways", L("Metal Raceways", "Moulures métalliques", "Canaletas metálicas"), L("Metal Raceway", "Moulure métallique", "Canaleta metálica"), { extra: ["channels"] }),
        leaf("raceway-fittings", L("Raceway Fittings", "Raccords de moulure", "Accesorios para canaleta"), L("Raceway Fitting", "Raccord de moulure", "Accesorio para canaleta")),
      ] },
      { key: "cable-ties-mounts", name: L("Cable Ties & Mounts", "Attaches et supports de câbles", "Cinchos y bases"), profile: "wireManagement", leaves: [
        leaf("standard-cable-ties", L("Standard Cable Ties", "Attaches de câbles standard", "Cinchos estándar"), L("Cable Tie", "Attache de câbles", "Cincho"), { extra: ["tensileStrength", "maxBundleDiameter"], residential: true }),
        leaf("releasable-cable-ties", L("Releasable Cable Ties", "Attaches de câbles réutilisables", "Cinchos liberables"), L("Releasable Cable Tie", "Attache de câbles réutilisable", "Cincho liberable"), { extra: ["tensileStrength", "maxBundleDiameter"] }),
        leaf("stainless-steel-cable-ties", L("Stainless Steel Cable Ties", "Attaches en acier inoxydable", "Cinchos de acero inoxidable"), L("Stainless Steel Cable Tie", "Attache en acier inoxydable", "Cincho de acero inoxidable"), { extra: ["tensileStrength", "maxBundleDiameter"], fixed: { material: "stainless" } }),
        leaf("cable-tie-mounts", L("Cable Tie Mounts", "Supports pour attaches", "Bases para cinchos"), L("Cable Tie Mount", "Support pour attaches", "Base para cinchos")),
      ] },
      { key: "cable-tray", name: L("Cable Tray", "Chemins de câbles", "Charolas portacables"), profile: "wireManagement", leaves: [
        leaf("wire-mesh-cable-tray", L("Wire Mesh Cable Tray", "Chemins de câbles en treillis", "Charolas de malla"), L("Wire Mesh Cable Tray", "Chemin de câbles en treillis", "Charola de malla"), { extra: ["loadClass"] }),
        leaf("ladder-cable-tray", L("Ladder Cable Tray", "Chemins de câbles en échelle", "Charolas tipo escalera"), L("Ladder Cable Tray", "Chemin de câbles en échelle", "Charola tipo escalera"), { extra: ["loadClass"] }),
        leaf("cable-tray-accessories", L("Cable Tray Accessories", "Accessoires pour chemins de câbles", "Accesorios para charolas"), L("Cable Tray Splice Kit", "Nécessaire d'éclissage", "Kit de unión para charola")),
      ] },
      { key: "wire-identification", name: L("Wire Identification", "Identification des fils", "Identificación de cables"), profile: "wireManagement", leaves: [
        leaf("wire-markers", L("Wire Markers", "Marqueurs de fils", "Marcadores de cables"), L("Wire Marker Book", "Carnet de marqueurs de fils", "Libreta de marcadores de cables")),
        leaf("heat-shrink-tubing", L("Heat-Shrink Tubing", "Gaines thermorétractables", "Tubo termocontráctil"), L("Heat-Shrink Tubing", "Gaine thermorétractable", "Tubo termocontráctil"), { extra: ["shrinkRatio"] }),
        leaf("electrical-tape", L("Electrical Tape", "Ruban isolant", "Cinta aislante"), L("Electrical Tape", "Ruban isolant", "Cinta aislante"), { residential: true }),
      ] },
    ],
  },
  {
    key: "lighting-fixtures", name: L("Lighting Fixtures", "Luminaires", "Luminarios"), division: "LF", hsCode: "9405.11.6000", price: [24, 1200],
    series: ["Halden", "Solace", "Marlowe", "Brightwater", "Caldera", "Linea"],
    groups: [
      { key: "ceiling-lights", name: L("Ceiling Lights", "Plafonniers et lustres", "Luminarios de techo"), profile: "luminaire", leaves: [
        leaf("flush-mounts", L("Flush Mounts", "Plafonniers", "Plafones"), L("Flush Mount", "Plafonnier", "Plafón")),
        leaf("semi-flush-mounts", L("Semi-Flush Mounts", "Plafonniers semi-encastrés", "Semiplafones"), L("Semi-Flush Mount", "Plafonnier semi-encastré", "Semiplafón")),
        leaf("chandeliers", L("Chandeliers", "Lustres", "Candiles"), L("Chandelier", "Lustre", "Candil")),
        leaf("pendants", L("Pendants", "Suspensions", "Lámparas colgantes"), L("Pendant", "Suspension", "Lámpara colgante")),
      ] },
      { key: "wall-lights", name: L("Wall Lights", "Appliques murales", "Arbotantes"), profile: "luminaire", leaves: [
        leaf("wall-sconces", L("Wall Sconces", "Appliques", "Arbotantes de interior"), L("Wall Sconce", "Applique", "Arbotante de interior")),
        leaf("bath-vanity-lights", L("Bath & Vanity Lights", "Luminaires de salle de bain", "Luminarios para baño y tocador"), L("Bath Light", "Luminaire de salle de bain", "Luminario para baño")),
        leaf("picture-lights", L("Picture Lights", "Lampes pour tableaux", "Luminarios para cuadros"), L("Picture Light", "Lampe pour tableau", "Luminario para cuadro")),
      ] },
      { key: "recessed-lighting", name: L("Recessed Lighting", "Éclairage encastré", "Iluminación empotrada"), profile: "luminaire", leaves: [
        leaf("led-downlights", L("LED Downlights", "Encastrés à DEL", "Empotrados LED"), L("LED Downlight", "Encastré à DEL", "Empotrado LED"), { extra: ["beamAngle"] }),
        leaf("recessed-housings", L("Recessed Housings", "Boîtiers encastrés", "Carcasas para empotrado"), L("Recessed Housing", "Boîtier encastré", "Carcasa para empotrado")),
        leaf("recessed-trims", L("Recessed Trims", "Garnitures encastrées", "Molduras para empotrado"), L("Recessed Trim", "Garniture encastrée", "Moldura para empotrado")),
      ] },
      { key: "outdoor-lighting", name: L("Outdoor Lighting", "Éclairage extérieur", "Iluminación exterior"), profile: "luminaire", leaves: [
        leaf("outdoor-wall-lanterns", L("Outdoor Wall Lanterns", "Lanternes murales extérieures", "Faroles de pared para exterior"), L("Outdoor Wall Lantern", "Lanterne murale extérieure", "Farol de pared para exterior"), { fixed: { locationRating: "wet" } }),
        leaf("post-lanterns", L("Post Lanterns", "Lanternes sur poteau", "Faroles de poste"), L("Post Lantern", "Lanterne sur poteau", "Farol de poste"), { fixed: { locationRating: "wet" } }),
        leaf("floodlights", L("Floodlights", "Projecteurs", "Reflectores"), L("Floodlight", "Projecteur", "Reflector"), { fixed: { locationRating: "wet" }, extra: ["beamAngle"] }),
        leaf("landscape-lights", L("Landscape Lights", "Luminaires paysagers", "Luminarios para jardín"), L("Landscape Light", "Luminaire paysager", "Luminario para jardín"), { fixed: { locationRating: "wet" } }),
      ] },
      { key: "commercial-lighting", name: L("Commercial Lighting", "Éclairage commercial", "Iluminación comercial"), profile: "luminaire", leaves: [
        leaf("led-troffers", L("LED Troffers", "Luminaires encastrés pour plafond suspendu", "Gabinetes LED"), L("LED Troffer", "Luminaire encastré pour plafond suspendu", "Gabinete LED")),
        leaf("high-bay-fixtures", L("High-Bay Fixtures", "Luminaires grande hauteur", "Campanas LED"), L("High-Bay Fixture", "Luminaire grande hauteur", "Campana LED"), { extra: ["beamAngle"] }),
        leaf("strip-lights", L("Strip Lights", "Réglettes", "Regletas LED"), L("Strip Light", "Réglette", "Regleta LED")),
      ] },
    ],
  },
  {
    key: "ev-charging", name: L("EV Charging", "Recharge de véhicules électriques", "Carga de vehículos eléctricos"), division: "EV", hsCode: "8504.40.9580", price: [45, 2400],
    series: ["ChargeLine", "Volta", "RoadReady"],
    groups: [
      { key: "level-2-chargers", name: L("Level 2 Chargers", "Bornes de recharge de niveau 2", "Cargadores de nivel 2"), profile: "evCharging", leaves: [
        leaf("residential-level-2-chargers", L("Residential Level 2 Chargers", "Bornes résidentielles de niveau 2", "Cargadores residenciales de nivel 2"), L("Residential Level 2 Charger", "Borne résidentielle de niveau 2", "Cargador residencial de nivel 2")),
        leaf("commercial-level-2-chargers", L("Commercial Level 2 Chargers", "Bornes commerciales de niveau 2", "Cargadores comerciales de nivel 2"), L("Commercial Level 2 Charger", "Borne commerciale de niveau 2", "Cargador comercial de nivel 2")),
        leaf("networked-level-2-chargers", L("Networked Level 2 Chargers", "Bornes de niveau 2 en réseau", "Cargadores de nivel 2 en red"), L("Networked Level 2 Charger", "Borne de niveau 2 en réseau", "Cargador de nivel 2 en red"), { extra: ["ocppVersion"] }),
      ] },
      { key: "ev-charging-accessories", name: L("EV Charging Accessories", "Accessoires de recharge", "Accesorios de carga"), profile: "evCharging", leaves: [
        leaf("connector-holsters", L("Connector Holsters", "Supports de connecteur", "Soportes para conector"), L("Connector Holster", "Support de connecteur", "Soporte para conector")),
        leaf("cable-management-kits", L("Cable Management Kits", "Ensembles de gestion du câble", "Kits de administración de cable"), L("Cable Management Kit", "Ensemble de gestion du câble", "Kit de administración de cable")),
        leaf("charger-pedestals", L("Charger Pedestals", "Socles de borne", "Pedestales para cargador"), L("Charger Pedestal", "Socle de borne", "Pedestal para cargador")),
      ] },
      { key: "ev-ready-receptacles", name: L("EV-Ready Receptacles & Cords", "Prises et cordons prêts pour VÉ", "Contactos y cables para vehículo eléctrico"), profile: "evCharging", leaves: [
        leaf("nema-14-50-receptacles", L("NEMA 14-50 Receptacles", "Prises NEMA 14-50", "Contactos NEMA 14-50"), L("NEMA 14-50 Receptacle", "Prise NEMA 14-50", "Contacto NEMA 14-50"), { residential: true }),
        leaf("nema-6-50-receptacles", L("NEMA 6-50 Receptacles", "Prises NEMA 6-50", "Contactos NEMA 6-50"), L("NEMA 6-50 Receptacle", "Prise NEMA 6-50", "Contacto NEMA 6-50")),
        leaf("portable-charging-cords", L("Portable Charging Cords", "Cordons de recharge portatifs", "Cables de carga portátiles"), L("Portable Charging Cord", "Cordon de recharge portatif", "Cable de carga portátil")),
      ] },
    ],
  },
  {
    key: "industrial-plugs-connectors", name: L("Industrial Plugs & Connectors", "Fiches et connecteurs industriels", "Clavijas y conectores industriales"), division: "IN", hsCode: "8536.69.4040", price: [9, 650],
    series: ["SureLock", "Ironclad", "HydraSeal", "Forge"],
    groups: [
      { key: "locking-devices", name: L("Locking Devices", "Dispositifs à verrouillage", "Dispositivos de media vuelta"), profile: "industrial", leaves: [
        leaf("locking-plugs", L("Locking Plugs", "Fiches à verrouillage", "Clavijas de media vuelta"), L("Locking Plug", "Fiche à verrouillage", "Clavija de media vuelta"), { fixed: { locking: true } }),
        leaf("locking-connectors", L("Locking Connectors", "Prolongateurs à verrouillage", "Conectores de media vuelta"), L("Locking Connector", "Prolongateur à verrouillage", "Conector de media vuelta"), { fixed: { locking: true } }),
        leaf("locking-receptacles", L("Locking Receptacles", "Prises à verrouillage", "Contactos de media vuelta"), L("Locking Receptacle", "Prise à verrouillage", "Contacto de media vuelta"), { fixed: { locking: true } }),
        leaf("locking-inlets", L("Locking Inlets", "Socles de connecteur à verrouillage", "Entradas de media vuelta"), L("Locking Inlet", "Socle de connecteur à verrouillage", "Entrada de media vuelta"), { fixed: { locking: true } }),
      ] },
      { key: "pin-sleeve-devices", name: L("Pin & Sleeve Devices", "Dispositifs à broches et manchons", "Dispositivos de clavija y manga"), profile: "industrial", leaves: [
        leaf("pin-sleeve-plugs", L("Pin & Sleeve Plugs", "Fiches à broches et manchons", "Clavijas de clavija y manga"), L("Pin & Sleeve Plug", "Fiche à broches et manchon", "Clavija de clavija y manga")),
        leaf("pin-sleeve-connectors", L("Pin & Sleeve Connectors", "Prolongateurs à broches et manchons", "Conectores de clavija y manga"), L("Pin & Sleeve Connector", "Prolongateur à broches et manchon", "Conector de clavija y manga")),
        leaf("pin-sleeve-receptacles", L("Pin & Sleeve Receptacles", "Prises à broches et manchons", "Contactos de clavija y manga"), L("Pin & Sleeve Receptacle", "Prise à broches et manchon", "Contacto de clavija y manga")),
        leaf("pin-sleeve-inlets", L("Pin & Sleeve Inlets", "Socles à broches et manchons", "Entradas de clavija y manga"), L("Pin & Sleeve Inlet", "Socle à broches et manchon", "Entrada de clavija y manga")),
      ] },
      { key: "watertight-devices", name: L("Watertight Devices", "Dispositifs étanches", "Dispositivos herméticos"), profile: "industrial", leaves: [
        leaf("watertight-plugs", L("Watertight Plugs", "Fiches étanches", "Clavijas herméticas"), L("Watertight Plug", "Fiche étanche", "Clavija hermética"), { fixed: { watertight: true } }),
        leaf("watertight-connectors", L("Watertight Connectors", "Prolongateurs étanches", "Conectores herméticos"), L("Watertight Connector", "Prolongateur étanche", "Conector hermético"), { fixed: { watertight: true } }),
        leaf("watertight-boots", L("Watertight Boots", "Manchons d'étanchéité", "Fundas herméticas"), L("Watertight Boot", "Manchon d'étanchéité", "Funda hermética"), { fixed: { watertight: true } }),
      ] },
      { key: "heavy-duty-switches", name: L("Heavy-Duty Switches", "Interrupteurs robustes", "Interruptores de servicio pesado"), profile: "industrial", leaves: [
        leaf("disconnect-switches", L("Disconnect Switches", "Interrupteurs-sectionneurs", "Interruptores de seguridad"), L("Disconnect Switch", "Interrupteur-sectionneur", "Interruptor de seguridad"), { extra: ["horsepower"] }),
        leaf("motor-control-switches", L("Motor Control Switches", "Interrupteurs de commande de moteur", "Interruptores para control de motor"), L("Motor Control Switch", "Interrupteur de commande de moteur", "Interruptor para control de motor"), { extra: ["horsepower"] }),
        leaf("mechanical-interlocks", L("Mechanical Interlocks", "Interverrouillages mécaniques", "Enclavamientos mecánicos"), L("Mechanical Interlock", "Interverrouillage mécanique", "Enclavamiento mecánico"), { extra: ["horsepower"] }),
      ] },
    ],
  },
  {
    key: "safety-signaling", name: L("Safety & Signaling", "Sécurité et signalisation", "Seguridad y señalización"), division: "SS", hsCode: "8531.10.0045", price: [6, 480],
    series: ["Beacon", "Guardian", "Sentinel", "Lifeline"],
    groups: [
      { key: "emergency-lighting", name: L("Emergency Lighting", "Éclairage d'urgence", "Iluminación de emergencia"), profile: "lifeSafety", leaves: [
        leaf("exit-signs", L("Exit Signs", "Enseignes de sortie", "Letreros de salida"), L("Exit Sign", "Enseigne de sortie", "Letrero de salida"), { extra: ["letterColor"] }),
        leaf("emergency-light-units", L("Emergency Light Units", "Blocs d'éclairage d'urgence", "Unidades de iluminación de emergencia"), L("Emergency Light Unit", "Bloc d'éclairage d'urgence", "Unidad de iluminación de emergencia")),
        leaf("exit-emergency-combos", L("Exit & Emergency Combos", "Unités combinées sortie et urgence", "Unidades combinadas de salida y emergencia"), L("Exit & Emergency Combo", "Unité combinée sortie et urgence", "Unidad combinada de salida y emergencia"), { extra: ["letterColor"] }),
      ] },
      { key: "audible-visual-signals", name: L("Audible & Visual Signals", "Signaux sonores et visuels", "Señalización audible y visual"), profile: "lifeSafety", leaves: [
        leaf("horns-sirens", L("Horns & Sirens", "Klaxons et sirènes", "Bocinas y sirenas"), L("Horn", "Klaxon", "Bocina"), { extra: ["soundLevel"] }),
        leaf("strobe-lights", L("Strobe Lights", "Feux stroboscopiques", "Luces estroboscópicas"), L("Strobe Light", "Feu stroboscopique", "Luz estroboscópica")),
        leaf("stack-lights", L("Stack Lights", "Colonnes lumineuses", "Torretas de señalización"), L("Stack Light", "Colonne lumineuse", "Torreta de señalización")),
        leaf("door-chimes", L("Door Chimes", "Carillons de porte", "Timbres de puerta"), L("Door Chime", "Carillon de porte", "Timbre de puerta"), { extra: ["soundLevel"], residential: true }),
      ] },
      { key: "lockout-safety-devices", name: L("Lockout & Safety Devices", "Cadenassage et dispositifs de sécurité", "Bloqueo y dispositivos de seguridad"), profile: "safetyDevice", leaves: [
        leaf("lockout-devices", L("Lockout Devices", "Dispositifs de cadenassage", "Dispositivos de bloqueo"), L("Lockout Device", "Dispositif de cadenassage", "Dispositivo de bloqueo")),
        leaf("safety-covers", L("Safety Covers", "Couvercles de sécurité", "Cubiertas de seguridad"), L("Safety Cover", "Couvercle de sécurité", "Cubierta de seguridad")),
        leaf("emergency-stop-stations", L("Emergency Stop Stations", "Postes d'arrêt d'urgence", "Estaciones de paro de emergencia"), L("Emergency Stop Station", "Poste d'arrêt d'urgence", "Estación de paro de emergencia")),
      ] },
      { key: "detection", name: L("Smoke & CO Detection", "Détection de fumée et de CO", "Detección de humo y CO"), profile: "lifeSafety", leaves: [
        leaf("smoke-alarms", L("Smoke Alarms", "Avertisseurs de fumée", "Alarmas de humo"), L("Smoke Alarm", "Avertisseur de fumée", "Alarma de humo"), { extra: ["soundLevel"], residential: true }),
        leaf("co-alarms", L("Carbon Monoxide Alarms", "Avertisseurs de monoxyde de carbone", "Alarmas de monóxido de carbono"), L("Carbon Monoxide Alarm", "Avertisseur de monoxyde de carbone", "Alarma de monóxido de carbono"), { extra: ["soundLevel"], residential: true }),
        leaf("smoke-co-alarms", L("Combination Smoke & CO Alarms", "Avertisseurs combinés fumée et CO", "Alarmas combinadas de humo y CO"), L("Smoke & CO Alarm", "Avertisseur combiné fumée et CO", "Alarma combinada de humo y CO"), { extra: ["soundLevel"], residential: true }),
      ] },
    ],
  },
  {
    key: "data-communications", name: L("Data Communications", "Communications de données", "Comunicaciones de datos"), division: "DC", hsCode: "8536.69.4040", price: [2.5, 900],
    series: ["NetCore", "Fibera", "LinkMax"],
    groups: [
      { key: "jacks-connectors", name: L("Jacks & Connectors", "Prises et connecteurs", "Jacks y conectores"), profile: "dataComm", leaves: [
        leaf("keystone-jacks", L("Keystone Jacks", "Prises keystone", "Jacks keystone"), L("Keystone Jack", "Prise keystone", "Jack keystone"), { residential: true, domains: { cableCategory: ["Cat5e", "Cat6", "Cat6A"], dataConnector: ["rj45"] } }),
        leaf("coaxial-connectors", L("Coaxial Connectors", "Connecteurs coaxiaux", "Conectores coaxiales"), L("Coaxial Connector", "Connecteur coaxial", "Conector coaxial"), { fixed: { dataConnector: "fType" }, domains: { cableCategory: ["RG6", "RG59"] }, residential: true }),
        leaf("modular-plugs", L("Modular Plugs", "Fiches modulaires", "Plugs modulares"), L("Modular Plug", "Fiche modulaire", "Plug modular")),
      ] },
      { key: "patch-panels", name: L("Patch Panels", "Panneaux de brassage", "Paneles de parcheo"), profile: "dataComm", leaves: [
        leaf("copper-patch-panels", L("Copper Patch Panels", "Panneaux de brassage en cuivre", "Paneles de parcheo de cobre"), L("Copper Patch Panel", "Panneau de brassage en cuivre", "Panel de parcheo de cobre"), { extra: ["rackUnits"], domains: { cableCategory: ["Cat5e", "Cat6", "Cat6A"], dataConnector: ["rj45"] } }),
        leaf("fiber-patch-panels", L("Fiber Patch Panels", "Panneaux de brassage pour fibre", "Paneles de parcheo de fibra"), L("Fiber Patch Panel", "Panneau de brassage pour fibre", "Panel de parcheo de fibra"), { extra: ["rackUnits"], domains: { cableCategory: ["OM3", "OM4", "OS2"], dataConnector: ["lc", "sc", "mpo"], shielding: ["utp"] } }),
      ] },
      { key: "patch-cords", name: L("Patch Cords", "Cordons de raccordement", "Cables de parcheo"), profile: "dataComm", leaves: [
        leaf("copper-patch-cords", L("Copper Patch Cords", "Cordons de raccordement en cuivre", "Cables de parcheo de cobre"), L("Copper Patch Cord", "Cordon de raccordement en cuivre", "Cable de parcheo de cobre"), { extra: ["cordLength"], domains: { cableCategory: ["Cat5e", "Cat6", "Cat6A"], dataConnector: ["rj45"] } }),
        leaf("fiber-patch-cords", L("Fiber Patch Cords", "Cordons de raccordement pour fibre", "Cables de parcheo de fibra"), L("Fiber Patch Cord", "Cordon de raccordement pour fibre", "Cable de parcheo de fibra"), { extra: ["cordLength"], domains: { cableCategory: ["OM3", "OM4", "OS2"], dataConnector: ["lc", "sc", "mpo"], shielding: ["utp"] } }),
      ] },
      { key: "structured-media", name: L("Structured Media Enclosures", "Boîtiers de câblage structuré", "Gabinetes de cableado estructurado"), profile: "dataComm", leaves: [
        leaf("structured-media-centers", L("Structured Media Centers", "Centres de câblage structuré", "Centros de cableado estructurado"), L("Structured Media Center", "Centre de câblage structuré", "Centro de cableado estructurado"), { residential: true }),
        leaf("enclosure-modules", L("Enclosure Modules", "Modules pour boîtier", "Módulos para gabinete"), L("Enclosure Module", "Module pour boîtier", "Módulo para gabinete"), { residential: true }),
      ] },
    ],
  },
];

/**
 * Voltline México's own line (B6): load centres, panelboards, switchboards, breakers and building wire made in Apodaca
 * for Mexican installation practice (NOM-001-SEDE). Its home page sells them; no other market's brand does.
 */
export const MARKET_TAXONOMY: MarketTopDef[] = [
  {
    key: "power-distribution", name: L("Power Distribution", "Distribution électrique", "Distribución eléctrica"), division: "PD", hsCode: "8537.10.9170", price: [6, 4800],
    series: ["Apodaca", "Sierra Madre", "NorteLine"], markets: [SALES_ORGS.mexico], share: 1, plant: "MX-NL-MTY",
    groups: [
      { key: "panelboards-load-centers", name: L("Panelboards & Load Centers", "Panneaux et centres de charge", "Tableros y centros de carga"), profile: "distribution", leaves: [
        leaf("main-breaker-load-centers", L("Main Breaker Load Centers", "Centres de charge avec disjoncteur principal", "Centros de carga con interruptor principal"), L("Main Breaker Load Center", "Centre de charge avec disjoncteur principal", "Centro de carga con interruptor principal"), { fixed: { mainType: "mainBreaker" }, domains: { voltage: ["240/120", "220/127"], amperage: [100, 125, 150, 200, 225], circuits: [2, 4, 8, 12, 20, 24, 30, 42] }, residential: true , price: [45, 420] }),
        leaf("main-lug-load-centers", L("Main Lug Load Centers", "Centres de charge à cosses principales", "Centros de carga con zapatas principales"), L("Main Lug Load Center", "Centre de charge à cosses principales", "Centro de carga con zapatas principales"), { fixed: { mainType: "mainLug" }, domains: { voltage: ["240/120", "220/127"], amperage: [100, 125, 150, 200, 225], circuits: [2, 4, 8, 12, 20, 24, 30, 42] }, residential: true , price: [35, 300] }),
        leaf("lighting-panelboards", L("Lighting & Appliance Panelboards", "Panneaux d'éclairage et d'appareils", "Tableros de alumbrado"), L("Lighting Panelboard", "Panneau d'éclairage", "Tablero de alumbrado"), { domains: { amperage: [100, 225, 400, 600], circuits: [18, 30, 42, 54, 84] } , price: [450, 2600] }),
        leaf("power-panelboards", L("Power Distribution Panelboards", "Panneaux de distribution", "Tableros de distribución"), L("Power Panelboard", "Panneau de distribution", "Tablero de distribución"), { domains: { amperage: [400, 600, 800, 1200], circuits: [12, 18, 24, 30, 42] } , price: [1800, 7500] }),
        leaf("switchboards", L("Switchboards", "Appareillage de tableau", "Tableros autosoportados"), L("Switchboard", "Tableau autoportant", "Tablero autosoportado"), { domains: { amperage: [800, 1200, 1600, 2000, 3000, 4000], circuits: [6, 12, 18, 24] } , price: [9000, 42000] }),
      ] },
      { key: "circuit-breakers", name: L("Circuit Breakers", "Disjoncteurs", "Interruptores termomagnéticos"), profile: "breaker", leaves: [
        leaf("plug-in-circuit-breakers", L("Plug-In Circuit Breakers", "Disjoncteurs enfichables", "Interruptores termomagnéticos enchufables"), L("Plug-In Circuit Breaker", "Disjoncteur enfichable", "Interruptor termomagnético enchufable"), { fixed: { breakerMounting: "plugIn" }, domains: { voltage: ["240/120", "220/127"], amperage: [15, 20, 30, 40, 50, 60, 70, 100], interruptingRating: [10, 22] }, residential: true , price: [6, 95] }),
        leaf("bolt-on-circuit-breakers", L("Bolt-On Circuit Breakers", "Disjoncteurs boulonnés", "Interruptores termomagnéticos atornillables"), L("Bolt-On Circuit Breaker", "Disjoncteur boulonné", "Interruptor termomagnético atornillable"), { fixed: { breakerMounting: "boltOn" }, domains: { amperage: [15, 20, 30, 40, 50, 70, 100, 125], interruptingRating: [14, 22, 35] } , price: [18, 240] }),
        leaf("din-rail-circuit-breakers", L("DIN-Rail Miniature Circuit Breakers", "Disjoncteurs miniatures sur rail DIN", "Interruptores miniatura para riel DIN"), L("DIN-Rail Miniature Circuit Breaker", "Disjoncteur miniature sur rail DIN", "Interruptor miniatura para riel DIN"), { fixed: { breakerMounting: "din" }, domains: { amperage: [6, 10, 16, 20, 25, 32, 40, 63], interruptingRating: [6, 10] } , price: [5, 60] }),
        leaf("molded-case-circuit-breakers", L("Molded-Case Circuit Breakers", "Disjoncteurs à boîtier moulé", "Interruptores en caja moldeada"), L("Molded-Case Circuit Breaker", "Disjoncteur à boîtier moulé", "Interruptor en caja moldeada"), { fixed: { breakerMounting: "boltOn" }, domains: { amperage: [125, 250, 400, 600, 800, 1200, 1600], interruptingRating: [25, 35, 42, 65] } , price: [280, 6200] }),
      ] },
      { key: "residual-current-surge", name: L("Residual-Current & Surge Protection", "Protection différentielle et parafoudres", "Protección diferencial y contra sobretensiones"), profile: "breaker", leaves: [
        leaf("residual-current-devices", L("Residual-Current Devices", "Interrupteurs différentiels", "Interruptores diferenciales"), L("Residual-Current Device", "Interrupteur différentiel", "Interruptor diferencial"), { fixed: { breakerMounting: "din" }, extra: ["residualCurrent"], domains: { amperage: [25, 40, 63, 80, 100], interruptingRating: [6, 10], poles: [2, 4], voltage: ["220/127", "240/120"] }, residential: true, price: [28, 180] }),
        leaf("surge-protective-devices", L("Surge Protective Devices", "Parafoudres", "Supresores de sobretensiones"), L("Surge Protective Device", "Parafoudre", "Supresor de sobretensiones"), { fixed: { breakerMounting: "din" }, extra: ["surgeCurrent"], domains: { amperage: [20, 32, 63], interruptingRating: [10, 25], poles: [1, 2, 3, 4], voltage: ["220/127", "240/120", "480/277"] }, residential: true, price: [24, 320] }),
      ] },
      { key: "building-wire", name: L("Building Wire", "Fil de bâtiment", "Cable para edificación"), profile: "buildingWire", leaves: [
        leaf("thhw-ls-building-wire", L("THHW-LS Building Wire", "Fil de bâtiment THHW-LS", "Cable THHW-LS"), L("THHW-LS Building Wire", "Fil de bâtiment THHW-LS", "Cable THHW-LS"), { fixed: { insulationType: "THHW-LS", halogenFree: true }, residential: true , price: [45, 2400] }),
        leaf("thhn-building-wire", L("THHN/THWN-2 Building Wire", "Fil de bâtiment THHN/THWN-2", "Cable THHN/THWN-2"), L("THHN/THWN-2 Building Wire", "Fil de bâtiment THHN/THWN-2", "Cable THHN/THWN-2"), { fixed: { insulationType: "THHN/THWN-2" } , price: [40, 2200] }),
        leaf("bare-copper-ground-wire", L("Bare Copper Grounding Wire", "Fil de mise à la terre en cuivre nu", "Cable de cobre desnudo para puesta a tierra"), L("Bare Copper Grounding Wire", "Fil de mise à la terre en cuivre nu", "Cable de cobre desnudo"), { fixed: { insulationType: "bare", colour: "NA" } , price: [60, 1800] }),
      ] },
    ],
  },
  {
    // Voltline Brasil's own line (ADR 67): NBR 14136 sockets (tomadas 2P+T), switches and plates made in Santo Amaro
    // for Brazilian homes, certified by INMETRO only. Its home and about pages sell them; no other market's brand does.
    key: "nbr-wiring-devices", name: L("NBR 14136 Wiring Devices", "Dispositifs de câblage NBR 14136", "Dispositivos de cableado NBR 14136"), division: "WD", hsCode: "8536.69.8000", price: [0.8, 30],
    series: ["Paulista", "Ipiranga", "Mantiqueira"], markets: [SALES_ORGS.brasil], share: 0.8, plant: "BR-SP-SAO", certifications: ["INMETRO"],
    groups: [
      { key: "nbr-sockets", name: L("Sockets (Tomadas 2P+T)", "Prises (tomadas 2P+T)", "Contactos (tomadas 2P+T)"), profile: "nbrSocket", leaves: [
        leaf("nbr-single-sockets", L("Single Sockets", "Prises simples", "Contactos sencillos"), L("2P+T Single Socket (Tomada)", "Prise simple 2P+T (tomada)", "Contacto sencillo 2P+T (tomada)"), { fixed: { outlets: 1 }, residential: true, price: [1.3, 5] }),
        leaf("nbr-double-sockets", L("Double Sockets", "Prises doubles", "Contactos dobles"), L("2P+T Double Socket (Tomada Dupla)", "Prise double 2P+T (tomada dupla)", "Contacto doble 2P+T (tomada dupla)"), { fixed: { outlets: 2 }, residential: true, price: [2.4, 8.5] }),
        leaf("nbr-usb-sockets", L("Sockets with USB Charger", "Prises avec chargeur USB", "Contactos con cargador USB"), L("2P+T Socket with USB Charger (Tomada USB)", "Prise 2P+T avec chargeur USB (tomada USB)", "Contacto 2P+T con cargador USB (tomada USB)"), { fixed: { outlets: 1 }, extra: ["usbPorts", "usbType", "usbOutput"], domains: { usbPorts: [1, 2], usbOutput: [10, 15, 20] }, residential: true, price: [11, 30] }),
      ] },
      { key: "nbr-switches", name: L("Switches (Interruptores)", "Interrupteurs (interruptores)", "Apagadores (interruptores)"), profile: "nbrSwitch", leaves: [
        leaf("nbr-one-way-switches", L("One-Way Switches", "Interrupteurs simples", "Apagadores sencillos"), L("One-Way Switch (Interruptor Simples)", "Interrupteur simple (interruptor simples)", "Apagador sencillo (interruptor simples)"), { fixed: { switchType: "singlePole" }, residential: true, price: [1.1, 7] }),
        leaf("nbr-two-way-switches", L("Two-Way Switches", "Interrupteurs va-et-vient", "Apagadores de escalera"), L("Two-Way Switch (Interruptor Paralelo)", "Interrupteur va-et-vient (interruptor paralelo)", "Apagador de escalera (interruptor paralelo)"), { fixed: { switchType: "threeWay" }, residential: true, price: [1.6, 9] }),
        leaf("nbr-intermediate-switches", L("Intermediate Switches", "Interrupteurs intermédiaires", "Apagadores intermedios"), L("Intermediate Switch (Interruptor Intermediário)", "Interrupteur intermédiaire (interruptor intermediário)", "Apagador intermedio (interruptor intermediário)"), { fixed: { switchType: "fourWay" }, domains: { switchKeys: ["1"] }, price: [4.5, 14] }),
        leaf("nbr-bell-push-buttons", L("Bell Push Buttons", "Boutons-poussoirs de sonnette", "Botones de timbre"), L("Bell Push Button (Pulsador)", "Bouton-poussoir de sonnette (pulsador)", "Botón de timbre (pulsador)"), { fixed: { switchType: "momentary" }, domains: { switchKeys: ["1"] }, residential: true, price: [1.4, 6.5] }),
      ] },
      { key: "nbr-plates", name: L("Plates (Placas)", "Plaques (placas)", "Placas"), profile: "nbrPlate", leaves: [
        leaf("nbr-4x2-plates", L("4×2 Plates", "Plaques 4×2", "Placas 4×2"), L("Wall Plate (Placa)", "Plaque murale (placa)", "Placa de pared"), { fixed: { boxFormat: "4x2" }, domains: { modules: ["1", "2", "3"] }, residential: true, price: [0.8, 6] }),
        leaf("nbr-4x4-plates", L("4×4 Plates", "Plaques 4×4", "Placas 4×4"), L("Wall Plate (Placa)", "Plaque murale (placa)", "Placa de pared"), { fixed: { boxFormat: "4x4" }, domains: { modules: ["2", "4", "6"] }, residential: true, price: [1.5, 10] }),
      ] },
    ],
  },
];

/** The whole tree: the core product lines, then the lines made for one market. */
export const TAXONOMY: TopDef[] = [...CORE_TAXONOMY, ...MARKET_TAXONOMY];

/**
 * Classes sold in some markets only (B6), by leaf, group or top key: a product of one is sold only in the markets
 * listed, whatever its draw said. AFCI receptacles (outlet-branch-circuit AFCI) answer the NEC and the CEC; NOM-001-SEDE
 * asks for no AFCI protection. The IEC-style DIN-rail breakers, residual-current devices and surge protective devices
 * of the Mexican line are also what Brazilian boards take (NBR 5410, NBR NM 60898). Tamper-resistant receptacles are a dwelling requirement of the
 * NEC and the CEC, not of NOM. The smoke and CO alarms are listed to UL 217 / UL 2034 only; Canada requires ULC-S531 /
 * CSA 6.19 listings, and Mexican buyers do not buy them from an electrical distributor.
 */
const NORTH_AMERICA = [SALES_ORGS.us, SALES_ORGS.canada, SALES_ORGS.mexico];

export const MARKETS: Record<string, string[]> = {
  "afci-receptacles": [SALES_ORGS.us, SALES_ORGS.canada],
  "tamper-resistant-receptacles": [SALES_ORGS.us, SALES_ORGS.canada],
  detection: [SALES_ORGS.us],
  "din-rail-circuit-breakers": [SALES_ORGS.mexico, SALES_ORGS.brasil],
  "residual-current-surge": [SALES_ORGS.mexico, SALES_ORGS.brasil],
  // NEMA devices (ADR 67): Brazil plugs in to NBR 14136; Voltline Brasil sells its own line (nbr-wiring-devices) and
  // IEC 60309 pin and sleeve devices instead of these. Wall plates sized for NEMA devices go with them.
  "wiring-devices": NORTH_AMERICA,
  "wall-plates": NORTH_AMERICA,
  "locking-devices": NORTH_AMERICA,
  "watertight-devices": NORTH_AMERICA,
  "heavy-duty-switches": NORTH_AMERICA,
  // Issue 18 (B6): the dimmers, timers, photocontrols and sensors are 120, 120/277, 277 or 347 V devices for North
  // American circuits; Brazilian circuits are 127/220 V, so Voltline Brasil does not sell them.
  "lighting-controls": NORTH_AMERICA,
};

/** The sales organisations that sell a class, or undefined when every market does. */
export function marketsOf(top: TopDef, group: GroupDef, leafDef: LeafDef): string[] | undefined {
  return MARKETS[leafDef.key] ?? MARKETS[group.key] ?? ("markets" in top ? (top as MarketTopDef).markets : MARKETS[top.key]);
}
