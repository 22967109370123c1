// Files sent with a form (F3 proof of purchase): the type is read from the bytes (file-type), never taken from the
// request; the size is checked; the visitor's file name is cleaned and kept only as a label. Problems come back as
// issues with FormErrorKeys, translated like the schema's.
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { IssueLike } from "../errors";
import type { FormDefinition } from "../model";
import { fileTypeNames } from "../file-types";

export interface CheckedUpload {
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
}

const MAX_NAME_CHARS = 120;
const MEGABYTE = 1024 * 1024;

/** A file name safe to show and store: no folders, no control or markup characters, bounded; "upload" when nothing is left. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._ ()-]+/gu, "_")
    .replace(/_+/g, "_")
    .replace(/^[.\s_]+/, "")
    .trim()
    .slice(0, MAX_NAME_CHARS);
  return cleaned || "upload";
}

/** Checks the posted files against the definition's `files`; a file under any other name is an unknown field. */
export async function checkUploads(files: readonly { field: string; file: File }[], spec: FormDefinition["files"] = {}): Promise<{ uploads: CheckedUpload[]; issues: IssueLike[] }> {
  const uploads: CheckedUpload[] = [];
  const issues: IssueLike[] = [];
  const seen = new Set<string>();
  for (const { field, file } of files) {
    const limits = Object.hasOwn(spec, field) ? spec[field] : undefined;
    if (!limits) {
      issues.push({ code: "unrecognized_keys", path: [], message: "unknownField", keys: [field] });
      continue;
    }
    // An empty file input still posts a part with no name and no bytes: that is "no file".
    if (file.size === 0 && file.name === "") continue;
    if (seen.has(field)) {
      issues.push({ code: "custom", path: [field], message: "file" });
      continue;
    }
    seen.add(field);
    if (file.size > limits.maxBytes) {
      issues.push({ code: "too_big", path: [field], message: "fileTooLarge", maximum: Math.max(1, Math.floor(limits.maxBytes / MEGABYTE)) });
      continue;
    }
    const data = Buffer.from(await file.arrayBuffer());
    const type = data.length > 0 ? await fileTypeFromBuffer(data) : undefined;
    if (!type || !limits.types.includes(type.mime)) {
      issues.push({ code: "custom", path: [field], message: "fileType", choices: fileTypeNames(limits.types) });
      continue;
    }
    uploads.push({ field, fileName: cleanFileName(file.name), contentType: type.mime, size: data.length, sha256: createHash("sha256").update(data).digest("hex"), data });
  }
  for (const [field, limits] of Object.entries(spec)) {
    if (limits.required && !seen.has(field)) issues.push({ code: "custom", path: [field], message: "file" });
  }
  return { uploads, issues };
}
