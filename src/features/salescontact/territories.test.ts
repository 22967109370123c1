import { describe, expect, it } from "vitest";
import {
  brandCountries,
  looksLikePostalCode,
  parseTerritory,
  postalCountryOutside,
  provinceOfCanadianCode,
  readPostalCode,
  salesRegionOf,
  SALES_REGIONS,
  stateOfCep,
  stateOfCodigoPostal,
  stateOfZip,
  TERRITORY_CODES,
  territoriesOf,
} from "./territories";
import { regionOptions } from "@/features/forms";

describe("territory of a postal code (F5)", () => {
  it("reads a US ZIP code by its first three digits, ZIP+4 included", () => {
    const cases: [string, string][] = [
      ["43219", "OH"], ["60601", "IL"], ["10001", "NY"], ["00501", "NY"], ["02108", "MA"], ["05501", "MA"], ["05401", "VT"], ["06103", "CT"],
      ["20001", "DC"], ["20146", "VA"], ["21201", "MD"], ["33101", "FL"], ["39901", "GA"], ["73301", "TX"], ["73102", "OK"], ["79901", "TX"],
      ["88510", "TX"], ["89101", "NV"], ["90210", "CA"], ["96813", "HI"], ["97201", "OR"], ["98101", "WA"], ["99501", "AK"], ["43219-1234", "OH"],
      ["00901", "PR"], ["00801", "VI"], ["96799", "AS"], ["96910", "GU"], ["96950", "MP"], ["56901", "DC"],
    ];
    for (const [zip, state] of cases) expect(stateOfZip(zip), zip).toBe(state);
  });

  it("knows no state for unassigned, military or malformed ZIP codes", () => {
    for (const zip of ["00000", "00100", "09001", "34001", "96201", "96940", "1234", "123456", "4321A", "43219-12", " 43219", ""]) expect(stateOfZip(zip), zip).toBeUndefined();
  });

  it("reads a Canadian postal code or area by its first letter, Nunavut's X0A-X0C apart", () => {
    const cases: [string, string][] = [
      ["A1A 1A1", "NL"], ["B3H 4R2", "NS"], ["C1A 4P3", "PE"], ["E1C 4M3", "NB"], ["G1R 4P5", "QC"], ["H2X 1Y4", "QC"], ["h2x1y4", "QC"], ["J4K", "QC"],
      ["K1A 0B1", "ON"], ["L5B", "ON"], ["M5V 3L9", "ON"], ["N2L", "ON"], ["P3A", "ON"], ["R3C 4T3", "MB"], ["S4P", "SK"], ["T2P 1J9", "AB"],
      ["V6B 1A1", "BC"], ["X0A 0H0", "NU"], ["X0B", "NU"], ["X0C 0A0", "NU"], ["X0E 0P0", "NT"], ["X1A 2P4", "NT"], ["Y1A 1A1", "YT"],
    ];
    for (const [code, province] of cases) expect(provinceOfCanadianCode(code), code).toBe(province);
    // No D, F, I, O, Q, U anywhere, no W or Z first; a second character that is no digit.
    for (const code of ["D1A 1A1", "W1A", "Z9Z 9Z9", "H2O 1A1", "HH2 1A1", "H2X 1Y", "H2X 1YY", "12345"]) expect(provinceOfCanadianCode(code), code).toBeUndefined();
  });

  it("reads a Mexican código postal by its first two digits", () => {
    const cases: [string, string][] = [
      ["01000", "CMX"], ["06600", "CMX"], ["16000", "CMX"], ["20000", "AGU"], ["22000", "BCN"], ["23000", "BCS"], ["24000", "CAM"], ["27000", "COA"],
      ["28000", "COL"], ["29000", "CHP"], ["31000", "CHH"], ["34000", "DUR"], ["37000", "GUA"], ["39000", "GRO"], ["42000", "HID"], ["44100", "JAL"],
      ["50000", "MEX"], ["58000", "MIC"], ["62000", "MOR"], ["63000", "NAY"], ["64000", "NLE"], ["68000", "OAX"], ["72000", "PUE"], ["76000", "QUE"],
      ["77500", "ROO"], ["78000", "SLP"], ["80000", "SIN"], ["83000", "SON"], ["86000", "TAB"], ["87000", "TAM"], ["90000", "TLA"], ["91000", "VER"],
      ["97000", "YUC"], ["98000", "ZAC"], ["99999", "ZAC"],
    ];
    for (const [cp, state] of cases) expect(stateOfCodigoPostal(cp), cp).toBe(state);
    for (const cp of ["00100", "17000", "18999", "19000", "6600", "066000", "C6600"]) expect(stateOfCodigoPostal(cp), cp).toBeUndefined();
  });

  it("reads a Brazilian CEP by its first five digits", () => {
    const cases: [string, string][] = [["01310-100", "SP"], ["20040020", "RJ"], ["30130-010", "MG"], ["40020-000", "BA"], ["70040-010", "DF"], ["74000-000", "GO"], ["69900-000", "AC"], ["69301-000", "RR"], ["90010-000", "RS"]];
    for (const [cep, state] of cases) expect(stateOfCep(cep), cep).toBe(state);
    for (const cep of ["00999-000", "1234-567", "01310-10"]) expect(stateOfCep(cep), cep).toBeUndefined();
  });

  it("gives every territory of the tables a postal code reading where its country has one", () => {
    // Each Mexican state has a range, each Brazilian state a CEP range, each US state or territory a ZIP prefix.
    const mx = new Set(Array.from({ length: 100 }, (_, i) => stateOfCodigoPostal(`${String(i).padStart(2, "0")}000`)).filter(Boolean));
    expect([...mx].sort()).toEqual([...TERRITORY_CODES.MX].sort());
    const us = new Set(Array.from({ length: 1000 }, (_, i) => stateOfZip(`${String(i).padStart(3, "0")}01`)).filter(Boolean));
    for (const [zip, state] of [["96799", "AS"], ["96910", "GU"], ["96950", "MP"]]) if (stateOfZip(zip!) === state) us.add(state);
    expect([...us].sort()).toEqual([...TERRITORY_CODES.US].sort());
    const br = new Set(Array.from({ length: 1000 }, (_, i) => stateOfCep(`${String(i * 100).padStart(5, "0")}-000`)).filter(Boolean));
    expect([...br].sort()).toEqual([...TERRITORY_CODES.BR].sort());
  });

  it("reads a 5-digit code as a US ZIP and a Mexican CP, in the order of the brand's countries", () => {
    expect(readPostalCode("43219", ["US", "CA", "MX"]).territories).toEqual([{ country: "US", region: "OH" }, { country: "MX", region: "HID" }]);
    expect(readPostalCode("43219", ["MX"]).territories).toEqual([{ country: "MX", region: "HID" }]);
    expect(readPostalCode("06600", ["MX", "US"]).territories).toEqual([{ country: "MX", region: "CMX" }, { country: "US", region: "CT" }]);
    // "C.P." says Mexico; ZIP+4 says the US; a Canadian code is Canadian only; its space is put back.
    expect(readPostalCode("C.P. 06600", ["US", "CA", "MX"])).toEqual({ territories: [{ country: "MX", region: "CMX" }], code: "06600" });
    expect(readPostalCode("43219-1234", ["US", "CA", "MX"]).territories).toEqual([{ country: "US", region: "OH" }]);
    expect(readPostalCode("h2x1y4", ["US", "CA", "MX"])).toEqual({ territories: [{ country: "CA", region: "QC" }], code: "H2X 1Y4" });
    expect(readPostalCode("H2X 1Y4", ["MX"]).territories).toEqual([]);
    expect(readPostalCode("01310-100", ["BR"]).territories).toEqual([{ country: "BR", region: "SP" }]);
    expect(readPostalCode("00000", ["US", "CA", "MX"]).territories).toEqual([]);
    expect(postalCountryOutside("H2X 1Y4", ["MX"])).toBe("CA");
    expect(postalCountryOutside("00000", ["US", "CA", "MX"])).toBeUndefined();
  });

  it("tells a postal code from a place", () => {
    for (const text of ["43219", "43219-1234", "H2X 1Y4", "h2x", "C.P. 06600", "cp 06600", "01310-100", "01310100"]) expect(looksLikePostalCode(text), text).toBe(true);
    for (const text of ["Columbus", "Columbus, OH 43219", "Montréal", "1600 Pennsylvania Ave", "4321", "<script>"]) expect(looksLikePostalCode(text), text).toBe(false);
  });
});

describe("territories and sales regions (F5)", () => {
  it("covers every US state, DC and territory, Canadian province and territory, Mexican and Brazilian state once", () => {
    expect(TERRITORY_CODES.US).toHaveLength(56);
    expect(TERRITORY_CODES.CA).toHaveLength(13);
    expect(TERRITORY_CODES.MX).toHaveLength(32);
    expect(TERRITORY_CODES.BR).toHaveLength(27);
    // The same codes as the forms' address lists (US, Canada, Mexico).
    for (const country of ["US", "CA", "MX"] as const) expect([...TERRITORY_CODES[country]].sort()).toEqual(regionOptions(country, "en").map((r) => r.code).sort());
  });

  it("puts every territory in exactly one sales region", () => {
    for (const country of ["US", "CA", "MX", "BR"] as const) {
      const listed = Object.values(SALES_REGIONS[country]).flat();
      expect([...listed].sort(), country).toEqual([...TERRITORY_CODES[country]].sort());
      for (const territory of territoriesOf([country])) expect(salesRegionOf(territory)).toMatch(new RegExp(`^${country}-`));
    }
  });

  it("reads a chosen state or province only when it is one of the brand's", () => {
    expect(parseTerritory("US-OH", ["US", "CA", "MX"])).toEqual({ country: "US", region: "OH" });
    expect(parseTerritory("MX-JAL", ["MX"])).toEqual({ country: "MX", region: "JAL" });
    for (const value of ["US-OH", "US-XX", "us-oh", "US-OH ", "BR-SP", "../../etc", "<script>", "US-OHIO", ""]) expect(parseTerritory(value, ["MX"])).toBeUndefined();
    expect(parseTerritory("BR-SP", ["US", "CA", "MX"])).toBeUndefined();
  });

  it("places a brand's network in its one country, else in North America", () => {
    expect(brandCountries(undefined)).toEqual(["US", "CA", "MX"]);
    expect(brandCountries("CA")).toEqual(["CA"]);
    expect(brandCountries("BR")).toEqual(["BR"]);
    expect(brandCountries("GB")).toEqual(["US", "CA", "MX"]);
  });
});
