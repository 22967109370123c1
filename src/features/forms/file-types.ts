// The names visitors know file types by (PDF, JPEG), for the messages that say which files a field takes. Pure.

const NAMES: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/gif": "GIF",
  "image/heic": "HEIC",
  "image/avif": "AVIF",
  "image/tiff": "TIFF",
  "text/plain": "TXT",
  "text/csv": "CSV",
};

/** `application/pdf` -> `PDF`; a type without a known name by its subtype in capitals (`image/bmp` -> `BMP`). */
export function fileTypeNames(types: readonly string[]): string[] {
  const names = types.map((type) => NAMES[type] ?? (type.split("/").pop() ?? type).replace(/^x-/, "").toUpperCase());
  return [...new Set(names)];
}
