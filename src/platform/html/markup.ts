// Markup without behaviour, written as one escaped HTML string (ADR 74). A server-rendered element costs a page twice:
// once as HTML and once in the RSC payload React hydrates from, where `<td>15 A</td>` is
// `["$","td",null,{"children":"15 A"}]`, escaped again inside a script. A table, a footer or a list of links that no
// script touches is sent instead as its HTML text (StaticMarkup): once as markup, once as a string in the payload, and
// React neither serializes, renders nor hydrates its elements one by one.
//
// `html` is ghtml's tagged template: every interpolated value is HTML-escaped (& < > " ' =) unless the literal before it
// ends in `!` (`!${rows}`), which inserts markup already built by `html`. Arrays are joined. Only values built by
// `html` may go through `!${}`: a plain string there is not escaped.
import { html as ghtml } from "ghtml";

/** HTML text built by `html`: its interpolated values were escaped. */
export type Markup = string & { readonly __markup: true };

export function html(literals: TemplateStringsArray, ...values: unknown[]): Markup {
  return ghtml(literals, ...values) as Markup;
}

/** Markup of a list of items, each built by `html` (joined; nothing, for no item). */
export function joined(items: readonly Markup[]): Markup {
  return items.join("") as Markup;
}

/** An attribute (` name="value"`, escaped) when the value is given, nothing otherwise. */
export function attribute(name: string, value: string | number | undefined | null | false): Markup {
  if (value === undefined || value === null || value === false) return "" as Markup;
  return html` !${name}="${String(value)}"`;
}

/** A style attribute from a React style object (camelCase properties), nothing when there is none. */
export function styleAttribute(style: object | undefined): Markup {
  // React leaves out a property whose value is undefined or null (next/image's `objectFit` when none is given).
  const entries = Object.entries(style ?? {}).filter(([, value]) => value !== undefined && value !== null);
  if (entries.length === 0) return "" as Markup;
  const css = entries
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(";");
  return attribute("style", css);
}
