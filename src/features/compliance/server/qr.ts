// The QR code of a letter's verification address (ADR 60), drawn by the `qrcode` library as a PNG: black modules on
// white with the standard four-module quiet zone, error correction M, eight pixels a module (crisp when printed at an
// inch and a third).
import "server-only";
import QRCode from "qrcode";

export async function letterQrPng(url: string): Promise<Uint8Array> {
  const png = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 4, scale: 8, color: { dark: "#000000", light: "#ffffff" } });
  return new Uint8Array(png);
}
