// Card carousel block (C3): server-rendered cards inside the client carousel frame; first card image eager (C5).
import type { CardCarouselBlock } from "@/features/content/model";
import { Card } from "../Card/Component";
import type { BlockProps } from "../types";
import { CarouselFrame } from "./CarouselFrame";
import { ClientMessages } from "@/platform/i18n/ClientMessages";
import { CAROUSEL_CLIENT_MESSAGES } from "@/platform/i18n/client-messages";

export function CardCarousel({ block, context }: BlockProps<CardCarouselBlock>) {
  const slides = Math.max(1, block.slidesToShow);
  const sizes = `(max-width: 768px) 85vw, ${Math.round(1200 / slides)}px`;
  return (
    <ClientMessages locale={context.locale} picks={CAROUSEL_CLIENT_MESSAGES}>
      <CarouselFrame title={block.title} slidesToShow={block.slidesToShow} peek={block.peek} autoplay={block.autoplay}>
        {block.cards.map((card, index) => (
          <Card
            key={card.id}
            block={card}
            context={context}
            imageSizes={sizes}
            eagerImage={index === 0}
            preloadImage={index === 0 && context.isFirstSection}
          />
        ))}
      </CarouselFrame>
    </ClientMessages>
  );
}
