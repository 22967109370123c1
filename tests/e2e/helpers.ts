import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const BRANDS = ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"] as const;
export const LOCALES = ["en", "fr-ca", "es-mx"] as const;
type Locale = (typeof LOCALES)[number];

/** The embedded sign-in provider's page as each locale's visitor reads it, and the demo accounts' password. */
export const PROVIDER = {
  en: { title: "Sign in to Voltline", email: "Email address", password: "Password", signIn: "Sign in" },
  "fr-ca": { title: "Se connecter à Voltline", email: "Adresse courriel", password: "Mot de passe", signIn: "Se connecter" },
  "es-mx": { title: "Iniciar sesión en Voltline", email: "Correo electrónico", password: "Contraseña", signIn: "Iniciar sesión" },
} as const;
export const DEMO_PASSWORD = "voltline-demo";

/** Fills the embedded provider's sign-in page the browser was sent to, and sends it. */
export async function signInAtProvider(page: Page, locale: Locale, email: string, password = DEMO_PASSWORD) {
  const text = PROVIDER[locale];
  await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password).fill(password);
  await page.getByRole("button", { name: text.signIn, exact: true }).click();
}

/** WCAG 2.2 AA through axe: no violation on the page as rendered. */
export async function expectNoAxeViolations(page: Page) {
  // After a client navigation Next streams the new page's metadata after its body: check the settled page.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(summary).toEqual([]);
}

/** The digits of a text as a number ("1,204 products" -> 1204). */
export const numberIn = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/** The facet value with the fewest products: ticking it surely changes the count and the cards. */
export async function rarestValue(refine: Locator): Promise<{ link: Locator; count: number; href: string }> {
  const links = refine.locator("a[data-count]");
  await expect(links.first()).toBeVisible();
  const counts = await links.evaluateAll((as) => as.map((a) => Number(a.getAttribute("data-count"))));
  const index = counts.indexOf(Math.min(...counts));
  const link = links.nth(index);
  return { link, count: counts[index] ?? 0, href: (await link.getAttribute("href")) ?? "" };
}

/** Presses an "Add to compare" toggle until it reads pressed (a click before hydration is lost). */
export async function pressToggle(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
