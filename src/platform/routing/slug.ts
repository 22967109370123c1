// Slug rule of spec §5 (L4): drop characters other than letters, digits, hyphen, space,
// asterisk, underscore and period; spaces become hyphens; lowercase.
export function slugify(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}\- *_.]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .toLowerCase();
}
