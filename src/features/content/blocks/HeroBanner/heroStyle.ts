// Pure option mapping of the hero banner (C3): editor colours are only used when they are plain CSS colours.
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CUSTOM_PROPERTY = /^--[a-z0-9-]+$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** A CSS colour value from the CMS, or undefined when it is anything but a hex, a named colour or a custom property. */
export function safeCssColor(value: string | undefined): string | undefined {
  const color = value?.trim();
  if (!color) return undefined;
  if (HEX.test(color) || NAMED.test(color)) return color;
  if (CUSTOM_PROPERTY.test(color)) return `var(${color})`;
  return undefined;
}

export function capitalize<T extends string>(value: T): Capitalize<T> {
  return (value.charAt(0).toUpperCase() + value.slice(1)) as Capitalize<T>;
}
