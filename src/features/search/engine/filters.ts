// Algolia filter syntax parsed into an AST (S2): input is only ever read as data, never concatenated into anything.
import { SearchInputError, type FilterList } from "../model";

export type NumericOperator = "=" | "!=" | "<" | "<=" | ">" | ">=";

export type FilterNode =
  | { type: "facet"; attribute: string; value: string }
  | { type: "numeric"; attribute: string; operator: NumericOperator; value: number }
  | { type: "range"; attribute: string; lower: number; upper: number }
  | { type: "and"; operands: FilterNode[] }
  | { type: "or"; operands: FilterNode[] }
  | { type: "not"; operand: FilterNode };

const MAX_FILTER_LENGTH = 4096;
const MAX_DEPTH = 32;
const MAX_CONDITIONS = 512;

type Token =
  | { kind: "word"; text: string; at: number }
  | { kind: "string"; text: string; at: number }
  | { kind: "op"; text: NumericOperator; at: number }
  | { kind: "punct"; text: "(" | ")" | ":"; at: number };

const fail = (message: string, at?: number): never => {
  throw new SearchInputError("filter_syntax", at === undefined ? message : `${message} at position ${at}`);
};

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) { i++; continue; }
    if (c === "(" || c === ")" || c === ":") { tokens.push({ kind: "punct", text: c, at: i }); i++; continue; }
    if (c === '"' || c === "'") {
      let text = "";
      let j = i + 1;
      for (; j < input.length && input[j] !== c; j++) {
        if (input[j] === "\\" && j + 1 < input.length) j++;
        text += input[j];
      }
      if (j >= input.length) fail("Unterminated quoted string", i);
      tokens.push({ kind: "string", text, at: i });
      i = j + 1;
      continue;
    }
    const op = /^(<=|>=|!=|<|>|=)/.exec(input.slice(i, i + 2));
    if (op) { tokens.push({ kind: "op", text: op[1] as NumericOperator, at: i }); i += op[1]!.length; continue; }
    const word = /^[^\s()"':<>=!]+/.exec(input.slice(i));
    if (!word) fail(`Unexpected character '${c}'`, i);
    tokens.push({ kind: "word", text: word![0], at: i });
    i += word![0].length;
  }
  return tokens;
}

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const KEYWORDS = new Set(["AND", "OR", "NOT", "TO"]);

function toNumber(token: Token | undefined): number {
  if (!token || token.kind !== "word" || !NUMBER.test(token.text)) return fail("Expected a number", token?.at ?? -1);
  return Number(token!.text);
}

/** Parses a `filters` string; an empty string gives undefined (no filter). */
export function parseFilters(input: string): FilterNode | undefined {
  if (typeof input !== "string") fail("Filters must be a string");
  if (input.length > MAX_FILTER_LENGTH) fail(`Filters longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenize(input);
  if (tokens.length === 0) return undefined;
  let pos = 0;
  let conditions = 0;
  const peek = () => tokens[pos];
  const isKeyword = (text: string) => peek()?.kind === "word" && peek()!.text === text;

  const expression = (depth: number): FilterNode => {
    if (depth > MAX_DEPTH) fail("Filters nested too deeply");
    const operands = [conjunction(depth)];
    while (isKeyword("OR")) { pos++; operands.push(conjunction(depth)); }
    return operands.length === 1 ? operands[0]! : { type: "or", operands };
  };
  const conjunction = (depth: number): FilterNode => {
    const operands = [unary(depth)];
    while (isKeyword("AND")) { pos++; operands.push(unary(depth)); }
    return operands.length === 1 ? operands[0]! : { type: "and", operands };
  };
  const unary = (depth: number): FilterNode => {
    if (isKeyword("NOT")) { pos++; return { type: "not", operand: unary(depth + 1) }; }
    const token = peek();
    if (token?.kind === "punct" && token.text === "(") {
      pos++;
      const inner = expression(depth + 1);
      const close = peek();
      if (close?.kind !== "punct" || close.text !== ")") fail("Expected ')'", close?.at ?? input.length);
      pos++;
      return inner;
    }
    return condition();
  };
  const condition = (): FilterNode => {
    if (++conditions > MAX_CONDITIONS) fail(`More than ${MAX_CONDITIONS} conditions`);
    const name = tokens[pos++];
    if (!name) return fail("Unexpected end of filters", input.length);
    if (name.kind === "punct" || name.kind === "op" || (name.kind === "word" && KEYWORDS.has(name.text))) fail(`Expected an attribute name, got '${name.text}'`, name.at);
    const attribute = name.text;
    if (attribute === "") fail("Empty attribute name", name.at);
    const sign = tokens[pos++];
    if (sign?.kind === "op") return { type: "numeric", attribute, operator: sign.text, value: toNumber(tokens[pos++]) };
    if (sign?.kind !== "punct" || sign.text !== ":") return fail(`Expected ':' or a comparison after '${attribute}'`, sign?.at ?? input.length);
    const value = tokens[pos++];
    if (!value || value.kind === "punct" || value.kind === "op") return fail(`Expected a value for '${attribute}'`, value?.at ?? input.length);
    if (value.kind === "word" && KEYWORDS.has(value.text)) fail(`Expected a value for '${attribute}', got '${value.text}'`, value.at);
    if (isKeyword("TO")) {
      pos++;
      const lower = toNumber(value);
      return { type: "range", attribute, lower, upper: toNumber(tokens[pos++]) };
    }
    return { type: "facet", attribute, value: value.text };
  };

  const tree = expression(0);
  const rest = peek();
  if (rest) fail(`Unexpected '${rest.text}'`, rest.at);
  return tree;
}

function listOf(value: FilterList | string | undefined, what: string): (string | string[])[] {
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return fail(`${what} must be a list`);
  for (const item of value) {
    const ok = typeof item === "string" || (Array.isArray(item) && item.every((inner) => typeof inner === "string"));
    if (!ok) fail(`${what} may hold only strings and lists of strings`);
  }
  return value;
}

/** One `facetFilters` entry: `attr:value`, `-attr:value` negates; the value is everything after the first colon. */
function facetFilter(text: string): FilterNode {
  const negated = text.startsWith("-");
  const body = negated ? text.slice(1) : text;
  const colon = body.indexOf(":");
  if (colon <= 0) fail(`Facet filter '${text}' is not attribute:value`);
  const strip = (s: string) => s.trim().replace(/^(["'])(.*)\1$/, "$2");
  const node: FilterNode = { type: "facet", attribute: strip(body.slice(0, colon)), value: strip(body.slice(colon + 1)) };
  return negated ? { type: "not", operand: node } : node;
}

/** One `numericFilters` entry: `attr op n` or `attr:lo TO hi`. */
function numericFilter(text: string): FilterNode {
  const node = parseFilters(text);
  if (!node || (node.type !== "numeric" && node.type !== "range")) return fail(`Numeric filter '${text}' is not 'attribute operator number'`);
  return node;
}

function fromList(list: (string | string[])[], parse: (text: string) => FilterNode): FilterNode[] {
  return list.map((item) =>
    typeof item === "string" ? parse(item) : item.length === 1 ? parse(item[0]!) : { type: "or", operands: item.map(parse) },
  );
}

/** Conditions (facet, numeric and range tests) of a filter tree: what filtering a request costs. */
export function filterConditions(node: FilterNode): number {
  switch (node.type) {
    case "and":
    case "or":
      return node.operands.reduce((sum, operand) => sum + filterConditions(operand), 0);
    case "not":
      return filterConditions(node.operand);
    default:
      return 1;
  }
}

/** filters, facetFilters and numericFilters of one request combined with AND. */
export function combineFilters(params: { filters?: string; facetFilters?: FilterList | string; numericFilters?: FilterList | string }): FilterNode | undefined {
  const parts: FilterNode[] = [];
  if (params.filters !== undefined) {
    const parsed = parseFilters(params.filters);
    if (parsed) parts.push(parsed);
  }
  parts.push(...fromList(listOf(params.facetFilters, "facetFilters"), facetFilter));
  parts.push(...fromList(listOf(params.numericFilters, "numericFilters"), numericFilter));
  const tree: FilterNode | undefined = parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { type: "and", operands: parts };
  // Conditions inside OR groups count too: each one is a pass over the records.
  if (tree && filterConditions(tree) > MAX_CONDITIONS) fail(`More than ${MAX_CONDITIONS} filter conditions`);
  return tree;
}
