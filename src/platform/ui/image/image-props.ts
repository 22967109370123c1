// next/image's <img> attributes (getImageProps), without the inline `style="color:transparent"` it adds to every
// image (it hides the alt text while the file loads): globals.css gives the same rule to these images by their
// `decoding="async"`, so the style is not repeated per image in the HTML and again in the RSC payload (issue 15, ADR 45).
//
// Its URLs are given in their short form (`/img/640/products-media/a.png`, ADR 79).
import { getImageProps, type ImageProps } from "next/image";
import { shortImageUrl, shortSrcSet } from "./short-url";

type NextImgProps = ReturnType<typeof getImageProps>["props"];
export type ImgProps = Omit<NextImgProps, "style"> & { style?: NextImgProps["style"] };

export function imageProps(input: ImageProps): ImgProps {
  const { props: next } = getImageProps(input);
  const props = { ...next, src: shortImageUrl(next.src), ...(next.srcSet ? { srcSet: shortSrcSet(next.srcSet) } : {}) };
  const { style, ...rest } = props;
  if (style && Object.keys(style).length === 1 && style.color === "transparent") return rest;
  return props;
}
