import { css } from "@emotion/react";
import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { isMobileDevice, prefersReducedMotion } from "../../lib/device";
import { color, mq, radius, space } from "../../theme/tokens";

export interface VideoFiles {
  desktop: { mp4: string; webm: string };
  mobile: { mp4: string; webm: string };
  poster?: string | null;
  posterMobile?: string | null;
}

export type VideoState = "loading" | "playing" | "error";

interface Props {
  video: VideoFiles;
  playbackRate?: number;
  opacity?: number;
  /** Show the pause/play control (WCAG 2.2.2); pages that are not for visitors may hide it. */
  controls?: boolean;
  /** Preload the still as the page's largest image. */
  priority?: boolean;
  /** How a failure is reported: a warning-level log for heroes, an error on test pages. */
  onError?: (message: string) => void;
}

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const control = css`
  position: absolute;
  right: ${space[4]};
  bottom: ${space[4]};
  z-index: 2;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${radius.pill};
  background: rgba(10, 22, 40, 0.55);
  color: ${color.white};
  cursor: pointer;
  &:hover {
    background: rgba(10, 22, 40, 0.8);
  }
  ${mq.mobile} {
    right: ${space[3]};
    bottom: ${space[3]};
  }
`;

type Variant = "desktop" | "mobile";

/**
 * A looping, muted background video over its still image. The still is in
 * the server-rendered HTML (it is the page's largest paint); the video is
 * added after hydration, in the variant that suits the device, and never when
 * the visitor prefers reduced motion. If the video fails, it is removed and
 * the still stays.
 */
export function HeroVideo({ video, playbackRate = 1, opacity = 1, controls = true, priority = false, onError }: Props) {
  const { ui } = useSiteConfig();
  const ref = useRef<HTMLVideoElement>(null);
  const [variant, setVariant] = useState<Variant | null>(null);
  const [state, setState] = useState<VideoState>("loading");
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setVariant(isMobileDevice(window.innerWidth, navigator.userAgent) ? "mobile" : "desktop");
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || !variant) return;
    element.playbackRate = playbackRate;
    element.play().catch((error: Error) => {
      if (error.name === "NotAllowedError") {
        console.warn(`Background video autoplay was blocked by the browser: ${error.message}`);
        setPaused(true);
      }
    });
  }, [variant, playbackRate]);

  const fail = () => {
    const source = variant ? video[variant].mp4 : "";
    const message = `Background video failed to load (${source}); showing the still image instead.`;
    (onError ?? console.error)(message);
    setState("error");
  };

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      void element.play().catch(() => setPaused(true));
      setPaused(false);
    } else {
      element.pause();
      setPaused(true);
    }
  };

  const files = variant ? video[variant] : null;
  const showVideo = files && state !== "error";

  return (
    <div css={{ position: "absolute", inset: 0, overflow: "hidden" }} data-video-state={variant ? state : "still"}>
      {video.poster && (
        <picture>
          {video.posterMobile && <source media="(max-width: 768px)" srcSet={video.posterMobile} type="image/webp" />}
          <img
            src={video.poster}
            alt=""
            width={1920}
            height={1080}
            css={[fill, { opacity }]}
            decoding="async"
            {...(priority ? { fetchpriority: "high", loading: "eager" } : { loading: "lazy" })}
            data-testid="video-still"
          />
        </picture>
      )}
      {showVideo && (
        <video
          ref={ref}
          css={[fill, { opacity }]}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={(variant === "mobile" ? video.posterMobile : video.poster) ?? undefined}
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setState("playing")}
          onError={fail}
        >
          <source src={files.webm} type="video/webm" />
          <source src={files.mp4} type="video/mp4" onError={fail} />
        </video>
      )}
      {showVideo && controls && (
        <button type="button" css={control} onClick={toggle} aria-label={paused ? ui.playVideo : ui.pauseVideo}>
          {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}
