/** Page numbers to link around the current one: first, last and a window of neighbours; null is a gap. */
export function pageWindow(page: number, pages: number, radius = 1): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => {
    const previous = sorted[i - 1];
    return previous !== undefined && p - previous > 1 ? [null, p] : [p];
  });
}
