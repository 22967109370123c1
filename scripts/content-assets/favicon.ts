// Writes src/app/favicon.ico: a PNG-in-ICO of the Voltline bolt (ICO may wrap PNG data since Vista).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0b4f8a"/><path d="M36 6 14 36h14l-4 22 22-30H32z" fill="#ffd23f"/></svg>`;

async function main() {
  const png = await sharp(Buffer.from(svg)).resize(48, 48).png().toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(48, 6);
  header.writeUInt8(48, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  fs.writeFileSync(path.resolve(__dirname, "../../src/app/favicon.ico"), Buffer.concat([header, png]));
  fs.writeFileSync(path.resolve(__dirname, "../../src/app/icon.svg"), svg);
}

main();
