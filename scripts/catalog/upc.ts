// UPC-A check digit: odd positions weigh 3, even positions 1.
export function upcCheckDigit(first11: string): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function buildUpc(companyPrefix: string, item: number): string {
  const body = `${companyPrefix}${String(item).padStart(11 - companyPrefix.length, "0")}`;
  return `${body}${upcCheckDigit(body)}`;
}

export function isValidUpc(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}
