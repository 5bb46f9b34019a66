import type { ReactEventHandler } from "react";

interface Props {
  alt: string;
  onLoad?: () => void;
  onError?: ReactEventHandler<HTMLImageElement>;
  image: { images: { fallback?: { src: string } } };
}

/** A plain <img> that forwards load and error like GatsbyImage's main image does. */
export function GatsbyImage({ alt, onLoad, onError, image }: Props) {
  return <img data-main-image="" alt={alt} src={image.images.fallback?.src} onLoad={() => onLoad?.()} onError={onError} />;
}

export type IGatsbyImageData = Props["image"];
