// Hero banner block (C3): background image (preloaded in the first section, C5), overlay, layout and text options.
// Sent as static markup (hero-markup.ts); only a dynamic module is rendered by React, beside the hero's markup.
import type { HeroBannerBlock } from "@/features/content/model";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { DynamicModuleView } from "../DynamicModule/Component";
import type { BlockProps } from "../types";
import {
  heroBackdropHtml,
  heroClass,
  heroContentClass,
  heroHtml,
  heroInnerClass,
  heroSideClass,
  heroSideImageHtml,
  heroStyle,
  heroTextHtml,
} from "./hero-markup";

export function HeroBanner({ block, context }: BlockProps<HeroBannerBlock>) {
  // A button to this brand's site navigates on the client.
  const links = block.button ? "client" : undefined;
  if (!block.dynamicModule) return <StaticMarkup className={heroClass(block)} style={heroStyle(block)} links={links} html={heroHtml(block, context)} />;

  const backdrop = heroBackdropHtml(block, context);
  const side = heroSideImageHtml(block, context);
  return (
    <div className={heroClass(block)} style={heroStyle(block)}>
      {backdrop ? <StaticMarkup html={backdrop} /> : null}
      <div className={heroInnerClass(block)}>
        <div className={heroContentClass(block)}>
          <StaticMarkup links={links} html={heroTextHtml(block, context)} />
          <DynamicModuleView module={block.dynamicModule} context={context} />
        </div>
        {side ? <StaticMarkup className={heroSideClass} html={side} /> : null}
      </div>
    </div>
  );
}
