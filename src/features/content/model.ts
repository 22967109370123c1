// Domain types of CMS content (spec §3): what every ContentSource adapter maps entries into.
import type { DisplayMode, Size } from "@/config/constants";

export interface ImageAsset {
  id: string;
  url: string;
  title: string;
  description: string;
  width: number;
  height: number;
  contentType: string;
}

export interface LinkTarget {
  label: string;
  url: string;
  external: boolean;
  /** Button/link style in the design system. */
  variant?: "primary" | "secondary" | "link";
}

export type DynamicModuleType =
  | "ContactUsForm"
  | "QuoteRequestForm"
  | "WarrantyRegistrationForm"
  | "CompetitorCrossReference"
  | "FindASalesContact"
  | "WhereToBuy"
  | "WhereToBuyV2"
  | "NewsCarousel"
  | "SubscribeForm"
  | "BuyAmericanFarForm"
  | "BuyAmericaForm"
  | "CertificationsForm"
  | "EnvironmentalComplianceForm"
  | "LeadForm";

export interface DynamicModuleRef {
  id: string;
  module: DynamicModuleType;
  title?: string;
  /** Free settings of the module, as the editor set them. */
  settings: Record<string, string | number | boolean>;
}

interface BlockBase {
  id: string;
}

export interface SectionTitleBlock extends BlockBase {
  type: "sectionTitle";
  title: string;
  subtitle?: string;
  headingLevel: 1 | 2 | 3;
  align: "left" | "center";
}

export interface HeroBannerBlock extends BlockBase {
  type: "heroBanner";
  eyebrow?: string;
  heading: string;
  body?: string;
  background?: ImageAsset;
  backgroundColor?: string;
  secondaryImage?: ImageAsset;
  overlay: boolean;
  layout: "full" | "split";
  textAlign: "left" | "center" | "right";
  variant: "light" | "dark";
  contentWidth: "narrow" | "medium" | "wide";
  headerSize: "small" | "medium" | "large";
  bodySize: "small" | "medium" | "large";
  button?: LinkTarget;
  dynamicModule?: DynamicModuleRef;
}

export interface CardBlock extends BlockBase {
  type: "card";
  title: string;
  body?: string;
  image?: ImageAsset;
  link?: LinkTarget;
  eyebrow?: string;
}

export interface CardGridBlock extends BlockBase {
  type: "cardGrid";
  title?: string;
  columns: 2 | 3 | 4;
  mobileColumns: 1 | 2;
  cards: CardBlock[];
}

export interface CardCarouselBlock extends BlockBase {
  type: "cardCarousel";
  title?: string;
  peek: boolean;
  slidesToShow: number;
  autoplay: boolean;
  cards: CardBlock[];
}

export interface TwoColumnLayoutBlock extends BlockBase {
  type: "twoColumnLayout";
  layout: "1:1" | "1:2" | "2:1" | "1:3" | "3:1";
  gap: "none" | "small" | "medium" | "large";
  reverseOnMobile: boolean;
  left: Block[];
  right: Block[];
}

export interface HtmlGridBlock extends BlockBase {
  type: "htmlGrid";
  title?: string;
  columns: 2 | 3 | 4;
  items: string[];
}

export interface AccordionBlock extends BlockBase {
  type: "accordion";
  title?: string;
  openFirstItemByDefault: boolean;
  style: "default" | "bordered" | "minimal";
  items: { id: string; title: string; body: string }[];
}

export interface AdvantageIconsBlock extends BlockBase {
  type: "advantageIcons";
  title?: string;
  columns: number;
  items: { id: string; icon: string; title: string; body?: string }[];
}

export interface HtmlBlock extends BlockBase {
  type: "html";
  /** Raw HTML or markdown from the CMS; sanitized at render (C4). */
  content: string;
  format: "html" | "markdown";
}

export interface ScriptBlock extends BlockBase {
  type: "script";
  /** Only scripts from allow-listed origins or inline JSON-LD are rendered. */
  src?: string;
  inline?: string;
  kind: "json-ld" | "external";
}

export interface ImageBlock extends BlockBase {
  type: "image";
  image: ImageAsset;
  caption?: string;
  size: Size;
  link?: LinkTarget;
  /** Particle images are decorative. */
  particle: boolean;
}

export interface ProductBlock extends BlockBase {
  type: "product";
  title?: string;
  pimIds: string[];
}

export interface VideoPostBlock extends BlockBase {
  type: "videoPost";
  video: Video;
  displayMode: DisplayMode;
  size: Size;
}

export interface NewsPostBlock extends BlockBase {
  type: "newsPost";
  post: NewsPostSummary;
}

export interface DynamicModuleBlock extends BlockBase {
  type: "dynamicModule";
  module: DynamicModuleRef;
}

export type Block =
  | SectionTitleBlock
  | HeroBannerBlock
  | CardGridBlock
  | CardCarouselBlock
  | TwoColumnLayoutBlock
  | HtmlGridBlock
  | AccordionBlock
  | AdvantageIconsBlock
  | HtmlBlock
  | ScriptBlock
  | ImageBlock
  | CardBlock
  | ProductBlock
  | VideoPostBlock
  | NewsPostBlock
  | DynamicModuleBlock;

export type BlockType = Block["type"];

export interface Section {
  id: string;
  anchorId?: string;
  container: "full" | "contained" | "narrow";
  padding: "none" | "small" | "medium" | "large";
  backgroundColor: "white" | "light" | "dark" | "brand";
  flexDirection: "column" | "row";
  flexBreakpoint: "sm" | "md" | "lg";
  blocks: Block[];
}

export type BreadcrumbStyle = "none" | "default" | "light";

export interface Page {
  id: string;
  kind: "static" | "product" | "category";
  slug: string;
  brandDirectory: string;
  title: string;
  metaDescription: string;
  featuredImage?: ImageAsset;
  noIndex: boolean;
  headerSection?: Section;
  sections: Section[];
  breadcrumbStyle: BreadcrumbStyle;
  /** Canonical chosen by the editor, absolute or site path. */
  canonical?: string;
  requireAuthentication: boolean;
  /** R15: with requireAuthentication, the roles of which an account needs one (empty: any signed-in account). */
  requiredRoles: string[];
  /** PIM ids a product page entry attaches to (P8). */
  pimIds: string[];
  /** Category keys a category page entry attaches to. */
  categoryKeys: string[];
  updatedAt: string;
}

export interface NewsPostSummary {
  id: string;
  title: string;
  excerpt: string;
  date: string;
  image?: ImageAsset;
  brandDirectory: string;
}

export interface NewsPost extends NewsPostSummary {
  body: string;
  author?: string;
  tags: string[];
}

export interface CaptionTrack {
  locale: string;
  label: string;
  /** URL of the WebVTT file. */
  url: string;
}

export interface Video {
  id: string;
  slug: string;
  title: string;
  description: string;
  thumbnail?: ImageAsset;
  link?: string;
  fileType: "video/mp4" | "brightcove" | "youtube";
  fileUrl?: string;
  brightcoveVideoId?: string;
  brightcoveTitle?: string;
  size: Size;
  playMethod: DisplayMode;
  durationSeconds: number;
  captions: CaptionTrack[];
  tags: string[];
  date: string;
  brandDirectory: string;
}

export interface RedirectRule {
  id: string;
  /** Brand-relative or absolute path matched exactly, e.g. /voltline/en/old-page. */
  from: string;
  to: string;
  status: 301 | 302;
}
