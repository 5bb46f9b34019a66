import { css, cx } from "@linaria/core";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useRef, useState } from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { color, fontSize } from "../../theme/tokens";

/** "eager" for images in the first view; "priority" also fetches it before other images, for the page's largest paint. */
export type ImageLoading = "eager" | "lazy" | "priority";

interface Props {
  /** Output of gatsby-plugin-image's `gatsbyImageData` resolver (AVIF, WebP and JPEG sources). */
  image: IGatsbyImageData | null | undefined;
  alt: string;
  className?: string;
  loading?: ImageLoading;
}

const frame = css`
  position: relative;
  overflow: hidden;
  background-size: cover;
  background-position: center;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const failedStyles = css`
  display: grid;
  place-items: center;
  min-height: 6rem;
  background: ${color.mist};
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  text-align: center;
`;

/**
 * A <picture> from gatsby-plugin-image data: loading (placeholder), loaded, or failed (the space
 * kept, saying so). Drawn here to keep GatsbyImage's runtime out of first-load JavaScript.
 */
export function Image(props: Props) {
  // Another picture starts over, loading, rather than keeping the last one's state: the next
  // article met by client-side navigation, or a picture an editor names in the preview.
  return <Picture key={props.image?.images.fallback?.src ?? ""} {...props} />;
}

function Picture({ image, alt, className, loading = "lazy" }: Props) {
  const { ui } = useSiteConfig();
  const [state, setState] = useState<"loading" | "loaded" | "failed">(image ? "loading" : "failed");
  const img = useRef<HTMLImageElement>(null);

  // The image may have settled before hydration attached the handlers.
  useEffect(() => {
    const element = img.current;
    if (element?.complete) setState(element.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  if (state === "failed" || !image) {
    return (
      <div className={cx(frame, failedStyles, className)} role="img" aria-label={alt || ui.imageFailed} data-image-state="failed">
        <span aria-hidden="true">{ui.imageFailed}</span>
      </div>
    );
  }

  const { images, width, height, placeholder, backgroundColor } = image;
  const fallback = images.fallback;
  return (
    <div
      className={cx(frame, className)}
      data-image-state={state}
      style={{
        backgroundColor,
        backgroundImage: state === "loading" && placeholder?.fallback ? `url("${placeholder.fallback}")` : undefined,
      }}
    >
      <picture>
        {images.sources?.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          ref={img}
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          loading={loading === "lazy" ? "lazy" : "eager"}
          // Lower-case: React 18 does not know fetchPriority yet.
          {...(loading === "priority" ? { fetchpriority: "high" } : {})}
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
        />
      </picture>
    </div>
  );
}
