// Card block (C3): image, eyebrow, title, body; the whole card follows its link. Sent as static markup (card-markup.ts).
import type { CardBlock } from "@/features/content/model";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import type { BlockProps } from "../types";
import { cardClass, cardContentHtml, type CardLook } from "./card-markup";

export function Card({ block, context, ...look }: BlockProps<CardBlock> & CardLook) {
  return <StaticMarkup as="article" className={cardClass(block)} links="client" html={cardContentHtml(block, context, look)} />;
}
