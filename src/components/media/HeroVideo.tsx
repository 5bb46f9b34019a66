import { css } from "@linaria/core";
import { graphql } from "gatsby";
import { useEffect, useState } from "react";
import { useDeferredModule } from "../../hooks/use-deferred-module";
import { useSiteConfig } from "../../hooks/use-site-config";
import { afterFirstView, videoAllowed } from "../../lib/video-policy";
import type { VideoFiles, VideoState } from "./video-files";

interface Props {
  video: VideoFiles;
  playbackRate?: number;
  opacity?: number;
  /** Preload the still as the page's largest image. */
  priority?: boolean;
}

/* The still and the player's video each fill the frame. */
const frame = css`
  position: absolute;
  inset: 0;
  overflow: hidden;
  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const loadPlayer = () => import("./HeroVideoPlayer");

/**
 * A looping, muted background video over its still (in the HTML: the largest paint). The player
 * loads after the first view, when the browser is idle, and never when reduced motion or data,
 * Save-Data or a connection slower than 4G (src/lib/video-policy.ts); on failure the still stays.
 */
export function HeroVideo({ video, playbackRate = 1, opacity = 1, priority = false }: Props) {
  const { ui } = useSiteConfig();
  const [player, requestPlayer] = useDeferredModule(loadPlayer, { whenIdle: false });
  const [state, setState] = useState<VideoState>("still");

  useEffect(() => {
    if (!videoAllowed()) return;
    return afterFirstView(() => {
      setState("loading");
      requestPlayer();
    });
  }, [requestPlayer]);

  return (
    <div className={frame} data-video-state={state}>
      {video.poster && (
        <picture>
          {video.posterMobile && <source media="(max-width: 768px)" srcSet={video.posterMobile} type="image/webp" />}
          <img
            src={video.poster}
            alt=""
            width={1920}
            height={1080}
            style={{ opacity }}
            decoding="async"
            {...(priority ? { fetchpriority: "high", loading: "eager" } : { loading: "lazy" })}
            data-testid="video-still"
          />
        </picture>
      )}
      {player && state !== "still" && (
        <player.HeroVideoPlayer
          video={video}
          playbackRate={playbackRate}
          opacity={opacity}
          labels={{ pause: ui.pauseVideo, play: ui.playVideo }}
          onState={setState}
        />
      )}
    </div>
  );
}

export const query = graphql`
  fragment VideoFiles on HeroVideoFiles {
    desktop {
      mp4
      webm
    }
    mobile {
      mp4
      webm
    }
    poster
    posterMobile
  }
`;
