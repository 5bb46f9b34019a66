import { documents } from "../content-core/model";
import { listed } from "../content-core/model/fields";
import { referencesIn } from "../content-core/check-values";
import { PAGE_FOLDERS, type PageFolder } from "../content-core/routes";
import { documentFor, fileValues } from "./checks";
import { collections } from "./config";
import { IMAGES_DIR } from "./form-fields";
import { fromFile } from "./source-format";

/**
 * The check before the editing room deletes a file (cms/src/backends.ts), on the content as the backend
 * holds it now: a page other files link to, a picture a file shows, or a page its folder's rule needs
 * (three featured articles) is not deleted; a deleted page takes the pictures no remaining file uses.
 */

const PICTURES = `${IMAGES_DIR}/`;

/** A content file as the editing room reads it (cms/source-format.ts): its path in the repository and its data. */
export interface ContentFile {
  path: string;
  data: Record<string, unknown>;
}

/** Why a delete was refused: Decap shows "Failed to delete entry: " and the error as text, here the sentence alone. */
export class DeleteRefused extends Error {
  override name = "DeleteRefused";
  override toString() {
    return this.message;
  }
}

/** The page a content file becomes, if it is one of a folder of pages: content/insights/x.mdx is /insights/x. */
export function pageOf(path: string): string | undefined {
  const match = /^content\/([^/]+)\/([^/]+)$/.exec(path);
  const folder = match && PAGE_FOLDERS[match[1] as PageFolder];
  if (!match || !folder || !match[2]!.endsWith(folder.extension)) return undefined;
  return folder.route(match[2]!.slice(0, -folder.extension.length));
}

/** `relative` (as a file names a picture) from the folder `dir`: content/insights and ../images/x.jpg give content/images/x.jpg. */
function resolve(dir: string, relative: string): string {
  const parts = dir.split("/");
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/** The pages a file links to, and the pictures it shows (repository paths), as the build's checks find them. */
function referencesOf(file: ContentFile) {
  const document = documentFor(file.path);
  if (!document) return { pages: new Set<string>(), pictures: new Set<string>() };
  const body = document.format === "mdx" && typeof file.data.body === "string" ? file.data.body : undefined;
  const { routes, files } = referencesIn(document, fileValues(document, file.data), body);
  const dir = file.path.slice(0, file.path.lastIndexOf("/"));
  const pictures = [...files].map((name) => resolve(dir, name)).filter((path) => path.startsWith(PICTURES));
  return { pages: routes, pictures: new Set(pictures) };
}

/** The files that link to `page` (a route such as /insights/x), as the build's checks find links. */
export const filesLinkingTo = (page: string, files: readonly ContentFile[]) => files.filter((file) => referencesOf(file).pages.has(page));

/** A file as the editing room's lists show it: a single file by its label ("Menus"), a page by its title. */
let all: ReturnType<typeof collections> | undefined;
export function titleOf(file: ContentFile): string {
  for (const collection of (all ??= collections())) {
    const single = collection.files?.find((candidate) => candidate.file === file.path);
    if (single) return single.label;
    if (collection.folder && file.path.startsWith(`${collection.folder}/`)) {
      const title = file.data[collection.identifier_field ?? "title"];
      if (typeof title === "string" && title.trim()) return title.trim();
    }
  }
  return file.path;
}

interface DeletionPlan {
  /** Why the files cannot be deleted, in the editor's words; nothing may be deleted then. */
  refusal?: string;
  /** The pictures to delete with them: shown by the deleted files and by no file that stays. */
  pictures: string[];
}

/** How a refusal names what was asked: deleting files, or keeping an article as a draft, which takes its page away too. */
const DELETING = { cannot: "can't be deleted", then: "then delete it" };
const KEEPING_AS_DRAFT = { cannot: "can't be kept as a draft", then: "then switch Draft on" };

/** What deleting `paths` from `files` (every content file, as it is now) would break, and which pictures go with them. */
export function planDeletion(paths: readonly string[], files: readonly ContentFile[], words = DELETING): DeletionPlan {
  const gone = new Set(paths);
  const references = new Map(files.map((file) => [file.path, referencesOf(file)]));
  const staying = files.filter((file) => !gone.has(file.path));
  const quoted = (users: readonly ContentFile[]) => listed(users.map((file) => `"${titleOf(file)}"`));
  const problems: string[] = [];
  for (const path of paths) {
    const page = pageOf(path);
    const linking = page ? filesLinkingTo(page, staying) : [];
    if (linking.length) {
      const deleted = files.find((file) => file.path === path);
      problems.push(
        `${deleted ? `"${titleOf(deleted)}"` : page} ${words.cannot}: it is linked from ${quoted(linking)}. Remove the links to it there first, ${words.then}.`,
      );
    }
    const showing = path.startsWith(PICTURES) ? staying.filter((file) => references.get(file.path)!.pictures.has(path)) : [];
    if (showing.length) {
      problems.push(
        `The picture ${path.slice(path.lastIndexOf("/") + 1)} can't be deleted: it is used on ${quoted(showing)}. Choose another picture there first, then delete it.`,
      );
    }
  }
  // What the build asks of a folder as a whole, such as 3 featured articles: met now, and no longer without the deleted files.
  for (const document of documents) {
    const rule = document.files?.rule;
    const folder = `content/${document.path}/`;
    const deleted = files.filter((file) => gone.has(file.path) && file.path.startsWith(folder));
    if (!rule || !deleted.length) continue;
    const entries = (list: readonly ContentFile[]) =>
      list
        .filter((file) => file.path.startsWith(folder))
        .map((file) => ({ file: file.path.slice(folder.length), data: fileValues(document, file.data) as Record<string, unknown> }));
    const after = rule(entries(staying));
    if (after.length && !rule(entries(files)).length) {
      // The build's sentence without its folder's path: "then only 2 articles are featured (…); …".
      problems.push(
        `${quoted(deleted)} ${words.cannot}: then ${after.map((sentence) => sentence.replace(/^content\/[^:]*: /, "")).join(" ")}`,
      );
    }
  }
  if (problems.length) return { refusal: problems.join(" "), pictures: [] };
  const kept = new Set(staying.flatMap((file) => [...references.get(file.path)!.pictures]));
  const pictures = new Set(
    paths.flatMap((path) => [...(references.get(path)?.pictures ?? [])]).filter((picture) => !kept.has(picture) && !gone.has(picture)),
  );
  return { pictures: [...pictures].sort() };
}

/** Why the article at `path` cannot be saved as a draft: a draft has no page, so for the site it is as if deleted. */
export const draftRefusal = (path: string, files: readonly ContentFile[]) => planDeletion([path], files, KEEPING_AS_DRAFT).refusal;

/** A Decap backend's way of reading files. */
export type ContentReader = Pick<DecapBackendImplementation, "getEntry" | "entriesByFolder" | "allEntriesByFolder">;

/** A content file's text, read as the editing room reads it. */
function parse(path: string, text: string): ContentFile {
  try {
    return { path, data: fromFile(path, text) };
  } catch {
    // A file that cannot be read links to nothing the build could see.
    return { path, data: {} };
  }
}

/** The pictures (repository paths) the text of the content file at `path` shows, as the build's checks find them. */
export const picturesIn = (path: string, text: string) => referencesOf(parse(path, text)).pictures;

/** Every content file, read through the backend: what the repository holds now. */
export async function readContent(reader: ContentReader): Promise<ContentFile[]> {
  const read = await Promise.all(
    documents.map(async (document): Promise<ContentFile[]> => {
      const path = `content/${document.path}`;
      if (!document.files) return [parse(path, (await reader.getEntry(path)).data)];
      const extension = document.format === "mdx" ? "mdx" : "yaml";
      const entries = await (reader.allEntriesByFolder ?? reader.entriesByFolder).call(reader, path, extension, 1);
      return entries.map((entry) => parse(entry.file.path, entry.data));
    }),
  );
  return read.flat();
}
