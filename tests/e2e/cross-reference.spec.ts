// F4 Competitor Cross Reference (issue 16): in each locale a visitor pastes ten competitor numbers, two of them
// mistyped, gets each one's equivalents with the match quality and what differs, follows a "did you mean" for a mistyped
// one, downloads the answer as CSV and adds a result to a list; the answer's address survives reload. Without
// JavaScript the form still answers. Hostile input (a huge paste, a binary "CSV", 201 numbers, damaged tokens) is a
// translated message, never a 5xx. axe finds nothing.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { LOCALES, expectNoAxeViolations } from "./helpers";

type Locale = (typeof LOCALES)[number];
type Entry = [number: string, competitor: number, matches: [string, number, number[]][]];

const messages = (locale: Locale, namespace: string) => JSON.parse(fs.readFileSync(path.join("messages", locale, `${namespace}.json`), "utf8"));
const ICU = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)(?:, number)?\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normalize = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

const data = JSON.parse(fs.readFileSync(path.join("generated/crossref/voltline.json"), "utf8")) as { competitors: { name: string }[]; entries: Entry[] };
const keys = data.entries.map((entry) => normalize(entry[0]));
const known = new Set(keys);

/** Eight numbers with an equivalent (two per competitor, the first of them by how visitors retype numbers) and two mistyped ones. */
function tenNumbers(): { typed: string[]; found: Entry[]; typos: { typed: string; meant: string }[] } {
  const found: Entry[] = [];
  for (let competitor = 0; competitor < data.competitors.length && found.length < 8; competitor++) {
    found.push(...data.entries.filter((e) => e[1] === competitor && e[2].length > 0 && e[2][0]![1] === 0).slice(3, 5));
  }
  const typos: { typed: string; meant: string }[] = [];
  for (const entry of data.entries.filter((e) => e[2].length > 0).slice(40)) {
    if (typos.length === 2) break;
    const key = normalize(entry[0]);
    const chars = [...key];
    // Two neighbouring digits swapped in the model number: one typing error, no known number, nor the start of one.
    const at = chars.findIndex((c, i) => i > 2 && /\d/.test(c) && /\d/.test(chars[i + 1] ?? "") && c !== chars[i + 1]);
    if (at < 0) continue;
    [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
    const typed = chars.join("");
    if (known.has(typed) || keys.some((k) => k.startsWith(typed) || (typed.startsWith(k) && typed.length - k.length <= 5))) continue;
    typos.push({ typed, meant: entry[0] });
  }
  const retyped = found.map((entry, i) => (i % 2 === 0 ? entry[0].toLowerCase() : entry[0].replace(/[-./]/g, " ")));
  return { typed: [...retyped.slice(0, 4), typos[0]!.typed, ...retyped.slice(4), typos[1]!.typed], found, typos };
}

const LIST_ADDED = { en: "was added to My list in this browser", "fr-ca": "a été ajouté à Ma liste dans ce navigateur", "es-mx": "se agregó a Mi lista en este navegador" } as const;

test.use({ navigationTimeout: 60_000 });
test.describe.configure({ timeout: 120_000 });

async function submit(page: Page, locale: Locale) {
  await page.getByRole("button", { name: messages(locale, "crossref").submit }).click();
}

for (const locale of LOCALES) {
  test(`F4 ${locale}: ten pasted numbers, two mistyped; did you mean, CSV export, add a result to a list`, async ({ page }) => {
    const t = messages(locale, "crossref");
    const { typed, found, typos } = tenNumbers();
    await page.goto(`/voltline/${locale}/cross-reference`);
    await expect(page.getByRole("heading", { level: 2, name: /Voltline/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(t.numbers).fill(typed.join("\n"));
    await submit(page, locale);

    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/cross-reference\\?q=`));
    await expect(page.getByRole("heading", { level: 3, name: ICU(t.resultsHeading, { brand: "Voltline" }) })).toBeVisible();
    const results = page.getByRole("list", { name: t.resultsLabel });
    const lines = results.locator(":scope > li");
    await expect(lines).toHaveCount(10);
    // Found numbers are headed by the competitor and its number as printed, with equivalents and a match quality.
    for (const [index, entry] of [[0, found[0]!], [1, found[1]!], [5, found[4]!]] as const) {
      const line = lines.nth(index);
      await expect(line.getByRole("heading", { level: 4 })).toHaveText(ICU(t.lineHeading, { competitor: data.competitors[entry[1]]!.name, number: entry[0] }));
      await expect(line.getByText(t.quality.exact, { exact: true }).first()).toBeVisible();
      await expect(line.getByRole("heading", { level: 5 }).first().getByRole("link")).toHaveAttribute("href", new RegExp(`/voltline/${locale}/products/.+/p/${entry[2][0]![0]}$`));
    }
    // Attributes that differ are listed in a table of the competitor's value and ours.
    await expect(results.getByRole("table").first()).toBeVisible();
    // The two mistyped numbers are listed as not found, with "did you mean" the number meant.
    const unknown = lines.filter({ hasText: t.unknown });
    await expect(unknown).toHaveCount(2);
    await expect(lines.nth(4).getByRole("heading", { level: 4 })).toHaveText(ICU(t.unknownHeading, { input: typos[0]!.typed }));
    const suggestion = lines.nth(4).getByRole("link", { name: typos[0]!.meant, exact: true });
    await expect(suggestion).toBeVisible();
    await expectNoAxeViolations(page);

    // The CSV of the answer: headings in the locale, every number typed.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: t.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${t.csv.fileName}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe([t.csv.input, t.csv.competitor, t.csv.competitorNumber, t.csv.status, t.csv.quality, t.csv.catalogNumber, t.csv.name, t.csv.differences, t.csv.url].map((h: string) => (h.includes(",") ? `"${h}"` : h)).join(","));
    for (const number of typed) expect(csv).toContain(number);
    expect(csv).toContain(t.csv.unknown);

    // "Did you mean" replaces the mistyped number in the list: nine are found now, and the address says so.
    await suggestion.click();
    await expect(lines.nth(4).getByRole("heading", { level: 4 })).toHaveText(new RegExp(`${escape(typos[0]!.meant)}$`));
    await expect(unknown).toHaveCount(1);
    await expect(page.getByLabel(t.numbers)).toHaveValue(new RegExp(escape(typos[0]!.meant)));
    const answered = page.url();

    // Add the first result to a list (signed out: the list is kept in this browser).
    const equivalents = lines.first().getByRole("list", { name: ICU(t.equivalents, { competitor: data.competitors[found[0]![1]]!.name, number: found[0]![0] }) });
    const firstEquivalent = equivalents.getByRole("listitem").first();
    const name = await firstEquivalent.getByRole("heading", { level: 5 }).textContent();
    const dialog = page.getByRole("dialog", { name: messages(locale, "lists").dialogTitle });
    await expect(async () => {
      await firstEquivalent.getByRole("button", { name: messages(locale, "lists").add }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByRole("button", { name: messages(locale, "lists").submit }).click();
    await expect(page.getByText(new RegExp(`${escape(name!.trim())}.*${LIST_ADDED[locale]}`))).toBeVisible();

    // The answer's address is shareable and survives a reload.
    await page.reload();
    expect(page.url()).toBe(answered);
    await expect(lines).toHaveCount(10);
    await expect(unknown).toHaveCount(1);
  });
}

test("F4: without JavaScript the form posts and lands on the answer's GET address", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { found } = tenNumbers();
  await page.goto("/voltline/en/cross-reference");
  await page.getByLabel("Competitor catalog numbers").fill(`${found[0]![0]}, ${found[2]![0]}`);
  await page.getByRole("button", { name: "Find equivalents" }).click();
  await expect(page).toHaveURL(/\/voltline\/en\/cross-reference\?q=/);
  await expect(page.getByRole("list", { name: "Results in the order of your list" }).locator(":scope > li")).toHaveCount(2);
  await context.close();
});

test("F4: hostile input is a translated message, never a 5xx", async ({ page, request }) => {
  const many = Array.from({ length: 201 }, (_, i) => `AW${1000 + i}-W`);
  // 201 numbers in the address: the page's translated limit (200 is fine).
  await page.goto(`/voltline/fr-ca/cross-reference?q=${encodeURIComponent(many.join("\n"))}`);
  await expect(page.getByRole("alert").filter({ hasText: "Vous avez entré 201 numéros" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await request.get(`/voltline/en/cross-reference?q=${encodeURIComponent(many.slice(0, 200).join(","))}`)).status()).toBe(200);
  // In the browser: 201 numbers and a huge paste are said before anything is sent; a binary "CSV" by the server.
  await page.goto("/voltline/es-mx/cross-reference");
  const box = page.getByLabel("Números de catálogo de la competencia");
  await box.fill(many.join("\n"));
  await expect(async () => {
    await page.getByRole("button", { name: "Buscar equivalentes" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Escribió 201 números" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await box.fill("AW5362-W ".repeat(3_000));
  await page.getByRole("button", { name: "Buscar equivalentes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "La lista es demasiado larga" })).toBeVisible();
  await box.fill("");
  await page.getByLabel("O suba un archivo CSV o de texto").setInputFiles({ name: "numeros.csv", mimeType: "text/csv", buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0, 0, 0x21, 0, 0xff, 0xfe, 1, 2, 3]) });
  await page.getByRole("button", { name: "Buscar equivalentes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Este archivo no es CSV ni de texto" })).toBeVisible();
  await expect(page).toHaveURL(/\/voltline\/es-mx\/cross-reference$/);
  await expectNoAxeViolations(page);

  // The same through the API: translated 4xx, never a 5xx.
  const envelope = { brand: "voltline", locale: "en", page: "cross-reference" };
  const huge = await request.post("/api/crossref?locale=en", { multipart: { ...envelope, numbers: "AW5362-W\n".repeat(60_000) }, headers: { accept: "application/json" } });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).message).toContain("too large");
  const binary = await request.post("/api/crossref", {
    multipart: { ...envelope, file: { name: "numbers.csv", mimeType: "text/csv", buffer: Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", "latin1") } },
    headers: { accept: "application/json" },
  });
  expect(binary.status()).toBe(415);
  const tooMany = await request.post("/api/crossref", { data: { ...envelope, locale: "fr-ca", numbers: many }, headers: { accept: "application/json" } });
  expect(tooMany.status()).toBe(400);
  expect((await tooMany.json()).message).toContain("201");
  const plain = await request.post("/api/crossref", { form: { ...envelope, numbers: many.join("\n") }, headers: { accept: "text/html" }, maxRedirects: 0 });
  expect(plain.status()).toBe(400);
  expect(await plain.text()).toContain("Back to the cross reference");
  for (const query of ["list=%25%25%25", "list=AAAA", `q=${"x".repeat(3000)}`, "q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "q[]=1&q=2", `list=${"A".repeat(9000)}`.slice(0, 3900)]) {
    const response = await request.get(`/voltline/en/cross-reference?${query}`);
    expect(response.status(), query).toBeLessThan(500);
  }
  for (const query of ["brand=voltline&locale=en&format=csv&list=%25", "brand=../x&locale=en&format=csv&q=A1", "brand=voltline&locale=en&format=pdf&q=A1", "brand=voltline&locale=en&format=csv"]) {
    const response = await request.get(`/api/crossref/export?${query}`);
    expect(response.status(), query).toBe(400);
  }
  // The internal tools address goes to the public one; the export of a query is a CSV file.
  expect((await request.get("/voltline/en/tools/cross-reference?q=AW1", { maxRedirects: 0 })).status()).toBe(301);
  const exported = await request.get(`/api/crossref/export?brand=voltline&locale=fr-ca&format=excel&q=${encodeURIComponent(data.entries[0]![0])}`);
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
});
