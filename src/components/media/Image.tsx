import { css } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { color, fontSize } from "../../theme/tokens";

export type ImageState = "loading" | "loaded" | "failed";

interface Props {
  image: IGatsbyImageData | null | undefined;
  alt: string;
  className?: string;
  style?: CSSProperties;
  loading?: "eager" | "lazy";
}

const failedStyles = css`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  min-height: 6rem;
  background: ${color.mist};
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  text-align: center;
`;

/**
 * A processed image with three states: loading, loaded and failed. A failed
 * image keeps its space and says so in words instead of leaving a hole.
 */
export function Image({ image, alt, className, style, loading }: Props) {
  const { ui } = useSiteConfig();
  const [state, setState] = useState<ImageState>(image ? "loading" : "failed");
  const wrapper = useRef<HTMLDivElement>(null);

  // The image may already have failed before React hydrated and attached onError.
  useEffect(() => {
    const img = wrapper.current?.querySelector<HTMLImageElement>("img[data-main-image]");
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  if (state === "failed" || !image) {
    return (
      <div css={failedStyles} className={className} style={style} role="img" aria-label={alt || ui.imageFailed} data-image-state="failed">
        <span aria-hidden={alt ? undefined : "true"}>{ui.imageFailed}</span>
      </div>
    );
  }
  return (
    <div ref={wrapper} className={className} style={style} data-image-state={state}>
      <GatsbyImage
        image={image}
        alt={alt}
        loading={loading}
        style={{ width: "100%", height: "100%" }}
        onLoad={() => setState("loaded")}
        onError={() => setState("failed")}
      />
    </div>
  );
}
