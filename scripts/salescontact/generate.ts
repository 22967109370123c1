// Writes the seats of Find a Sales Contact's generated network (F5, issue 16) to generated/salescontact/seats.json:
// for every US state and territory, Canadian province and territory, Mexican and Brazilian state, its largest places of
// the maps port's gazetteer with a postal code. The agencies and territory managers are drawn from them per brand and
// market at run time (src/features/salescontact/dataset/generate.ts), deterministically. Run by `npm run prepare-data`.
import fs from "node:fs";
import path from "node:path";
import { buildSeats, SEATS_SEED } from "@/features/salescontact/dataset/seats";
import { loadGazetteerData } from "@/platform/maps";

const root = path.resolve(__dirname, "../..");
const outDir = path.join(root, "generated/salescontact");

async function main() {
  const started = Date.now();
  const { cities, postalCodes } = await loadGazetteerData();
  const seats = buildSeats({ cities, postalCodes, seed: SEATS_SEED });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "seats.json"), JSON.stringify({ seed: SEATS_SEED, seats }));
  console.log(`sales contacts: ${seats.length} seats in ${new Set(seats.map((s) => `${s.country}-${s.region}`)).size} territories in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
