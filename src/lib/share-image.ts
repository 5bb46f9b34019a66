/**
 * Where a page's link-preview picture lives. The picture itself is drawn at
 * build time (gatsby/share-images.ts) from the page's title and accent, which
 * the page's <head> carries; this path is the one contract between the two.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/" -> /share/home.jpg, "/solutions/ai-transformation" -> /share/solutions-ai-transformation.jpg */
export const shareImagePath = (route: string) => `/share/${route.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "home"}.jpg`;
