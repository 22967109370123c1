// A form post (application/x-www-form-urlencoded or multipart/form-data) as the object a form's schema expects: every
// value arrives as a string, so it is turned into what the schema's field takes ("on" -> true, "12" -> 12, repeated
// keys -> an array, `lines.0.quantity` / `lines[0][quantity]` -> lines[0].quantity). Anything the schema does not know
// stays as sent, so the strict schema reports it (an unknown field) instead of this guessing. Pure.
import type { z } from "@/platform/validation/zod";

/** An index beyond this is not a line of any form: the key is kept as sent and refused as an unknown field. */
export const MAX_FORM_INDEX = 199;
/** Nesting of a field path (`lines.0.quantity` is 3). */
const MAX_PATH_DEPTH = 4;

type Shape = "boolean" | "number" | "string" | { array: Shape } | { object: Record<string, z.ZodType> } | "other";

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { def: SchemaDef }).def;

/** What a schema takes, seen through optional, default, nullable and pipe (its input side). */
export function shapeOf(schema: z.ZodType | undefined): Shape {
  for (let depth = 0; schema && depth < 16; depth += 1) {
    const def = defOf(schema);
    switch (def.type) {
      case "optional":
      case "default":
      case "prefault":
      case "nullable":
      case "readonly":
      case "catch":
      case "nonoptional":
        schema = def.innerType;
        continue;
      case "pipe":
        schema = def.in;
        continue;
      case "boolean":
        return "boolean";
      case "number":
      case "int":
        return "number";
      case "string":
      case "enum":
      case "literal":
        return "string";
      case "array":
        return { array: shapeOf(def.element) };
      case "object":
        return { object: (schema as unknown as { shape: Record<string, z.ZodType> }).shape };
      default:
        return "other";
    }
  }
  return "other";
}

const TRUE = new Set(["on", "true", "1", "yes"]);
const FALSE = new Set(["off", "false", "0", "no", ""]);
const NUMBER = /^\s*-?\d{1,15}(\.\d{1,15})?\s*$/;

/** A posted string as the scalar the schema takes; a value that does not fit stays a string for the schema to refuse. */
export function coerceScalar(value: string, shape: Shape): unknown {
  if (shape === "boolean") {
    const lower = value.trim().toLowerCase();
    if (TRUE.has(lower)) return true;
    if (FALSE.has(lower)) return false;
    return value;
  }
  if (shape === "number") {
    if (value.trim() === "") return undefined;
    return NUMBER.test(value) ? Number(value) : value;
  }
  return value;
}

/** `lines[0][quantity]`, `lines.0.quantity` and `interests[]` as path segments; undefined for a malformed key. */
export function keyPath(key: string): string[] | undefined {
  const segments: string[] = [];
  const pattern = /([^.[\]]+)|\[([^[\]]*)\]|\./gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < key.length) {
    pattern.lastIndex = at;
    match = pattern.exec(key);
    if (!match || match[0].length === 0) return undefined;
    at = pattern.lastIndex;
    if (match[0] === ".") continue;
    segments.push(match[1] ?? match[2] ?? "");
  }
  return segments.length > 0 && segments.length <= MAX_PATH_DEPTH ? segments : undefined;
}

type Node = Record<string, unknown>;

const isIndex = (segment: string) => /^\d{1,3}$/.test(segment) && Number(segment) <= MAX_FORM_INDEX;

/**
 * Places one posted value at its path when the schema knows the path; returns false when it does not (the caller
 * keeps the raw key, so the strict schema calls it an unknown field).
 */
function place(target: Node, fields: Record<string, z.ZodType>, path: string[], value: string): boolean {
  const [head, ...rest] = path;
  if (head === undefined || !Object.hasOwn(fields, head)) return false;
  const shape = shapeOf(fields[head]);
  if (rest.length === 0) {
    if (typeof shape === "object" && "array" in shape) {
      const list = (target[head] ??= []) as unknown[];
      if (!Array.isArray(list) || list.length > MAX_FORM_INDEX) return false;
      list.push(coerceScalar(value, shape.array));
      return true;
    }
    if (typeof shape === "object") return false;
    // A repeated scalar: the last value wins, as a browser sends one value per named control.
    target[head] = coerceScalar(value, shape);
    return true;
  }
  if (typeof shape === "object" && "array" in shape) {
    const [index, ...inner] = rest;
    if (index === undefined) return false;
    // `interests[]` is a repeated scalar written with brackets.
    if (index === "" && inner.length === 0 && !(typeof shape.array === "object")) return place(target, fields, [head], value);
    if (!isIndex(index)) return false;
    const element = shape.array;
    const list = (target[head] ??= []) as unknown[];
    if (!Array.isArray(list)) return false;
    const position = Number(index);
    if (inner.length === 0) {
      if (typeof element === "object") return false;
      list[position] = coerceScalar(value, element);
      return true;
    }
    if (typeof element !== "object" || !("object" in element)) return false;
    const item = (list[position] ??= {}) as Node;
    return place(item, element.object, inner, value);
  }
  if (typeof shape === "object" && "object" in shape) {
    const inner = (target[head] ??= {}) as Node;
    return typeof inner === "object" && !Array.isArray(inner) && place(inner, shape.object, rest, value);
  }
  return false;
}

/** Arrays filled by index lose their holes (a line the visitor removed), keeping the posted order. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compact(inner)]));
  return value;
}

/** The fields of a schema (a z.object, possibly refined), or none when it is not an object schema. */
function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const shape = shapeOf(schema);
  return typeof shape === "object" && "object" in shape ? shape.object : {};
}

/**
 * The string entries of a form post as the object `schema` validates. `skip` names keys handled elsewhere (the
 * envelope). Files are not entries here: the caller takes them out first.
 */
export function formDataToObject(entries: Iterable<[string, string]>, schema: z.ZodType, skip: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const fields = fieldsOf(schema);
  const result: Node = {};
  for (const [key, value] of entries) {
    if (skip.has(key)) continue;
    const path = keyPath(key);
    if (path && place(result, fields, path, value)) continue;
    // Unknown to the schema: kept under its own key (once), and refused by the strict schema as an unknown field.
    // defineProperty: a key such as `__proto__` becomes a plain field, never the object's prototype.
    if (!Object.hasOwn(fields, key) && !Object.hasOwn(result, key)) Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return compact(result) as Record<string, unknown>;
}
