/** Where a page's link-preview picture lives: the build draws it (gatsby/share-images.ts) from what the page's <head> carries. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/" -> /share/home.jpg, "/solutions/ai-transformation" -> /share/solutions-ai-transformation.jpg */
export const shareImagePath = (route: string) => `/share/${route.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "home"}.jpg`;
