/** A hero video's files: one encoding pair per screen size, and the stills shown before and instead of it. */
export interface VideoFiles {
  desktop: { mp4: string; webm: string };
  mobile: { mp4: string; webm: string };
  poster?: string | null;
  posterMobile?: string | null;
}

/** "still": no video (server render, reduced motion); then loading, playing, or error (the still shows). */
export type VideoState = "still" | "loading" | "playing" | "error";
