import { describe, expect, it } from "vitest";
import type { Category } from "../../model";
import { compatibilityTrail } from "./listing-targets";

const family: Category = { key: "decorator-devices", name: "Dispositivos decorativos", path: "Dispositivos decorativos", level: 0, children: ["decorator-plates-compat"], sortOrder: 10 };
const node: Category = {
  key: "decorator-plates-compat", name: "Placas decorativas", path: "Dispositivos decorativos > Placas decorativas", level: 1, children: [], sortOrder: 10, parentKey: "decorator-devices",
};

describe("P7 N4 compatibility breadcrumbs (issue 18)", () => {
  it("names the compatibility section, not Products, and leads to it on the products root", () => {
    const trail = compatibilityTrail("voltline", "es-mx", { home: "Inicio", compatibility: "Comprar por compatibilidad" }, [family, node], "landing");
    expect(trail).toEqual([
      { label: "Inicio", href: "/voltline/es-mx" },
      { label: "Comprar por compatibilidad", href: "/voltline/es-mx/products#root-compatibility" },
      { label: "Dispositivos decorativos", href: "/voltline/es-mx/compatibility/dispositivos-decorativos/cl/decorator-devices" },
      { label: "Placas decorativas", href: "/voltline/es-mx/compatibility/dispositivos-decorativos/placas-decorativas/cl/decorator-plates-compat" },
    ]);
  });

  it("ends a listing's trail on the listing", () => {
    const trail = compatibilityTrail("voltline", "en", { home: "Home", compatibility: "Shop by compatibility" }, [family], "listing");
    expect(trail.map((c) => c.label)).toEqual(["Home", "Shop by compatibility", "Dispositivos decorativos"]);
    expect(trail.at(-1)!.href).toMatch(/\/compatibility\/dispositivos-decorativos\/c\/decorator-devices$/);
  });
});
