// The Where to Buy module as the server renders it (what a browser without JavaScript gets), in each locale: the GET
// form, the answer to the query in the URL, translated messages for bad input, never an exception.
import { prerender } from "react-dom/static";
import { createTranslator } from "next-intl";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/config/locales";
import { loadMessages } from "@/platform/i18n/messages";
import { loadGazetteerData } from "@/platform/maps";
import type { BlockContext } from "@/features/content";
import { generateBranches } from "../dataset/generate";
import { createKdbushSearch } from "../server/kdbush-search";
import type { BranchDataset } from "../model";
import { WhereToBuyModule } from "./WhereToBuyModule";

const network: { current?: Promise<{ dataset: BranchDataset; search: ReturnType<typeof createKdbushSearch> }> } = {};

vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => createTranslator({ locale, messages: loadMessages(locale) as never, namespace: namespace as never }),
}));
vi.mock("@/features/navigation/server/chrome", () => ({
  getBrandChrome: async (directory: string) => ({
    brand: {
      brandDirectory: directory,
      brandName: directory === "voltline-canada" ? "Voltline Canada" : "Voltline",
      unitDistance: directory === "voltline-canada" ? "Kilometers" : "Miles",
      restrictWhereToBuyResultsToCountry: directory === "voltline-canada" ? "CA" : undefined,
    },
    brands: [],
  }),
}));
vi.mock("@/features/catalog/server", () => ({
  getCatalogSource: () => ({
    getCategoryTree: async (_brand: string, locale: Locale) => ({
      productCategories: [
        { key: "wiring-devices", name: { en: "Wiring Devices", "fr-ca": "Dispositifs de câblage", "es-mx": "Dispositivos de cableado" }[locale], path: "", children: [], level: 0, sortOrder: 10 },
        { key: "ev-charging", name: { en: "EV Charging", "fr-ca": "Recharge de VÉ", "es-mx": "Carga de VE" }[locale], path: "", children: [], level: 0, sortOrder: 20 },
        { key: "receptacles", name: "Receptacles", path: "", children: [], level: 1, sortOrder: 10 },
      ],
      compatibilityCategories: [],
    }),
  }),
}));
vi.mock("../server/dataset", () => ({ branchNetwork: () => network.current!, dataPath: () => "" }));

beforeAll(async () => {
  const { cities, postalCodes } = await loadGazetteerData();
  const dataset = generateBranches({ cities, postalCodes, families: ["wiring-devices", "ev-charging"] });
  network.current = Promise.resolve({ dataset, search: createKdbushSearch(dataset.branches) });
});

async function render(brand: string, locale: Locale, query?: Record<string, string>): Promise<string> {
  const context: BlockContext = { brand, locale, isFirstSection: false, pagePath: "where-to-buy", ...(query ? { query } : {}) };
  const { prelude } = await prerender(await WhereToBuyModule({ module: { id: "m1", module: "WhereToBuy", settings: {} }, context }));
  return (await new Response(prelude).text()).replace(/[\u00a0\u202f]/g, " ");
}

describe("Where to Buy module (F6)", () => {
  it("prerendered: a labelled GET search form on the page's own address, no results", async () => {
    const html = await render("voltline", "en");
    expect(html).toContain('<form id="wtb-m1-form"');
    const form = /<form [^>]*>/.exec(html)![0];
    for (const attribute of ['method="get"', 'action="/voltline/en/where-to-buy#wtb-m1-form-results"', 'role="search"', 'aria-label="Find a distributor"']) expect(form).toContain(attribute);
    expect(html).toMatch(/<label[^>]*for="wtb-m1-q"[^>]*>Postal code, city or address<\/label>/);
    expect(html).toContain('<option value="50" selected="">50 miles</option>');
    expect(html).toContain('<option value="ev-charging">EV Charging</option>');
    expect(html).not.toContain("Receptacles");
    expect(html).not.toContain('id="wtb-m1-form-results"');
  });

  it("answers a postal code in the URL: nearest first, distances in miles, phone, hours, directions, more", async () => {
    const html = await render("voltline", "en", { q: "60601", radius: "25" });
    expect(html).toContain("The 20 nearest distributors within 25 miles of Chicago, Illinois 60601, United States");
    expect(html).toMatch(/<ol id="wtb-m1-list"[^>]*aria-label="Distributors, nearest first"/);
    // Each item names its branch for the map island (ADR 51), which renders nothing on the server (its map loads in the browser).
    expect(html.match(/<li data-branch-id="[^"]+"><article/g)).toHaveLength(20);
    expect(html).not.toContain("maplibregl");
    const distances = [...html.matchAll(/>([\d.]+) mi away</g)].map((m) => Number(m[1]));
    expect(distances).toHaveLength(20);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(html).toMatch(/href="tel:\+1\d{10}">\(\d{3}\) 555-01\d\d</);
    expect(html).toMatch(/Mon–Fri \d{1,2}:\d\d [AP]M–\d{1,2}:\d\d [AP]M/);
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=");
    expect(html).toMatch(/Directions <span class="visually-hidden">to [^<]+<\/span>/);
    expect(html).toContain('href="/voltline/en/where-to-buy?q=60601&amp;radius=25&amp;limit=40#wtb-m1-form-results"');
    expect(html).toContain('value="60601"');
    expect(html).toContain('<option value="25" selected="">25 miles</option>');
  });

  it("answers in the brand's unit and the page's language, kept to the brand's country", async () => {
    const html = await render("voltline-canada", "fr-ca", { q: "H2X 1Y4", family: "ev-charging" });
    expect(html).toMatch(/distributeurs (les plus proches )?dans un rayon de 80 kilomètres de Montréal, Québec H2X, Canada/);
    expect(html).toMatch(/à \d+(,\d)? km</);
    expect(html).not.toMatch(/États-Unis<\/address>/);
    expect(html).toContain('<option value="ev-charging" selected="">Recharge de VÉ</option>');
    expect(html).toContain("Recharge de VÉ</dd>");
  });

  it("names bad input in the page's language, keeps searching with the rest, never throws", async () => {
    const html = await render("voltline", "es-mx", { q: "Guadalajara", radius: "7", family: "<script>" });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Esa distancia no es una de las opciones, así que se usa 50 millas.");
    expect(html).toContain("Esa familia de productos no está disponible, así que se muestran todas las familias de productos.");
    expect(html).not.toContain("<script>");
    expect(html).toMatch(/a menos de 50 millas de Guadalajara/);

    expect(await render("voltline", "en", { q: "Xyzzyville" })).toContain("We could not find “Xyzzyville”.");
    expect(await render("voltline", "fr-ca", { q: "x".repeat(150) })).toContain("Le lieu est trop long : utilisez au plus 100 caractères.");
    expect(await render("voltline", "en", { q: "" })).toContain("Enter a postal code, a city or an address to search.");
    expect(await render("voltline", "en", { lat: "abc", lng: "1" })).toContain("Your location could not be read.");
    expect(await render("voltline-canada", "en", { q: "60601" })).toContain("We could not find “60601”.");
  });

  it("says when nothing is near and offers a wider radius; says when the search is unavailable", async () => {
    const sea = await render("voltline", "en", { lat: "25.5", lng: "-90.5", radius: "10" });
    expect(sea).toContain("No distributor carrying Voltline is within 10 miles of your location.");
    expect(sea).toContain('href="/voltline/en/where-to-buy?lat=25.5&amp;lng=-90.5&amp;radius=25#wtb-m1-form-results">Search within 25 miles</a>');
    const saved = network.current;
    network.current = Promise.reject(new Error("ENOENT"));
    network.current.catch(() => undefined);
    try {
      expect(await render("voltline", "en", { q: "60601" })).toContain("The distributor search is not available right now.");
    } finally {
      network.current = saved;
    }
  });
});
