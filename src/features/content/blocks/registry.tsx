// The content block registry (C3): one component per block type, exhaustive over the Block union.
import type { ComponentType } from "react";
import type { Block, BlockType } from "@/features/content/model";
import { Accordion } from "./Accordion/Component";
import { AdvantageIcons } from "./AdvantageIcons/Component";
import { Card } from "./Card/Component";
import { CardCarousel } from "./CardCarousel/Component";
import { CardGrid } from "./CardGrid/Component";
import { DynamicModule } from "./DynamicModule/Component";
import { HeroBanner } from "./HeroBanner/Component";
import { Html } from "./Html/Component";
import { HtmlGrid } from "./HtmlGrid/Component";
import { ImageFigure } from "./Image/Component";
import { NewsPost } from "./NewsPost/Component";
import { Product } from "./Product/Component";
import { Script } from "./Script/Component";
import { SectionTitle } from "./SectionTitle/Component";
import { TwoColumnLayout } from "./TwoColumnLayout/Component";
import { VideoPost } from "./VideoPost/Component";
import type { BlockProps } from "./types";

/** A block type added to the union without a component here fails to compile. */
export const blockRegistry = {
  sectionTitle: SectionTitle,
  heroBanner: HeroBanner,
  cardGrid: CardGrid,
  cardCarousel: CardCarousel,
  twoColumnLayout: TwoColumnLayout,
  htmlGrid: HtmlGrid,
  accordion: Accordion,
  advantageIcons: AdvantageIcons,
  html: Html,
  script: Script,
  image: ImageFigure,
  card: Card,
  product: Product,
  videoPost: VideoPost,
  newsPost: NewsPost,
  dynamicModule: DynamicModule,
} satisfies { [K in BlockType]: ComponentType<BlockProps<Extract<Block, { type: K }>>> };
