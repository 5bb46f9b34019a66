import { color } from "../src/theme/tokens";

/** The web app manifest, named from content/site.yaml. */
export const webManifest = (site: { company: string; product: string }) =>
  `${JSON.stringify(
    {
      name: site.company,
      short_name: site.product,
      start_url: "/",
      display: "minimal-ui",
      background_color: color.snow,
      theme_color: color.navy,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  )}\n`;
