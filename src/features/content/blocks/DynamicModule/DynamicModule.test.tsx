import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DynamicModule } from "./Component";
import { dynamicModuleRegistry } from "./modules";
import { renderToHtml, testContext } from "../render-for-test";
import type { DynamicModuleBlock } from "@/features/content/model";

const block: DynamicModuleBlock = {
  id: "dm1",
  type: "dynamicModule",
  module: { id: "m1", module: "BuyAmericaForm", title: "Stay informed", settings: { list: "newsletter" } },
};

describe("C3 dynamic module block", () => {
  // The compliance feature registers BuyAmericaForm (F11): each test starts without it and the registry is restored.
  const registered = dynamicModuleRegistry.BuyAmericaForm;
  beforeEach(() => {
    delete dynamicModuleRegistry.BuyAmericaForm;
  });
  afterEach(() => {
    if (registered) dynamicModuleRegistry.BuyAmericaForm = registered;
    else delete dynamicModuleRegistry.BuyAmericaForm;
  });

  it("renders nothing for a module type without a registered component", async () => {
    expect(await renderToHtml(<DynamicModule block={block} context={testContext} />)).toBe("");
  });

  it("renders the registered module with its settings and context", async () => {
    dynamicModuleRegistry.BuyAmericaForm = function BuyAmericaForm({ module, context }) {
      return <form aria-label={module.title}>{`${String(module.settings.list)} ${context.locale}`}</form>;
    };
    const html = await renderToHtml(<DynamicModule block={block} context={testContext} />);
    expect(html).toBe('<form aria-label="Stay informed">newsletter en</form>');
  });
});
