import { ARTWORK_SIZE, artworkAt, artworkSvg, CATEGORY_ART, isDrawn, type ArtworkField } from "../content-core/artwork";
import { palette } from "../content-core/palette";
import { fillBrand, type BrandNames } from "../content-core/brand";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Field } from "../content-core/model/fields";
import { isRecord, merged } from "./yaml-text";

/**
 * A page's data as the site's component expects it, with the editor's unsaved entry in place of the
 * saved content: the build's page data gives the shape, the images and what GraphQL adds; the entry,
 * walked along the content model, every text, list and choice, with {product} and {company} filled in.
 */
interface OverlayContext {
  names: BrandNames;
  /** The URL an image path of the entry is shown from (Decap's getAsset). */
  asset: (path: string) => string;
}

/** An image object of the build, showing `url` instead: every src and srcSet swapped, the other formats and the blurred placeholder dropped. */
function retarget(image: unknown, url: string): unknown {
  if (Array.isArray(image)) return image.map((item) => retarget(item, url));
  if (!isRecord(image)) return image;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(image)) {
    if (key === "src" || key === "publicURL") out[key] = url;
    else if (key === "srcSet") out[key] = `${url} 1x`;
    else if (key === "sources") out[key] = [];
    else if (key === "placeholder") continue;
    else out[key] = retarget(value, url);
  }
  return out;
}

/** An image object for a picture the build has not seen (no built one to follow), in gatsby-plugin-image's documented shape. */
function newImage(url: string): unknown {
  const gatsbyImageData: IGatsbyImageData = {
    layout: "constrained",
    width: 1200,
    height: 800,
    images: { fallback: { src: url, srcSet: `${url} 1x` }, sources: [] },
  };
  return { publicURL: url, childImageSharp: { gatsbyImageData } };
}

/** What a new article shows where its drawn picture goes until it has both a title and a category: a calm note of where the picture comes from. */
export const ARTWORK_NOTE = ["The picture is drawn from", "the title and the category", "once both are filled in."];

function noteSvg(): string {
  const { width, height } = ARTWORK_SIZE;
  const lines = ARTWORK_NOTE.map(
    (line, i) =>
      `<text x="${width / 2}" y="${height / 2 + (i - (ARTWORK_NOTE.length - 1) / 2) * 96}" text-anchor="middle" dominant-baseline="middle">${line}</text>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${palette.mist}"/><g fill="${palette.textMuted}" font-family="system-ui, sans-serif" font-size="72">${lines}</g></svg>`;
}

const svgAddress = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * An article's drawn picture as the build would make it when the entry names no image, as a data: address
 * (the build has not written the file yet); until the entry has a title and a category, the note of where
 * it will come from; null when the article names an image of its own.
 */
export function previewArtwork(entry: { image?: unknown; title?: unknown; category?: unknown }): ArtworkField | null {
  const { title, category } = entry;
  if (!isDrawn(entry)) return null;
  if (typeof title !== "string" || title.trim() === "" || typeof category !== "string" || !Object.hasOwn(CATEGORY_ART, category))
    return artworkAt(svgAddress(noteSvg()));
  return artworkAt(svgAddress(artworkSvg({ title, category })));
}

export function overlay(model: Field, built: unknown, raw: unknown, context: OverlayContext): unknown {
  if (raw === undefined || raw === null) {
    // Absent: an optional part left out (null, as GraphQL gives it), or a group the entry does not hold yet.
    if (model.kind === "object") return built ?? null;
    if (model.kind === "list") return model.optional ? null : [];
    // A required text not written yet (a new page) shows as nothing, not as "null".
    return model.optional || model.kind === "file" ? null : "";
  }
  switch (model.kind) {
    case "scalar":
      return typeof raw === "string" ? fillBrand(raw, context.names) : raw;
    case "file": {
      if (typeof raw !== "string" || raw === "") return null;
      const url = context.asset(raw);
      return built ? retarget(built, url) : newImage(url);
    }
    case "list": {
      if (!Array.isArray(raw)) return built;
      const builtList = Array.isArray(built) ? built : [];
      return raw.map((item, index) => overlay(model.of, builtList[index] ?? builtList[0] ?? null, item, context));
    }
    case "object": {
      if (!isRecord(raw)) return built;
      const out: Record<string, unknown> = isRecord(built) ? { ...built } : {};
      for (const [name, child] of Object.entries(model.fields))
        out[name] = overlay(child, isRecord(built) ? built[name] : undefined, raw[name], context);
      return out;
    }
  }
}

/** The build's static query results (the site's settings and menus), as one object for useStaticQuery. */
export const mergeStaticQueries = (results: readonly unknown[]) =>
  results.reduce<Record<string, unknown>>(
    (all, result) => (isRecord(result) && isRecord(result.data) ? merged(all, result.data) : all),
    {},
  );
