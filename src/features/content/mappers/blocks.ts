// Block entries -> the Block union (C3): one mapper per block content type, exhaustive over BlockType.
// An unknown content type or a block missing its essential link is skipped with a log, never a crash.
import { ADVANTAGE_ICONS_COLUMNS_DEFAULT, CARD_MOBILE_COLUMNS_DEFAULT, DISPLAY_MODES, SIZES } from "@/config/constants";
import type { Block, BlockType, CardBlock } from "@/features/content/model";
import { logger } from "@/platform/logging/logger";
import { mapImageAsset } from "./asset";
import { mapDynamicModuleRef } from "./dynamic-module";
import { bool, contentTypeOf, int, jsonList, linkedAsset, linkedEntries, linkedEntry, oneOf, strings, text, type CfEntry } from "./entry-shape";
import { mapLinkTarget } from "./link-target";
import { mapNewsPostSummary } from "./news";
import { mapVideo } from "./video";

type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
type BlockMappers = { [K in BlockType]: (entry: CfEntry) => BlockOf<K> | undefined };

function withOptional<T extends object>(target: T, optional: Partial<T>): T {
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  return target;
}

function mapCard(entry: CfEntry): CardBlock {
  const f = entry.fields;
  return withOptional<CardBlock>({ id: entry.sys.id, type: "card", title: text(f, "title") ?? "" }, {
    body: text(f, "body"),
    image: mapImageAsset(linkedAsset(f, "image")),
    link: mapLinkTarget(f.link),
    eyebrow: text(f, "eyebrow"),
  });
}

function cardsOf(entry: CfEntry): CardBlock[] {
  return linkedEntries(entry.fields, "cards").filter((c) => contentTypeOf(c) === "card").map(mapCard);
}

export const blockMappers: BlockMappers = {
  sectionTitle: (e) =>
    withOptional<BlockOf<"sectionTitle">>({ id: e.sys.id, type: "sectionTitle", title: text(e.fields, "title") ?? "", headingLevel: oneOf(e.fields.headingLevel, [1, 2, 3] as const, 2), align: oneOf(e.fields.align, ["left", "center"] as const, "left") }, { subtitle: text(e.fields, "subtitle") }),
  heroBanner: (e) => {
    const f = e.fields;
    const moduleRef = linkedEntry(f, "dynamicModule");
    return withOptional<BlockOf<"heroBanner">>(
      {
        id: e.sys.id,
        type: "heroBanner",
        heading: text(f, "heading") ?? "",
        overlay: bool(f, "overlay", false),
        layout: oneOf(f.layout, ["full", "split"] as const, "full"),
        textAlign: oneOf(f.textAlign, ["left", "center", "right"] as const, "left"),
        variant: oneOf(f.variant, ["light", "dark"] as const, "light"),
        contentWidth: oneOf(f.contentWidth, ["narrow", "medium", "wide"] as const, "medium"),
        headerSize: oneOf(f.headerSize, ["small", "medium", "large"] as const, "large"),
        bodySize: oneOf(f.bodySize, ["small", "medium", "large"] as const, "medium"),
      },
      {
        eyebrow: text(f, "eyebrow"),
        body: text(f, "body"),
        background: mapImageAsset(linkedAsset(f, "background")),
        backgroundColor: text(f, "backgroundColor"),
        secondaryImage: mapImageAsset(linkedAsset(f, "secondaryImage")),
        button: mapLinkTarget(f.button),
        dynamicModule: moduleRef ? mapDynamicModuleRef(moduleRef) : undefined,
      },
    );
  },
  cardGrid: (e) =>
    withOptional<BlockOf<"cardGrid">>({ id: e.sys.id, type: "cardGrid", columns: oneOf(e.fields.columns, [2, 3, 4] as const, 3), mobileColumns: oneOf(e.fields.mobileColumns, [1, 2] as const, CARD_MOBILE_COLUMNS_DEFAULT), cards: cardsOf(e) }, { title: text(e.fields, "title") }),
  cardCarousel: (e) =>
    withOptional<BlockOf<"cardCarousel">>({ id: e.sys.id, type: "cardCarousel", peek: bool(e.fields, "peek", false), slidesToShow: int(e.fields, "slidesToShow", 3), autoplay: bool(e.fields, "autoplay", false), cards: cardsOf(e) }, { title: text(e.fields, "title") }),
  twoColumnLayout: (e) => ({
    id: e.sys.id,
    type: "twoColumnLayout",
    layout: oneOf(e.fields.layout, ["1:1", "1:2", "2:1", "1:3", "3:1"] as const, "1:1"),
    gap: oneOf(e.fields.gap, ["none", "small", "medium", "large"] as const, "medium"),
    reverseOnMobile: bool(e.fields, "reverseOnMobile", false),
    left: mapBlocks(linkedEntries(e.fields, "left")),
    right: mapBlocks(linkedEntries(e.fields, "right")),
  }),
  htmlGrid: (e) => {
    const items = Array.isArray(e.fields.items) ? e.fields.items.filter((i): i is string => typeof i === "string") : [];
    return withOptional<BlockOf<"htmlGrid">>({ id: e.sys.id, type: "htmlGrid", columns: oneOf(e.fields.columns, [2, 3, 4] as const, 3), items }, { title: text(e.fields, "title") });
  },
  accordion: (e) =>
    withOptional<BlockOf<"accordion">>(
      {
        id: e.sys.id,
        type: "accordion",
        openFirstItemByDefault: bool(e.fields, "openFirstItemByDefault", false),
        style: oneOf(e.fields.style, ["default", "bordered", "minimal"] as const, "default"),
        items: jsonList(e.fields, "items").map((item, i) => ({ id: typeof item.id === "string" ? item.id : `${e.sys.id}-${i + 1}`, title: typeof item.title === "string" ? item.title : "", body: typeof item.body === "string" ? item.body : "" })),
      },
      { title: text(e.fields, "title") },
    ),
  advantageIcons: (e) =>
    withOptional<BlockOf<"advantageIcons">>(
      {
        id: e.sys.id,
        type: "advantageIcons",
        columns: int(e.fields, "columns", ADVANTAGE_ICONS_COLUMNS_DEFAULT),
        items: jsonList(e.fields, "items").map((item, i) =>
          withOptional<BlockOf<"advantageIcons">["items"][number]>({ id: typeof item.id === "string" ? item.id : `${e.sys.id}-${i + 1}`, icon: typeof item.icon === "string" ? item.icon : "", title: typeof item.title === "string" ? item.title : "" }, { body: typeof item.body === "string" ? item.body : undefined }),
        ),
      },
      { title: text(e.fields, "title") },
    ),
  html: (e) => ({ id: e.sys.id, type: "html", content: text(e.fields, "content") ?? "", format: oneOf(e.fields.format, ["html", "markdown"] as const, "html") }),
  script: (e) =>
    withOptional<BlockOf<"script">>({ id: e.sys.id, type: "script", kind: oneOf(e.fields.kind, ["json-ld", "external"] as const, "json-ld") }, { src: text(e.fields, "src"), inline: text(e.fields, "inline") }),
  image: (e) => {
    const image = mapImageAsset(linkedAsset(e.fields, "image"));
    if (!image) return undefined;
    return withOptional<BlockOf<"image">>({ id: e.sys.id, type: "image", image, size: oneOf(e.fields.size, SIZES, "Default"), particle: bool(e.fields, "particle", false) }, { caption: text(e.fields, "caption"), link: mapLinkTarget(e.fields.link) });
  },
  card: mapCard,
  product: (e) => withOptional<BlockOf<"product">>({ id: e.sys.id, type: "product", pimIds: strings(e.fields, "pimIds") }, { title: text(e.fields, "title") }),
  videoPost: (e) => {
    const video = linkedEntry(e.fields, "video");
    if (!video) return undefined;
    return { id: e.sys.id, type: "videoPost", video: mapVideo(video), displayMode: oneOf(e.fields.displayMode, DISPLAY_MODES, "Inline"), size: oneOf(e.fields.size, SIZES, "Default") };
  },
  newsPost: (e) => ({ id: e.sys.id, type: "newsPost", post: mapNewsPostSummary(e) }),
  dynamicModule: (e) => {
    const moduleRef = mapDynamicModuleRef(e);
    return moduleRef ? { id: e.sys.id, type: "dynamicModule", module: moduleRef } : undefined;
  },
};

function isBlockType(value: string): value is BlockType {
  return Object.hasOwn(blockMappers, value);
}

export function mapBlock(entry: CfEntry): Block | undefined {
  const contentType = contentTypeOf(entry);
  if (!isBlockType(contentType)) {
    logger.warn({ entryId: entry.sys.id, contentType }, "unknown block content type skipped");
    return undefined;
  }
  const block = (blockMappers[contentType] as (e: CfEntry) => Block | undefined)(entry);
  if (!block) logger.warn({ entryId: entry.sys.id, contentType }, "block without its essential link skipped");
  return block;
}

export function mapBlocks(entries: CfEntry[]): Block[] {
  return entries.map(mapBlock).filter((b): b is Block => b !== undefined);
}
