// Product copy templates per profile (P9): descriptions and features, written natively per locale.
import type { Locale } from "../../src/config/locales";
import type { ProfileKey } from "./taxonomy";

type Lines = Record<Locale, string[]>;

/** Opening sentences; {series} and {noun} are filled in. */
export const INTROS: Lines = {
  en: [
    "The {series} {noun} is engineered for dependable, code-compliant installations.",
    "Part of the {series} line, this {noun} is made for installers who need consistent quality on every job.",
    "The {series} {noun} pairs rugged construction with fast, secure installation.",
  ],
  "fr-ca": [
    "Ce produit de la série {series} est conçu pour des installations fiables et conformes aux codes.",
    "Issu de la gamme {series}, ce produit offre une qualité constante d'un chantier à l'autre.",
    "La gamme {series} allie une construction robuste à une installation rapide et sûre.",
  ],
  "es-mx": [
    "Este producto de la serie {series} está diseñado para instalaciones confiables y conformes con la normativa.",
    "Parte de la línea {series}, este producto ofrece calidad constante en cada obra.",
    "La línea {series} combina una construcción robusta con una instalación rápida y segura.",
  ],
};

export const WARRANTY: Record<Locale, (years: number) => string> = {
  en: (n) => `Backed by a ${n}-year limited warranty.`,
  "fr-ca": (n) => `Garantie limitée de ${n} ${n === 1 ? "an" : "ans"}.`,
  "es-mx": (n) => `Respaldado por una garantía limitada de ${n} ${n === 1 ? "año" : "años"}.`,
};

export const CERTIFIED: Record<Locale, (list: string) => string> = {
  en: (list) => `Certifications: ${list}`,
  "fr-ca": (list) => `Homologations : ${list}`,
  "es-mx": (list) => `Certificaciones: ${list}`,
};

interface ProfileCopy {
  /** One sentence with {attributeKey} placeholders. */
  spec: Record<Locale, string>;
  features: Lines;
}

const c = (spec: [string, string, string], features: [string[], string[], string[]]): ProfileCopy => ({
  spec: { en: spec[0], "fr-ca": spec[1], "es-mx": spec[2] },
  features: { en: features[0], "fr-ca": features[1], "es-mx": features[2] },
});

export const PROFILE_COPY: Record<ProfileKey, ProfileCopy> = {
  receptacle: c(
    ["Rated {amperage} at {voltage} ({nemaConfiguration}), it has a {material} body and {wiringMethod} terminals.",
     "Caractéristiques nominales de {amperage} et {voltage} ({nemaConfiguration}), corps en {material}, {wiringMethod}.",
     "Capacidad de {amperage} a {voltage} ({nemaConfiguration}), cuerpo de {material} y {wiringMethod}."],
    [["Captive, backed-out terminal screws speed up installation", "Nickel-plated brass contacts for reliable plug retention", "Impact-resistant face resists cracking and discoloration"],
     ["Vis de borne imperdables et desserrées pour une installation rapide", "Contacts en laiton nickelé pour une excellente rétention des fiches", "Face résistante aux chocs qui ne fend pas et ne jaunit pas"],
     ["Tornillos cautivos y prearmados que agilizan la instalación", "Contactos de latón niquelado para una sujeción firme de la clavija", "Frente resistente a impactos que no se agrieta ni se decolora"]],
  ),
  switch: c(
    ["Rated {amperage} at {voltage}, with a {actuator} actuator, {material} body and {wiringMethod} terminals.",
     "Caractéristiques nominales de {amperage} et {voltage}, commande à {actuator}, corps en {material}, {wiringMethod}.",
     "Capacidad de {amperage} a {voltage}, accionamiento de {actuator}, cuerpo de {material} y {wiringMethod}."],
    [["Silver-alloy contacts rated for full-load switching", "Quiet, smooth action tested to 100,000 cycles", "Self-grounding strap with ground screw"],
     ["Contacts en alliage d'argent pour la commutation à pleine charge", "Mécanisme doux et silencieux testé sur 100 000 cycles", "Étrier à mise à la terre automatique avec vis de terre"],
     ["Contactos de aleación de plata para conmutación a plena carga", "Accionamiento suave y silencioso probado a 100,000 ciclos", "Soporte autoaterrizado con tornillo de tierra"]],
  ),
  cordDevice: c(
    ["{nemaConfiguration} configuration rated {amperage} at {voltage}, for cords up to {maxCableDiameter} in diameter.",
     "Configuration {nemaConfiguration} de {amperage} et {voltage}, pour cordons d'un diamètre maximal de {maxCableDiameter}.",
     "Configuración {nemaConfiguration} de {amperage} a {voltage}, para cordones de hasta {maxCableDiameter} de diámetro."],
    [["Two-screw cord clamp provides strong strain relief", "Color-coded terminals for correct, fast wiring", "Crush- and chemical-resistant housing"],
     ["Serre-câble à deux vis pour un excellent soulagement de traction", "Bornes à code de couleur pour un câblage rapide et sans erreur", "Boîtier résistant à l'écrasement et aux produits chimiques"],
     ["Abrazadera de dos tornillos para un alivio de tensión firme", "Terminales codificadas por color para un cableado rápido y correcto", "Carcasa resistente a aplastamiento y a químicos"]],
  ),
  lightingControl: c(
    ["Controls up to {maxLedLoad} of LED or {maxIncandescentLoad} of incandescent lighting at {voltage}.",
     "Commande jusqu'à {maxLedLoad} d'éclairage à DEL ou {maxIncandescentLoad} d'éclairage incandescent, sous {voltage}.",
     "Controla hasta {maxLedLoad} de iluminación LED o {maxIncandescentLoad} de iluminación incandescente a {voltage}."],
    [["Flicker-free operation with dimmable LED lamps", "Settings are kept after a power outage", "Fits a standard wall box alongside other devices"],
     ["Fonctionnement sans scintillement avec les lampes à DEL gradables", "Les réglages sont conservés après une panne de courant", "S'installe dans une boîte murale standard avec d'autres dispositifs"],
     ["Funcionamiento sin parpadeo con lámparas LED atenuables", "Conserva la configuración después de un corte de energía", "Cabe en una caja de pared estándar junto con otros dispositivos"]],
  ),
  sensor: c(
    ["Covers up to {coverageArea} with a {coverageAngle} field of view and a time delay adjustable up to {timeDelayMax}; sensing technology: {sensorTechnology}.",
     "Couverture jusqu'à {coverageArea}, angle de {coverageAngle} et temporisation réglable jusqu'à {timeDelayMax}; technologie de détection : {sensorTechnology}.",
     "Cobertura de hasta {coverageArea}, ángulo de {coverageAngle} y retardo ajustable de hasta {timeDelayMax}; tecnología de detección: {sensorTechnology}."],
    [["Turns lights off automatically to help meet energy codes", "Self-adjusting sensitivity reduces false triggers", "Simple push-button setup without tools"],
     ["Éteint automatiquement l'éclairage pour aider à respecter les codes énergétiques", "Sensibilité autoréglable qui limite les faux déclenchements", "Réglage simple par bouton-poussoir, sans outil"],
     ["Apaga las luces automáticamente para ayudar a cumplir los códigos de energía", "Sensibilidad autoajustable que reduce activaciones falsas", "Configuración sencilla con botón, sin herramientas"]],
  ),
  wallPlate: c(
    ["{gangs} plate in {material} with a {finish} finish, {plateSize} size.",
     "Plaque {gangs} en {material}, fini {finish}, format {plateSize}.",
     "Placa de {gangs} de {material}, acabado {finish}; tamaño: {plateSize}."],
    [["Covers minor wall imperfections around the box", "Color-matched to the device for a uniform look", "Installs in seconds with the supplied hardware"],
     ["Masque les petites imperfections du mur autour de la boîte", "Couleur assortie au dispositif pour un fini uniforme", "S'installe en quelques secondes avec la quincaillerie fournie"],
     ["Cubre pequeñas imperfecciones del muro alrededor de la caja", "Color igual al del dispositivo para un acabado uniforme", "Se instala en segundos con la tornillería incluida"]],
  ),
  box: c(
    ["{boxShape} box with {boxVolume} of fill capacity, made of {material}; mounting method: {mountingMethod}.",
     "Boîte de forme {boxShape} offrant une capacité de {boxVolume}, en {material}; méthode de fixation : {mountingMethod}.",
     "Caja de forma {boxShape} con capacidad de {boxVolume}, fabricada en {material}; método de fijación: {mountingMethod}."],
    [["Volume marked inside the box for quick fill calculations", "Multiple knockouts for flexible conduit and cable entry", "Integral ground provision for a code-compliant bond"],
     ["Volume indiqué à l'intérieur pour calculer rapidement le remplissage", "Nombreuses débouchures pour une entrée souple des conduits et câbles", "Prévue pour la mise à la terre, conforme aux codes"],
     ["Volumen marcado en el interior para calcular el llenado rápidamente", "Varios troqueles para una entrada flexible de tubo y cable", "Preparación integrada para puesta a tierra conforme a la norma"]],
  ),
  fitting: c(
    ["For {tradeSize} {conduitType} with a {connectionType} connection, made of {material} and rated to {tempRating}.",
     "Pour conduit {conduitType} de {tradeSize}, raccordement : {connectionType}, en {material}, température nominale de {tempRating}.",
     "Para tubo {conduitType} de {tradeSize}, conexión: {connectionType}, fabricado en {material} y con temperatura nominal de {tempRating}."],
    [["Smooth, rounded throat protects conductor insulation", "Secure grip resists pull-out and vibration", "Suitable as an equipment grounding path where listed"],
     ["Gorge lisse et arrondie qui protège l'isolant des conducteurs", "Prise solide qui résiste à l'arrachement et aux vibrations", "Peut servir de conducteur de mise à la terre lorsque homologué"],
     ["Garganta lisa y redondeada que protege el aislamiento", "Sujeción firme que resiste tirones y vibración", "Apto como trayectoria de puesta a tierra cuando está listado"]],
  ),
  connector: c(
    ["Accepts {wireRange} {conductorMaterial} conductors, rated {voltageRating} and {tempRating}.",
     "Accepte les conducteurs en {conductorMaterial} de {wireRange}, tension nominale de {voltageRating}, température nominale de {tempRating}.",
     "Acepta conductores de {conductorMaterial} de {wireRange}, con tensión nominal de {voltageRating} y temperatura nominal de {tempRating}."],
    [["Wire range printed on every connector", "Low-resistance connection that stays tight over time", "Fast installation that saves time on every splice"],
     ["Plage de calibres imprimée sur chaque connecteur", "Connexion à faible résistance qui reste serrée dans le temps", "Installation rapide qui fait gagner du temps à chaque épissure"],
     ["Rango de calibres impreso en cada conector", "Conexión de baja resistencia que se mantiene firme con el tiempo", "Instalación rápida que ahorra tiempo en cada empalme"]],
  ),
  wireManagement: c(
    ["Made of {material} in a {length} length, rated to {tempRating} and {flammability}.",
     "Fabriqué en {material}, longueur de {length}, température nominale de {tempRating}, indice {flammability}.",
     "Fabricado en {material}, longitud de {length}, temperatura nominal de {tempRating} y clasificación {flammability}."],
    [["Keeps cable runs neat, accessible and code-compliant", "Consistent quality from lot to lot", "Easy to install with common hand tools"],
     ["Garde les parcours de câbles ordonnés, accessibles et conformes", "Qualité constante d'un lot à l'autre", "Facile à installer avec des outils à main courants"],
     ["Mantiene las trayectorias de cable ordenadas, accesibles y conformes", "Calidad constante de un lote a otro", "Fácil de instalar con herramientas manuales comunes"]],
  ),
  luminaire: c(
    ["Delivers {lumens} at {cct} with a CRI of {cri}, drawing only {wattage}.",
     "Produit {lumens} à {cct} avec un IRC de {cri}, pour une consommation de seulement {wattage}.",
     "Entrega {lumens} a {cct} con un IRC de {cri} y un consumo de solo {wattage}."],
    [["Warm, even light without glare", "Quick-connect mounting system for easy installation", "Finish that resists fading and corrosion"],
     ["Lumière chaleureuse et uniforme, sans éblouissement", "Système de fixation à raccord rapide pour une installation facile", "Fini qui résiste à la décoloration et à la corrosion"],
     ["Luz cálida y uniforme, sin deslumbramiento", "Sistema de montaje de conexión rápida para una instalación sencilla", "Acabado que resiste la decoloración y la corrosión"]],
  ),
  evCharging: c(
    ["Delivers up to {chargingPower} at {amperage} on a {voltage} circuit through a {evConnector} connector.",
     "Fournit jusqu'à {chargingPower} à {amperage} sur un circuit de {voltage}, avec connecteur {evConnector}.",
     "Entrega hasta {chargingPower} a {amperage} en un circuito de {voltage}, con conector {evConnector}."],
    [["Built-in ground-fault protection and automatic restart", "Rugged enclosure for indoor or outdoor installation", "Works with every vehicle that uses the listed connector"],
     ["Protection contre les défauts à la terre intégrée et redémarrage automatique", "Boîtier robuste pour l'intérieur ou l'extérieur", "Compatible avec tous les véhicules dotés du connecteur indiqué"],
     ["Protección integrada contra fallas a tierra y reinicio automático", "Gabinete robusto para instalación interior o exterior", "Compatible con todos los vehículos que usan el conector indicado"]],
  ),
  industrial: c(
    ["Rated {amperage} at {voltage} ({nemaConfiguration}) with {ipRating} protection and a {material} housing.",
     "Caractéristiques nominales de {amperage} et {voltage} ({nemaConfiguration}), indice de protection {ipRating}, boîtier en {material}.",
     "Capacidad de {amperage} a {voltage} ({nemaConfiguration}), grado de protección {ipRating} y carcasa de {material}."],
    [["Built for heavy use in plants, docks and construction sites", "Color-coded by voltage for safe identification", "Rugged terminals for fast, secure wiring"],
     ["Conçu pour un usage intensif en usine, sur les quais et les chantiers", "Code de couleur selon la tension pour une identification sûre", "Bornes robustes pour un câblage rapide et sûr"],
     ["Diseñado para uso intensivo en plantas, andenes y obras", "Código de colores por tensión para una identificación segura", "Terminales robustas para un cableado rápido y seguro"]],
  ),
  lifeSafety: c(
    ["Power source: {powerSource}; {batteryType} battery; {ipRating} protection; {mountingType} mounting.",
     "Alimentation : {powerSource}; pile {batteryType}; indice de protection {ipRating}; montage : {mountingType}.",
     "Alimentación: {powerSource}; batería de {batteryType}; grado de protección {ipRating}; montaje: {mountingType}."],
    [["Monthly and annual self-tests with status indicator", "Meets life-safety code requirements for its application", "Tool-free installation with a snap-in canopy"],
     ["Autotests mensuels et annuels avec indicateur d'état", "Répond aux exigences des codes de sécurité applicables", "Installation sans outil grâce au socle encliquetable"],
     ["Autopruebas mensuales y anuales con indicador de estado", "Cumple los requisitos de los códigos de seguridad humana aplicables", "Instalación sin herramientas con base de ajuste a presión"]],
  ),
  safetyDevice: c(
    ["Built of {material} with {ipRating} protection, taking up to {lockPoints} padlocks with shackles up to {maxShackleDiameter}.",
     "Construction en {material}, indice de protection {ipRating}, accepte jusqu'à {lockPoints} cadenas à anse d'au plus {maxShackleDiameter}.",
     "Construcción de {material}, grado de protección {ipRating}; admite hasta {lockPoints} candados con arco de hasta {maxShackleDiameter}."],
    [["High-visibility color for quick identification", "Supports OSHA lockout/tagout procedures", "Resists chemicals, oils and extreme temperatures"],
     ["Couleur haute visibilité pour un repérage rapide", "Facilite les procédures de cadenassage et d'étiquetage", "Résiste aux produits chimiques, aux huiles et aux températures extrêmes"],
     ["Color de alta visibilidad para una identificación rápida", "Apoya los procedimientos de bloqueo y etiquetado", "Resiste químicos, aceites y temperaturas extremas"]],
  ),
  dataComm: c(
    ["{cableCategory} performance with {terminationType} termination and {dataConnector} connectors, {shielding}.",
     "Performances {cableCategory}, terminaison {terminationType}, connecteurs {dataConnector}, {shielding}.",
     "Desempeño {cableCategory}, terminación {terminationType}, conectores {dataConnector}, {shielding}."],
    [["Tested to exceed TIA channel performance", "Color-coded for easy port identification", "Compact design for high-density installations"],
     ["Testé pour dépasser les performances de canal TIA", "Code de couleur pour repérer facilement les ports", "Conception compacte pour les installations à haute densité"],
     ["Probado para superar el desempeño de canal TIA", "Código de colores para identificar los puertos fácilmente", "Diseño compacto para instalaciones de alta densidad"]],
  ),  distribution: c(
    ["A {phases} {voltage} design rated {amperage}, with {busMaterial} bus bars and a {interruptingRating} short-circuit rating.",
     "Conception {phases} de {voltage} et {amperage}, barres en {busMaterial}, tenue aux courts-circuits de {interruptingRating}.",
     "Diseño {phases} de {voltage} y {amperage}, con barras de {busMaterial} y capacidad de cortocircuito de {interruptingRating}."],
    [["Built to order and tested before shipping at our Apodaca plant", "Removable interior and generous gutters for easy wiring", "Knockouts on every side for conduit entry where the job needs it"],
     ["Fabriqué sur commande et mis à l'essai avant expédition à notre usine d'Apodaca", "Intérieur amovible et goulottes généreuses pour faciliter le câblage", "Débouchures sur chaque face pour l'entrée des conduits là où le chantier l'exige"],
     ["Armado sobre pedido y probado antes del embarque en nuestra planta de Apodaca", "Interior desmontable y canales amplios que facilitan el alambrado", "Troqueles en todas las caras para la entrada de tubería donde la obra lo requiera"]],
  ),
  breaker: c(
    ["Rated for {voltage} systems, {poles}-pole, with a {interruptingRating} interrupting rating and a {tripUnit} trip unit.",
     "Pour réseaux de {voltage}, {poles} pôle(s), pouvoir de coupure de {interruptingRating}, déclencheur {tripUnit}.",
     "Para sistemas de {voltage}, {poles} polo(s), capacidad interruptiva de {interruptingRating} y unidad de disparo {tripUnit}."],
    [["Calibrated on a dedicated line and tested one by one", "Trip-free mechanism: the contacts open even if the handle is held on", "Clear ON/OFF/TRIPPED handle positions"],
     ["Étalonné sur une ligne dédiée et mis à l'essai à l'unité", "Mécanisme à déclenchement libre : les contacts s'ouvrent même si la manette est retenue", "Positions de manette claires : marche, arrêt, déclenché"],
     ["Calibrado en una línea dedicada y probado pieza por pieza", "Mecanismo de disparo libre: los contactos abren aunque se sostenga la palanca", "Posiciones de palanca claras: encendido, apagado y disparado"]],
  ),
  buildingWire: c(
    ["{conductorMaterial} conductor, {stranding}, {insulationType} insulation rated {voltageRating} and {tempRating}, on {reelLength} put-ups.",
     "Conducteur en {conductorMaterial}, âme {stranding}, isolant {insulationType} de {voltageRating} et {tempRating}, en bobines de {reelLength}.",
     "Conductor de {conductorMaterial}, {stranding}, aislamiento {insulationType} para {voltageRating} y {tempRating}, en carretes de {reelLength}."],
    [["Slick jacket pulls easily through long conduit runs", "Printed every meter with size, type and certification", "Annealed copper for easy bending and termination"],
     ["Gaine glissante qui se tire facilement dans les longs conduits", "Marquage du calibre, du type et de l'homologation à chaque mètre", "Cuivre recuit, facile à plier et à raccorder"],
     ["Forro deslizante que corre fácilmente en tramos largos de tubería", "Impreso cada metro con calibre, tipo y certificación", "Cobre suave, fácil de doblar y de conectar"]],
  ),
  // Voltline Brasil's NBR 14136 line (ADR 67).
  nbrSocket: c(
    ["Built to {socketStandard}, it is rated {amperage} for {voltage} circuits, with {pinDiameter} pin openings in a recessed well, a {material} body tested at {glowWire} on the glow-wire and {wiringMethod} terminals for {conductorSection} conductors.",
     "Prise {socketStandard} de {amperage} pour circuits de {voltage}, ouvertures de broches de {pinDiameter} dans un puits en retrait, corps en {material} éprouvé à {glowWire} au fil incandescent, {wiringMethod} pour conducteurs de {conductorSection}.",
     "Contacto {socketStandard} de {amperage} para circuitos de {voltage}, con orificios para espigas de {pinDiameter} en un pozo rebajado, cuerpo de {material} probado a {glowWire} con hilo incandescente y {wiringMethod} para conductores de {conductorSection}."],
    [["Recessed well keeps fingers away from live pins while the plug goes in", "Earth contact engages before the line contacts", "Snaps into the plate's support, which fits standard Brazilian boxes"],
     ["Le puits en retrait éloigne les doigts des broches sous tension pendant le branchement", "Le contact de terre s'établit avant les contacts de phase", "S'enclenche dans le support de la plaque, adapté aux boîtes brésiliennes standard"],
     ["El pozo rebajado aleja los dedos de las espigas energizadas al conectar la clavija", "El contacto de tierra conecta antes que los de fase", "Se inserta a presión en el soporte de la placa, compatible con las cajas brasileñas estándar"]],
  ),
  nbrSwitch: c(
    ["Rated {amperage} for {voltage} circuits, with {switchKeys}, a {material} body tested at {glowWire} on the glow-wire and {wiringMethod} terminals for {conductorSection} conductors.",
     "Caractéristiques nominales de {amperage} pour circuits de {voltage}, {switchKeys}, corps en {material} éprouvé à {glowWire} au fil incandescent, {wiringMethod} pour conducteurs de {conductorSection}.",
     "Capacidad de {amperage} para circuitos de {voltage}, {switchKeys}, cuerpo de {material} probado a {glowWire} con hilo incandescente y {wiringMethod} para conductores de {conductorSection}."],
    [["Silver-alloy contacts for lighting loads up to the rated current", "Quiet rocker action tested to 40,000 operations", "Snaps into the plate's support, which fits standard Brazilian boxes"],
     ["Contacts en alliage d'argent pour les charges d'éclairage jusqu'au courant nominal", "Touche silencieuse éprouvée sur 40 000 manœuvres", "S'enclenche dans le support de la plaque, adapté aux boîtes brésiliennes standard"],
     ["Contactos de aleación de plata para cargas de iluminación hasta la corriente nominal", "Tecla silenciosa probada a 40,000 maniobras", "Se inserta a presión en el soporte de la placa, compatible con las cajas brasileñas estándar"]],
  ),
  nbrPlate: c(
    ["Plate with its support for a {boxFormat} box, for {modules}, in {material} with a {finish} finish; outside dimensions {plateDimensions}.",
     "Plaque avec support pour boîte {boxFormat}, pour {modules}, en {material}, fini {finish}; dimensions hors tout de {plateDimensions}.",
     "Placa con soporte para caja {boxFormat}, para {modules}, de {material} con acabado {finish}; dimensiones exteriores de {plateDimensions}."],
    [["Takes the line's sockets, switches and USB modules in any order", "Support fastens to the box with the supplied screws; the plate snaps on over it", "Colour matched to the line's modules"],
     ["Reçoit les prises, interrupteurs et modules USB de la gamme dans n'importe quel ordre", "Le support se fixe à la boîte avec les vis fournies; la plaque s'y enclenche", "Couleur assortie aux modules de la gamme"],
     ["Admite los contactos, apagadores y módulos USB de la línea en cualquier orden", "El soporte se fija a la caja con los tornillos incluidos y la placa se coloca a presión", "Color igual al de los módulos de la línea"]],
  ),
};
