/* The video half of HeroVideo, loaded after hydration: not in first-load JavaScript. */
import { css } from "@linaria/core";
import { useEffect, useRef, useState } from "react";
import { isMobileDevice } from "../../lib/device";
import { alpha, color, mq, radius, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { onHover } from "../ui/styles";
import type { VideoFiles, VideoState } from "./video-files";

interface PlayerProps {
  video: VideoFiles;
  playbackRate: number;
  opacity: number;
  labels: { pause: string; play: string };
  onState: (state: VideoState) => void;
}

const control = css`
  position: absolute;
  right: ${space[4]};
  bottom: ${space[4]};
  z-index: 3;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${alpha(color.white, 0.5)};
  border-radius: ${radius.pill};
  background: ${alpha(color.ink, 0.55)};
  color: ${color.white};
  cursor: pointer;
  ${onHover(`background: ${alpha(color.ink, 0.8)};`)}
  ${mq.mobile} {
    right: ${space[3]};
    bottom: ${space[3]};
  }
`;

/** Autoplaying, muted, looping video in the variant that suits the device, with a pause control (WCAG 2.2.2). */
export function HeroVideoPlayer({ video, playbackRate, opacity, labels, onState }: PlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);
  const [variant] = useState<"mobile" | "desktop">(() => (isMobileDevice(window.innerWidth, navigator.userAgent) ? "mobile" : "desktop"));
  const files = video[variant];

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.playbackRate = playbackRate;
    element.play().catch((error: Error) => {
      if (error.name === "NotAllowedError") {
        console.warn(`Background video autoplay was blocked by the browser: ${error.message}`);
        setPaused(true);
      }
    });
  }, [playbackRate]);

  const fail = () => {
    console.error(`Background video failed to load (${files.webm}, ${files.mp4}); showing the still image instead.`);
    setFailed(true);
    onState("error");
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

  if (failed) return null;
  return (
    <>
      <video
        ref={ref}
        style={{ opacity }}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        poster={(variant === "mobile" ? video.posterMobile : video.poster) ?? undefined}
        aria-hidden="true"
        tabIndex={-1}
        data-variant={variant}
        onPlaying={() => onState("playing")}
        onError={fail}
      >
        <source src={files.webm} type="video/webm" />
        <source src={files.mp4} type="video/mp4" onError={fail} />
      </video>
      <button type="button" className={control} onClick={toggle} aria-label={paused ? labels.play : labels.pause}>
        <Icon name={paused ? "play" : "pause"} size={18} />
      </button>
    </>
  );
}
