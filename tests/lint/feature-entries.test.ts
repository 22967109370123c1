// ADR 46 (issue 15 §5): ESLint refuses a deep import into another feature and the testing entry outside tests; a
// feature's own inner files and its neighbours' public entries pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string, filePath: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("feature entries (ADR 46)", () => {
  it("refuses another feature's inner file, from a feature, a route and the server", async () => {
    for (const filePath of ["src/features/lists/server/x.ts", "src/app/[brand]/[locale]/x/page.tsx", "server/x.ts"]) {
      const messages = await restricted('import { productPrice } from "@/features/catalog/model";\nexport const p = productPrice;\n', filePath);
      expect(messages, filePath).toHaveLength(1);
      expect(messages[0]).toContain("public entries");
    }
  });

  it("accepts the public entries and the feature's own inner files", async () => {
    const code = 'import { getCatalogSource } from "@/features/catalog/server";\nimport { searchHref } from "@/features/search";\nimport { ProductGrid } from "@/features/catalog/ui";\nimport { productPrice } from "@/features/catalog/model";\nexport const all = [getCatalogSource, searchHref, ProductGrid, productPrice];\n';
    expect(await restricted(code, "src/features/catalog/pages/x.ts")).toEqual([]);
    expect(await restricted(code.replace(/.*catalog\/model.*\n/, "").replace(", productPrice", ""), "src/features/lists/server/x.ts")).toEqual([]);
  });

  it("keeps the testing entry for tests", async () => {
    const code = 'import { smallCatalogDir } from "@/features/catalog/testing";\nexport const c = smallCatalogDir;\n';
    expect(await restricted(code, "src/features/lists/server/x.ts")).toHaveLength(1);
    expect(await restricted(code, "src/features/lists/server/x.test.ts")).toEqual([]);
    expect(await restricted(code, "tests/e2e/x.spec.ts")).toEqual([]);
  });
});
