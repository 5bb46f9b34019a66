import { store } from "decap-cms-core/dist/esm/redux";
import { addNotification } from "decap-cms-core/dist/esm/actions/notifications";
import { sanitizeSlug } from "decap-cms-core/dist/esm/lib/urlHelper";
import { selectMediaFiles } from "decap-cms-core/dist/esm/reducers/mediaLibrary";
import { addRoomStyle } from "./room-style";

/**
 * A picture uploaded in the media library under a name the library already holds. Decap asked in a browser
 * pop-up whether to replace it: yes deleted the other picture from the repository at once, and changed it on
 * every page that shows it. Here the file is renamed as the editor chooses it, before Decap reads the file
 * input (photo.jpg becomes photo-2.jpg), so that Decap uploads and selects it as any new picture; nothing
 * else changes, and a sentence says which name it has.
 */

/** `name` numbered past the names in `taken` (lower case): photo.jpg gives photo-2.jpg, or photo-3.jpg if that is taken too. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  const [, stem, extension] = /^(.*?)(\.[^.]*)?$/.exec(name)!;
  let number = 2;
  while (taken.has(`${stem}-${number}${extension ?? ""}`.toLowerCase())) number++;
  return `${stem}-${number}${extension ?? ""}`;
}

/** Renames a file the editor chose in the media library's upload button whose name is taken, and says so. */
function renameTaken(event: Event): void {
  const input = event.target;
  const state = store.getState();
  if (!(input instanceof HTMLInputElement) || input.type !== "file" || !state.mediaLibrary.get("isVisible")) return;
  const file = input.files?.[0];
  if (!file) return;
  // Decap's name for the upload, and the names it compares it with (lower case, as Decap does).
  const name = sanitizeSlug(file.name.toLowerCase(), state.config.slug);
  const names = selectMediaFiles(state, state.mediaLibrary.get("field")).map((media) => media.name);
  const existing = names.find((other) => other.toLowerCase() === name);
  if (!existing) return;
  const free = freeName(name, new Set(names.map((other) => other.toLowerCase())));
  const renamed = new DataTransfer();
  renamed.items.add(new File([file], free, { type: file.type, lastModified: file.lastModified }));
  input.files = renamed.files;
  store.dispatch(
    addNotification({
      message: `There is already a picture called ${existing}, so yours was added as ${free} and the other stays as it is.`,
      type: "info",
      dismissAfter: 10_000,
    }),
  );
}

/** Watches the media library's upload button, ahead of Decap's own handler (a listener on the window, while it captures). */
export function watchUploads(): void {
  addRoomStyle();
  window.addEventListener("change", renameTaken, true);
}
