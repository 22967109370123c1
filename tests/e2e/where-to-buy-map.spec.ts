// F6 Where to Buy's map (issue 16, ADR 51): in each locale, a visitor finds distributors by postal code, and beside the
// list the embedded map draws them (a WebGL canvas, clusters coloured by K1) without any request leaving the site;
// they open a cluster with the keyboard, keyboard through the list and see the branch's marker selected, choose a
// marker and see its list item highlighted. axe finds nothing. Screenshots of each locale go to test-results/map/.
import { expect, test, type Page, type Request } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

const CASES = [
  { brand: "voltline", locale: "en", place: "60601", field: "Postal code, city or address", submit: "Find distributors", cluster: /^\d+ distributors here: zoom in to see them$/, zoomOut: "Zoom out", map: "Map of the distributors", selected: /^Selected on the map: / },
  { brand: "voltline-canada", locale: "fr-ca", place: "H2X 1Y4", field: "Code postal, ville ou adresse", submit: "Trouver des distributeurs", cluster: /^\d+ distributeurs ici : zoomez pour les voir$/, zoomOut: "Zoom arrière", map: "Carte des distributeurs", selected: /^Sélectionné sur la carte : / },
  { brand: "voltline", locale: "es-mx", place: "10001", field: "Código postal, ciudad o dirección", submit: "Buscar distribuidores", cluster: /^\d+ distribuidores aquí: acerca el mapa para verlos$/, zoomOut: "Alejar", map: "Mapa de los distribuidores", selected: /^Seleccionado en el mapa: / },
] as const;

/** Every request the page makes, to show none leaves 127.0.0.1. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request: Request) => urls.push(request.url()));
  return urls;
}

const offSite = (urls: string[]) => urls.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== "127.0.0.1");

for (const c of CASES) {
  test(`F6 map ${c.locale}: postal code, the map drawn offline, open a cluster, list and markers in sync`, async ({ page }) => {
    const urls = recordRequests(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${c.brand}/${c.locale}/where-to-buy`);
    // No results: no map and none of its code.
    await expect(page.locator(".maplibregl-canvas")).toHaveCount(0);
    const search = page.getByRole("search");
    await search.getByLabel(c.field).fill(c.place);
    await search.getByRole("button", { name: c.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.brand}/${c.locale}/where-to-buy\\?q=`));

    const list = page.getByRole("list", { name: /./ }).filter({ has: page.getByRole("article") });
    const items = list.locator(":scope > li");
    expect(await items.count()).toBeGreaterThan(1);

    // The map: a canvas named in the page's language, the base map and markers drawn.
    const canvas = page.getByRole("region", { name: c.map });
    await expect(canvas).toBeVisible();
    await expect(page.locator(".maplibregl-canvas")).toHaveCount(1);
    const mapButtons = page.locator(".maplibregl-canvas-container button");
    await expect(mapButtons.first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    await page.locator('[id$="-form-results"] h3').first().evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: `test-results/map/${c.locale}-results.png` });

    // A cluster (zooming out until one shows): red or blue by K1, opened with Enter.
    const clusters = page.getByRole("button", { name: c.cluster });
    for (let i = 0; i < 8 && (await clusters.count()) === 0; i++) {
      await page.getByRole("button", { name: c.zoomOut }).click();
      await page.waitForTimeout(400);
    }
    await expect(clusters.first()).toBeVisible();
    const cluster = clusters.first();
    expect(["red", "blue"]).toContain(await cluster.getAttribute("data-colour"));
    const count = Number(await cluster.textContent());
    expect(count).toBeGreaterThanOrEqual(2);
    const shownBefore = await mapButtons.count();
    await cluster.focus();
    await page.keyboard.press("Enter");
    // Opened: more things on the map, and focus on one of what the cluster held (a marker or a smaller cluster).
    await expect.poll(() => mapButtons.count(), { timeout: 10_000 }).toBeGreaterThan(shownBefore);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".maplibregl-canvas-container") !== null && document.activeElement?.tagName === "BUTTON")).toBe(true);
    await page.screenshot({ path: `test-results/map/${c.locale}-cluster-opened.png` });

    // Keyboard through the list (each branch: phone, then directions): focus in an item selects its marker (the
    // clusters it is in open), and only its marker.
    await items.nth(0).getByRole("link").first().focus();
    for (const n of [0, 1, 2]) {
      if (n > 0) {
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        await expect(items.nth(n).getByRole("link").first()).toBeFocused();
      }
      const item = items.nth(n);
      const id = await item.getAttribute("data-branch-id");
      const marker = page.locator(`.maplibregl-canvas-container button[data-branch-id="${id}"]`);
      await expect(marker).toHaveAttribute("aria-pressed", "true", { timeout: 10_000 });
      await expect(item).toHaveAttribute("data-selected", "");
      await expect(page.locator('.maplibregl-canvas-container button[aria-pressed="true"]')).toHaveCount(1);
      await expect(list.locator("li[data-selected]")).toHaveCount(1);
    }
    await page.screenshot({ path: `test-results/map/${c.locale}-list-selected.png` });

    // A marker chosen on the map (Enter) highlights its item in the list and says so.
    // (One the map shows: markers outside the view stay in the document, off the canvas.)
    const otherId = await page.evaluate(() => {
      const frame = document.querySelector(".maplibregl-canvas")!.getBoundingClientRect();
      const markers = [...document.querySelectorAll<HTMLElement>('.maplibregl-canvas-container button[aria-pressed="false"]')];
      const inView = markers.find((marker) => {
        const box = marker.getBoundingClientRect();
        return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
      });
      return (inView ?? markers[0])?.dataset.branchId ?? "";
    });
    expect(otherId).not.toBe("");
    const other = page.locator(`.maplibregl-canvas-container button[data-branch-id="${otherId}"]`);
    await other.focus();
    await page.keyboard.press("Enter");
    await expect(other).toHaveAttribute("aria-pressed", "true");
    await expect(list.locator(`li[data-branch-id="${otherId}"]`)).toHaveAttribute("data-selected", "");
    await expect(page.getByRole("status").filter({ hasText: c.selected })).toHaveCount(1);
    await page.screenshot({ path: `test-results/map/${c.locale}-marker-selected.png` });
    await expectNoAxeViolations(page);

    // Nothing left 127.0.0.1: no tiles, glyphs, sprites or fonts from another host.
    expect(offSite(urls)).toEqual([]);
    expect(urls.some((url) => url.includes("/generated/maps/basemap.json"))).toBe(true);
    expect(urls.some((url) => url.includes("/generated/maps/maplibre-gl-worker.js"))).toBe(true);
  });
}

test("F6 map: the page without results loads none of the map's code", async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto("/voltline/en/where-to-buy");
  await page.waitForLoadState("networkidle");
  await page.goto("/voltline/en/where-to-buy?q=Xyzzyville");
  await page.waitForLoadState("networkidle");
  expect(urls.filter((url) => url.includes("/generated/maps/"))).toEqual([]);
  await expect(page.locator(".maplibregl-canvas")).toHaveCount(0);
});

// ADR 69: Mexico's 32 states have their borders on the base map, as the US states and Canadian provinces do. The
// screenshot (test-results/map/es-mx-mexico-states.png) is the one to look at; the canvas itself is pixels.
test("F6 map es-mx: a search in Mexico draws the map over Mexico's states, from the site alone", async ({ page }) => {
  const urls = recordRequests(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/voltline-mexico/es-mx/where-to-buy?q=Guadalajara");
  await expect(page.getByRole("region", { name: "Mapa de los distribuidores" })).toBeVisible();
  await expect(page.locator(".maplibregl-canvas-container button").first()).toBeVisible({ timeout: 20_000 });
  // The 20 branches stand within a kilometre of the centre, so the map opens at a street's zoom: out (one level a
  // click) to where central Mexico's states show around Jalisco.
  for (let i = 0; i < 7; i++) {
    await page.getByRole("button", { name: "Alejar" }).click();
    await page.waitForTimeout(350);
  }
  await page.waitForLoadState("networkidle");
  await page.locator(".maplibregl-canvas").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/map/es-mx-mexico-states.png" });
  await expectNoAxeViolations(page);
  expect(offSite(urls)).toEqual([]);
  expect(urls.some((url) => url.includes("/generated/maps/basemap.json"))).toBe(true);
});
