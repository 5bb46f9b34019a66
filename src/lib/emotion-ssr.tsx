import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { createStyleCache, PAGE_STYLES_ATTRIBUTE, STYLE_KEY } from "./emotion-cache";

/**
 * Server rendering puts each page's Emotion styles in <head>, instead of the
 * <style> elements Emotion otherwise writes next to each component: a <style>
 * inside <body> is invalid HTML. In `compat` mode the cache keeps each rule's
 * CSS instead of rendering it; the page then gets one head <style> whose
 * data-page-styles attribute names the rules, so the browser's Emotion cache
 * adopts them (createBrowserStyleCache) instead of inserting them again.
 */
export function createPageStyleCache(): EmotionCache {
  const cache = createStyleCache();
  cache.compat = true;
  return cache;
}

export const PageStyles = ({ cache, children }: { cache: EmotionCache; children: ReactNode }) => (
  <CacheProvider value={cache}>{children}</CacheProvider>
);

/** The rules a page's render inserted, as one <style> for <head> (null if none). */
export function pageStyleTag(cache: EmotionCache) {
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  if (!rules.length) return null;
  return (
    <style
      key="emotion"
      {...{ [PAGE_STYLES_ATTRIBUTE]: `${STYLE_KEY} ${rules.map(([id]) => id).join(" ")}` }}
      dangerouslySetInnerHTML={{ __html: rules.map(([, css]) => css).join("") }}
    />
  );
}
