import { test } from "@playwright/test";
import { writeFileSync } from "node:fs";
test("capture", async ({ page }) => {
  const bodies: string[] = [];
  page.on("request", (r) => { if (r.url().includes("/api/search")) bodies.push(r.url() + "\n" + (r.postData() ?? "")); });
  page.on("requestfinished", async (r) => { if (r.url().includes("/api/search")) { const t = r.timing(); console.log("timing", t.responseEnd - t.requestStart); } });
  await page.goto("/voltline/fr-ca");
  const box = page.getByRole("banner").getByRole("combobox");
  await box.focus();
  await box.pressSequentially("interr", { delay: 30 });
  await page.waitForTimeout(3000);
  writeFileSync("/tmp/diag/bodies.txt", bodies.join("\n----\n"));
});
