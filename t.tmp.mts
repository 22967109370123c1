import { loadGazetteerData } from "./src/platform/maps";
import { generateBranches } from "./src/features/locator/dataset/generate";
const t0 = Date.now();
const { cities, postalCodes } = await loadGazetteerData();
const t1 = Date.now();
const d = generateBranches({ cities, postalCodes, families: ["a","b","c","d","e","f","g"] });
console.log("load", t1 - t0, "gen", Date.now() - t1, d.branches.length);
const by: Record<string, number> = {}; let withPostal = 0;
for (const b of d.branches) { by[b.address.country] = (by[b.address.country] ?? 0) + 1; if (b.address.postalCode) withPostal++; }
console.log(by, withPostal);
for (const i of [0, 1, 6400, 6401, 8000, 9000, 9500, 9999]) console.log(JSON.stringify(d.branches[i]));
console.log(JSON.stringify(d).length);
