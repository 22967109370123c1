import { describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog } from "@/features/catalog/server";
import { categoryFilter } from "@/features/catalog";
import { SearchInputError, parseIndexName, searchIndexName, type ProductRecord } from "../model";
import { buildNaiveIndex, naiveSearch } from "../engine/naive";
import { normalizeParams } from "../engine/params";
import { createLocalSearchService } from "./local";
import { productIndexSettings, productRecords } from "./records";
import { createSearchService } from "./index";

const catalog = loadCatalog(smallCatalogDir());
const service = createLocalSearchService({ catalog: () => catalog, content: async () => [] });

describe("local SearchService (S1-S3, B6)", () => {
  it("S1 names indices products_{locale} and content_{locale}", () => {
    expect(searchIndexName("products", "fr-ca")).toBe("products_fr-ca");
    expect(parseIndexName("content_es-mx")).toEqual({ kind: "content", locale: "es-mx" });
    expect(parseIndexName("products_de")).toBeUndefined();
  });

  it("S2 answers a multi-index query in Algolia's shape, with queryID under clickAnalytics", async () => {
    const { results } = await service.search<ProductRecord>({
      requests: [
        { indexName: "products_en", query: "", hitsPerPage: 5, facets: ["Categories.lvl0"], clickAnalytics: true },
        { indexName: "content_en", query: "anything" },
      ],
    });
    const [products, content] = results;
    expect(products).toMatchObject({ nbHits: catalog.products.length, page: 0, hitsPerPage: 5, index: "products_en", query: "" });
    expect(products!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(products!.params).toContain("hitsPerPage=5");
    expect(products!.hits[0]).toMatchObject({ objectID: expect.any(String), Categories: { lvl0: expect.any(String) } });
    expect(content).toMatchObject({ nbHits: 0, hits: [], index: "content_en" });
  });

  it("S2 P2 counts a category filter with brand assortment filters exactly as a scan of the same records", async () => {
    const records = productRecords(catalog, "en");
    const lvl1 = records[0]!.Categories.lvl1;
    const filters = `${categoryFilter({ level: 1, path: lvl1 })} AND algoliaBrands:Voltline AND salesOrgs:US01`;
    const facets = ["Categories.lvl2", "certifications", "attributes.colour"];
    const { results } = await service.search({ requests: [{ indexName: "products_en", filters, facets, hitsPerPage: 0 }] });
    const scan = naiveSearch(buildNaiveIndex(records, productIndexSettings(catalog)), normalizeParams({ filters, facets, hitsPerPage: 0 }));
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(results[0]!.nbHits).toBe(scan.nbHits);
    expect(results[0]!.facets).toEqual(scan.facets);
  });

  it("S2 finds a product by its name with a typo, in French", async () => {
    const records = productRecords(catalog, "fr-ca");
    const word = records.flatMap((r) => r.name.split(/\s+/)).find((w) => /^[a-z]{9,}$/.test(w))!;
    const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
    const { results } = await service.search<ProductRecord>({ requests: [{ indexName: "products_fr-ca", query: typo, hitsPerPage: 1 }] });
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(results[0]!.hits[0]!.name.toLowerCase()).toContain(word);
  });

  it("S3 searches facet values", async () => {
    const { facetHits } = await service.searchForFacetValues({ indexName: "products_en", facetName: "certifications", facetQuery: "u" });
    expect(facetHits.map((h) => h.value)).toContain("UL");
    expect(facetHits.find((h) => h.value === "UL")!.highlighted).toBe("<em>U</em>L");
  });

  it("S3 refuses facet-value search on a facet not declared searchable, as Algolia does", async () => {
    await expect(service.searchForFacetValues({ indexName: "products_en", facetName: "nosuch", facetQuery: "x" })).rejects.toThrow(/searchable\(nosuch\)/);
    await expect(service.searchForFacetValues({ indexName: "products_en", facetName: "algoliaBrands", facetQuery: "v" })).rejects.toThrow(SearchInputError);
  });

  it("rejects unknown indices, malformed filters and bad paging with SearchInputError", async () => {
    const ask = (request: object) => service.search({ requests: [{ indexName: "products_en", ...request }] });
    await expect(service.search({ requests: [{ indexName: "products_xx" }] })).rejects.toThrow(SearchInputError);
    await expect(service.search({ requests: [] })).rejects.toThrow(SearchInputError);
    await expect(ask({ filters: "brand:(" })).rejects.toThrow(SearchInputError);
    await expect(ask({ hitsPerPage: Number.NaN })).rejects.toThrow(SearchInputError);
    const { results } = await ask({ page: 100_000 });
    expect(results[0]!.hits).toEqual([]);
  });

  it("S6 SEARCH_SOURCE=algolia without credentials names the missing variables", () => {
    expect(() => createSearchService({ SEARCH_SOURCE: "algolia" })).toThrow(/ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY/);
    expect(() => createSearchService({ SEARCH_SOURCE: "algolia", ALGOLIA_APP_ID: "APP", ALGOLIA_SEARCH_API_KEY: "key", ALGOLIA_HOSTS: "not a host" })).toThrow(/ALGOLIA_HOSTS/);
  });
});
