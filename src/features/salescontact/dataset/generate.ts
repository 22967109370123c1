// The generated sales network of Find a Sales Contact (F5, issue 16): for one brand and one market of its
// `salesContactLookupMarketSelection`, every territory of the brand's countries gets an independent sales agency
// (company, contact, phone, email, office address at one of the territory's seats) and the brand's territory manager
// of its sales region (name, title, phone, email). An agency covers one to three neighbouring territories of a sales
// region, its office in the largest. Deterministic and pure: seeded by brand and market, so a market the CMS adds
// later has its network at once, and the others do not change.
import { territoryKey, MANAGER_TITLES, type Agency, type Manager, type ManagerTitle, type MarketNetwork, type SalesContact, type SalesCountry, type Seat, type Territory } from "../model";
import { SALES_REGIONS } from "../territories";
import { digits, hashSeed, pick, seededRandom } from "./random";

export const NETWORK_SEED = 20261127;

type Language = "en" | "fr" | "es" | "pt";

const FIRST_NAMES: Record<Language, readonly string[]> = {
  en: ["James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "David", "Linda", "William", "Elizabeth", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Daniel", "Karen", "Matthew", "Nancy", "Anthony", "Lisa", "Mark", "Angela", "Steven", "Michelle", "Andrew", "Emily", "Kevin", "Rachel", "Brian", "Laura", "Jason", "Megan", "Ryan", "Olivia", "Marcus", "Priya", "Wei", "Aisha", "Carlos", "Grace"],
  fr: ["Marc", "Julie", "Martin", "Catherine", "Alexandre", "Isabelle", "François", "Geneviève", "Mathieu", "Nathalie", "Philippe", "Sophie", "Sébastien", "Valérie", "Éric", "Chantal", "Olivier", "Mélanie", "Louis", "Émilie"],
  es: ["José", "María", "Juan", "Guadalupe", "Luis", "Fernanda", "Carlos", "Alejandra", "Miguel", "Sofía", "Jorge", "Daniela", "Ricardo", "Gabriela", "Eduardo", "Mariana", "Francisco", "Verónica", "Arturo", "Claudia"],
  pt: ["João", "Maria", "Pedro", "Ana", "Lucas", "Juliana", "Gabriel", "Fernanda", "Rafael", "Camila", "Marcelo", "Patrícia", "Bruno", "Aline", "Thiago", "Renata", "Felipe", "Beatriz", "Rodrigo", "Larissa"],
};

const LAST_NAMES: Record<Language, readonly string[]> = {
  en: ["Anderson", "Bennett", "Brooks", "Carter", "Coleman", "Dawson", "Ellis", "Fischer", "Foster", "Griffin", "Hale", "Harper", "Hayes", "Jensen", "Kessler", "Lawson", "Mercer", "Nolan", "Okafor", "Patel", "Porter", "Quinn", "Reyes", "Russo", "Sandoval", "Sullivan", "Thornton", "Vaughn", "Walsh", "Whitaker", "Yamamoto", "Zimmerman", "Chen", "Nguyen", "Kowalski", "Brennan", "Morales", "Hughes", "Lindqvist", "Abernathy"],
  fr: ["Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Gagné", "Ouellet", "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Leblanc", "Paquette", "Girard", "Simard", "Boucher"],
  es: ["Hernández", "García", "Martínez", "López", "González", "Rodríguez", "Pérez", "Sánchez", "Ramírez", "Flores", "Gómez", "Torres", "Díaz", "Vázquez", "Cruz", "Morales", "Reyes", "Jiménez", "Mendoza", "Castillo", "Ortiz", "Ruiz", "Aguilar", "Navarro"],
  pt: ["Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Barbosa", "Rocha", "Moreira"],
};

const PLACE_WORDS: Record<Language, readonly string[]> = {
  en: ["Midstate", "Tri-State", "Keystone", "Lakeshore", "Gulf Coast", "Pacific Crest", "Frontier", "Heartland", "Blue Ridge", "Great Plains", "Summit", "Cascade", "Desert Sun", "Capital", "Empire", "Piedmont", "Bluegrass", "Ozark", "Prairie", "Northstar", "Harbor", "Granite", "Red River", "Big Sky"],
  fr: ["Laurentides", "Boréal", "Saint-Laurent", "Estrie", "Outaouais", "Mauricie", "Capitale", "Montérégie"],
  es: ["del Norte", "del Bajío", "del Pacífico", "Peninsular", "del Golfo", "Sierra Madre", "Anáhuac", "de Occidente", "del Sureste", "del Centro"],
  pt: ["Paulista", "Carioca", "Mineira", "Gaúcha", "Nordeste", "Cerrado", "Amazônia", "Litoral", "Capixaba", "Pantanal"],
};

const COMPANY_PATTERNS: Record<Language, readonly ((last: () => string, place: () => string) => string)[]> = {
  en: [
    (l) => `${l()} & ${l()} Sales`,
    (l) => `${l()} Associates`,
    (l) => `${l()} Electrical Sales`,
    (_, p) => `${p()} Electrical Agents`,
    (_, p) => `${p()} Power Sales`,
    (l) => `${l()} Marketing Group`,
    (l) => `${l()}-${l()} Representatives`,
    (_, p) => `${p()} Technical Sales`,
  ],
  fr: [(l) => `Agences ${l()}`, (l) => `Représentations ${l()} inc.`, (l) => `${l()} & ${l()} Ventes techniques`, (l) => `Groupe ${l()}`, (_, p) => `Ventes électriques ${p()}`],
  es: [(l) => `Representaciones ${l()}`, (l) => `${l()} y Asociados`, (l) => `Grupo ${l()}`, (_, p) => `Comercializadora Eléctrica ${p()}`, (l) => `Ventas Técnicas ${l()}`],
  pt: [(l) => `${l()} Representações`, (l) => `${l()} & ${l()} Representação Comercial`, (l) => `Grupo ${l()}`, (_, p) => `${p()} Representações Elétricas`],
};

const STREETS: Record<Language, (random: () => number) => string> = {
  en: (r) => `${10 + Math.floor(r() * 9_000)} ${pick(["Commerce", "Industrial", "Corporate", "Enterprise", "Executive", "Technology", "Meridian", "Lakeview", "Parkway", "Airport", "Gateway", "Riverside"], r)} ${pick(["Dr", "Blvd", "Ave", "St", "Pkwy", "Way", "Ct"], r)}${r() < 0.4 ? `, Suite ${100 + Math.floor(r() * 400)}` : ""}`,
  fr: (r) => `${10 + Math.floor(r() * 9_000)}, ${pick(["boulevard Industriel", "rue du Commerce", "boulevard des Entreprises", "rue Saint-Laurent", "boulevard Laurier", "rue Notre-Dame", "avenue du Parc"], r)}${r() < 0.4 ? `, bureau ${100 + Math.floor(r() * 400)}` : ""}`,
  es: (r) => `${pick(["Av. Insurgentes Sur", "Av. Juárez", "Blvd. Industrial", "Av. Constitución", "Av. Vallarta", "Calz. Independencia", "Av. Revolución", "Av. Universidad"], r)} ${10 + Math.floor(r() * 3_000)}${r() < 0.4 ? `, Piso ${1 + Math.floor(r() * 12)}` : ""}`,
  pt: (r) => `${pick(["Av. Paulista", "Rua das Indústrias", "Av. Brasil", "Rua XV de Novembro", "Av. Getúlio Vargas", "Rua Sete de Setembro", "Av. Santos Dumont"], r)}, ${10 + Math.floor(r() * 3_000)}${r() < 0.4 ? `, sala ${100 + Math.floor(r() * 900)}` : ""}`,
};

/** One area code per US state or territory and Canadian province (the exchange 555-01XX is kept for fiction in all). */
const NANP_AREA: Readonly<Record<string, string>> = {
  "US-AL": "205", "US-AK": "907", "US-AZ": "602", "US-AR": "501", "US-CA": "213", "US-CO": "303", "US-CT": "203", "US-DE": "302", "US-DC": "202",
  "US-FL": "305", "US-GA": "404", "US-HI": "808", "US-ID": "208", "US-IL": "312", "US-IN": "317", "US-IA": "515", "US-KS": "316", "US-KY": "502",
  "US-LA": "504", "US-ME": "207", "US-MD": "410", "US-MA": "617", "US-MI": "313", "US-MN": "612", "US-MS": "601", "US-MO": "314", "US-MT": "406",
  "US-NE": "402", "US-NV": "702", "US-NH": "603", "US-NJ": "201", "US-NM": "505", "US-NY": "212", "US-NC": "704", "US-ND": "701", "US-OH": "614",
  "US-OK": "405", "US-OR": "503", "US-PA": "215", "US-RI": "401", "US-SC": "803", "US-SD": "605", "US-TN": "615", "US-TX": "214", "US-UT": "801",
  "US-VT": "802", "US-VA": "804", "US-WA": "206", "US-WV": "304", "US-WI": "414", "US-WY": "307", "US-AS": "684", "US-GU": "671", "US-MP": "670",
  "US-PR": "787", "US-VI": "340", "CA-AB": "403", "CA-BC": "604", "CA-MB": "204", "CA-NB": "506", "CA-NL": "709", "CA-NS": "902", "CA-NT": "867",
  "CA-NU": "867", "CA-ON": "416", "CA-PE": "902", "CA-QC": "514", "CA-SK": "306", "CA-YT": "867",
};

/** Mexican long-distance codes (lada) of each state's main city. */
const MX_LADA: Readonly<Record<string, string>> = {
  AGU: "449", BCN: "664", BCS: "612", CAM: "981", CHP: "961", CHH: "614", CMX: "55", COA: "844", COL: "312", DUR: "618", GUA: "477", GRO: "744",
  HID: "771", JAL: "33", MEX: "722", MIC: "443", MOR: "777", NAY: "311", NLE: "81", OAX: "951", PUE: "222", QUE: "442", ROO: "998", SLP: "444",
  SIN: "667", SON: "662", TAB: "993", TAM: "834", TLA: "246", VER: "229", YUC: "999", ZAC: "492",
};

/** Brazilian area codes (DDD) of each state's capital. */
const BR_DDD: Readonly<Record<string, string>> = {
  AC: "68", AL: "82", AP: "96", AM: "92", BA: "71", CE: "85", DF: "61", ES: "27", GO: "62", MA: "98", MT: "65", MS: "67", MG: "31", PA: "91",
  PB: "83", PR: "41", PE: "81", PI: "86", RJ: "21", RN: "84", RS: "51", RO: "69", RR: "95", SC: "48", SP: "11", SE: "79", TO: "63",
};

/** A phone number of the territory in a range kept for fiction where there is one (NANP 555-01XX), E.164. */
export function phoneIn(territory: Territory, random: () => number): string {
  const key = territoryKey(territory);
  if (territory.country === "US" || territory.country === "CA") return `+1${NANP_AREA[key] ?? "800"}55501${digits(2, random)}`;
  if (territory.country === "MX") {
    const lada = MX_LADA[territory.region] ?? "55";
    return `+52${lada}${lada.length === 2 ? "5555" : "555"}${digits(4, random)}`;
  }
  return `+55${BR_DDD[territory.region] ?? "11"}5555${digits(4, random)}`;
}

export function languageOf(territory: Territory): Language {
  if (territory.country === "CA" && territory.region === "QC") return "fr";
  if (territory.country === "MX") return "es";
  if (territory.country === "BR") return "pt";
  return "en";
}

/** Letters and digits of a name for an e-mail address ("Côté" -> "cote", "O'Brien" -> "obrien"). */
export function mailPart(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** A person's name, not one already given in this network (when the pool allows). */
function personName(language: Language, random: () => number, taken: Set<string>): { first: string; last: string; full: string } {
  let name = { first: "", last: "", full: "" };
  for (let attempt = 0; attempt < 10 && (name.full === "" || taken.has(name.full)); attempt += 1) {
    const first = pick(FIRST_NAMES[language], random);
    const last = pick(LAST_NAMES[language], random);
    // Mexicans and Brazilians mostly write two surnames.
    const second = (language === "es" || language === "pt") && random() < 0.6 ? ` ${pick(LAST_NAMES[language], random)}` : "";
    name = { first, last, full: `${first} ${last}${second}` };
  }
  taken.add(name.full);
  return name;
}

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Neighbours farther apart than this are not one agency's (Hawaii and Alaska stay alone). */
const MAX_AGENCY_SPREAD_KM = 1_100;

export interface NetworkInput {
  /** brandDirectory. */
  brand: string;
  /** The market's key ("commercial"). */
  market: string;
  countries: readonly SalesCountry[];
  seats: readonly Seat[];
  seed?: number;
}

/**
 * The agency territories of one sales region: the largest territory not yet covered takes up to two of its nearest
 * uncovered neighbours. Territories without a seat join the agency of the region's largest.
 */
function groupTerritories(territories: readonly Territory[], seatsOf: (t: Territory) => readonly Seat[], random: () => number): Territory[][] {
  const withSeat = territories.filter((t) => seatsOf(t).length > 0);
  const without = territories.filter((t) => seatsOf(t).length === 0);
  const size = (t: Territory) => seatsOf(t).reduce((sum, seat) => sum + seat.population, 0);
  const open = [...withSeat].sort((a, b) => size(b) - size(a) || (territoryKey(a) < territoryKey(b) ? -1 : 1));
  const groups: Territory[][] = [];
  while (open.length > 0) {
    const anchor = open.shift()!;
    const group = [anchor];
    // The largest (more than 1.5 million people in its largest places) mostly have an agency of their own.
    const wanted = size(anchor) > 1_500_000 ? (random() < 0.7 ? 1 : 2) : 1 + Math.floor(random() * 3);
    const home = seatsOf(anchor)[0]!;
    const near = open
      .map((t) => ({ t, km: distanceKm(home, seatsOf(t)[0]!) }))
      .filter((n) => n.km <= MAX_AGENCY_SPREAD_KM)
      .sort((a, b) => a.km - b.km)
      .slice(0, wanted - 1);
    for (const { t } of near) {
      group.push(t);
      open.splice(open.indexOf(t), 1);
    }
    groups.push(group);
  }
  if (without.length > 0) {
    if (groups.length > 0) groups[0]!.push(...without);
    else groups.push([...without]);
  }
  return groups;
}

const TITLE_WEIGHTS: readonly (readonly [ManagerTitle, number])[] = [["regionalSalesManager", 0.6], ["territoryManager", 0.3], ["marketDevelopmentManager", 0.1]];

function titleOf(random: () => number): ManagerTitle {
  let draw = random();
  for (const [title, weight] of TITLE_WEIGHTS) {
    if (draw < weight) return title;
    draw -= weight;
  }
  return MANAGER_TITLES[0];
}

export function generateMarketNetwork({ brand, market, countries, seats, seed = NETWORK_SEED }: NetworkInput): MarketNetwork {
  const random = seededRandom(hashSeed(seed, brand, market));
  const seatsByTerritory = new Map<string, Seat[]>();
  for (const seat of seats) {
    const key = territoryKey(seat);
    const list = seatsByTerritory.get(key);
    if (list) list.push(seat);
    else seatsByTerritory.set(key, [seat]);
  }
  for (const list of seatsByTerritory.values()) list.sort((a, b) => b.population - a.population || (a.city < b.city ? -1 : 1));
  const seatsOf = (t: Territory) => seatsByTerritory.get(territoryKey(t)) ?? [];

  const contacts = new Map<string, SalesContact>();
  const agencies: Agency[] = [];
  const managers: Manager[] = [];
  const companies = new Set<string>();
  const people = new Set<string>();

  for (const country of countries) {
    for (const [regionName, regions] of Object.entries(SALES_REGIONS[country])) {
      const salesRegion = `${country}-${regionName}`;
      const territories = regions.map((region) => ({ country, region }));
      const groups = groupTerritories(territories, seatsOf, random);
      const hubTerritory = groups[0]![0]!;

      const managerName = personName(languageOf(hubTerritory), random, people);
      const manager: Manager = {
        id: `${brand}-${market}-${salesRegion}`,
        name: managerName.full,
        title: titleOf(random),
        salesRegion,
        phone: phoneIn(hubTerritory, random),
        email: `${mailPart(managerName.first)}.${mailPart(managerName.last)}@${mailPart(brand)}.example`,
      };
      managers.push(manager);

      groups.forEach((group, index) => {
        const home = group[0]!;
        const language = languageOf(home);
        const last = () => pick(LAST_NAMES[language], random);
        const place = () => pick(PLACE_WORDS[language], random);
        let company = pick(COMPANY_PATTERNS[language], random)(last, place);
        for (let attempt = 0; companies.has(company) && attempt < 20; attempt += 1) company = pick(COMPANY_PATTERNS[language], random)(last, place);
        if (companies.has(company)) company = `${company} ${territoryKey(home)}`;
        companies.add(company);
        const homeSeats = seatsOf(home);
        const seat = homeSeats.length > 1 && random() < 0.25 ? homeSeats[1]! : homeSeats[0];
        const contact = personName(language, random, people);
        const agency: Agency = {
          id: `${brand}-${market}-${salesRegion}-${index + 1}`,
          company,
          contactName: contact.full,
          phone: phoneIn(home, random),
          email: `${mailPart(contact.first)[0]}${mailPart(contact.last)}@${mailPart(company).slice(0, 40)}.example`,
          address: { line1: STREETS[language](random), city: seat?.city ?? "", region: home.region, postalCode: seat?.postalCode ?? "", country: home.country },
          territories: group.map(territoryKey),
        };
        agencies.push(agency);
        for (const territory of group) contacts.set(territoryKey(territory), { territory, market, agency, manager });
      });
    }
  }
  return { market, contacts, agencies, managers };
}
