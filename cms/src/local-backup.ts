import { store } from "decap-cms-core/dist/esm/redux";
import { deleteLocalBackup, loadEntry, loadLocalBackup, persistLocalBackup } from "decap-cms-core/dist/esm/actions/entries";
import { isEmpty } from "../checks";
import type { DecapField } from "../form-fields";
import { isRecord } from "../yaml-text";
import { labelsOf } from "../refusals";
import { SOURCE } from "../source-format";
import { buttonSaying, hideRefusal, publishButton, showRefusal } from "./refusal-panel";
import { addRoomStyle } from "./room-style";
import { onRoomChange, type DecapEntry } from "./room-state";
import { answerQuestions, phrase } from "./words";

/**
 * The changes Decap keeps in this browser (a "local backup", written two seconds after each change and
 * deleted on Publish or when the editor leaves the entry inside the editing room) when an edit was abandoned:
 * the tab closed, the page reloaded, a save refused. Decap offered them back in a browser pop-up that did
 * not say what they were. Here the question is answered "not now", the form shows the entry as saved,
 * and a note under Publish names the fields the changes are in, with Restore and Discard; the backup is
 * kept until the editor chooses. A backup equal to the entry as saved is deleted without a word. While
 * the form has unpublished changes, "Discard changes" beside Publish puts it back as saved.
 */

const draft = () => store.getState().entryDraft;
const draftEntry = () => draft().get("entry") as DecapEntry | undefined;
const collectionNamed = (name: string) => store.getState().collections.get(name);

/** The places where `now` differs from `was`: "hero.title", "benefits[2]" (lists counted from 1), as deep as both have the same shape. */
function differences(was: unknown, now: unknown, at = ""): string[] {
  if ((isEmpty(was) && isEmpty(now)) || JSON.stringify(was) === JSON.stringify(now)) return [];
  if (isRecord(was) && isRecord(now))
    return [...new Set([...Object.keys(was), ...Object.keys(now)])]
      .filter((key) => key !== SOURCE)
      .flatMap((key) => differences(was[key], now[key], at ? `${at}.${key}` : key));
  if (Array.isArray(was) && Array.isArray(now) && was.length === now.length)
    return was.flatMap((item, index) => differences(item, now[index], `${at}[${index + 1}]`));
  return [at];
}

/** The fields named in the note, at most this many. */
const NAMED = 8;

/** Once Decap has opened the entry the backup is of: the note, or the backup deleted if it holds nothing new. */
function offer(backup: DecapEntry, fieldsOf: (entry: DecapEntry) => DecapField[]): void {
  const collection = backup.get("collection") ?? "";
  const slug = backup.get("slug");
  const opened = () => {
    const entry = draftEntry();
    // Decap's form before it has read the entry is an empty map.
    return entry?.get("data") && entry.get("collection") === collection && (slug ? entry.get("slug") === slug : entry.get("newRecord"))
      ? entry
      : undefined;
  };
  const then = (entry: DecapEntry) => {
    const fields = fieldsOf(entry);
    // In the form's order.
    const order = (at: string) => fields.findIndex((field) => field.name === /^[^.[]+/.exec(at)?.[0]);
    const changed = differences(entry.get("data").toJS(), backup.get("data").toJS()).sort((a, b) => order(a) - order(b));
    const places = [...new Set(changed.map((at) => labelsOf(at, fields)))];
    // Decap deleted the backup when its question was answered "not now": kept until the editor chooses.
    if (places.length) void store.dispatch(persistLocalBackup(backup, collectionNamed(collection)));
    else return;
    const items = places.slice(0, NAMED).map((text) => ({ text }));
    if (places.length > NAMED) items.push({ text: `and ${places.length - NAMED} more` });
    const note = {
      title: "Changes made here earlier were never published",
      lead: slug
        ? "This browser kept changes to this page that were not published. The form shows the page as it is saved. The changes are in:"
        : "This browser kept a new page started here that was never published. The form is empty. It had:",
      items,
      actions: [
        {
          text: "Restore my unpublished changes",
          onClick: () => {
            hideRefusal();
            // Decap keeps the backup it read in its store until it is loaded into the form.
            if (draft().get("localBackup")) store.dispatch(loadLocalBackup());
          },
        },
        { text: "Discard them", onClick: () => discardBackup(collection, slug) },
      ],
    };
    // Under Publish, once Decap has drawn its toolbar.
    const show = (tries: number) => {
      const publish = publishButton();
      if (publish || !tries) showRefusal(note, publish, "note");
      else setTimeout(() => show(tries - 1), 100);
    };
    show(30);
  };
  const entry = opened();
  if (entry) return then(entry);
  const stop = store.subscribe(() => {
    const now = opened();
    if (!now) return;
    stop();
    then(now);
  });
}

/** Deletes the entry's backup, now and once Decap's own writing of it (two seconds after the last change) is past. */
function discardBackup(collection: string, slug: string | undefined): void {
  hideRefusal();
  const remove = () => store.dispatch(deleteLocalBackup(collectionNamed(collection), slug || false));
  void remove();
  setTimeout(() => {
    if (!draft().get("hasChanged")) void remove();
  }, 2_500);
}

/** Set while the room itself leaves a new entry the editor chose to discard: Decap's leave question is already answered. */
let leaving = false;

/** "Discard changes": after a plain question, the form as saved (a new entry: the collection's list), and no backup of the changes. */
function discardChanges(): void {
  const entry = draftEntry();
  const collection = entry?.get("collection");
  if (!entry || !collection) return;
  const slug = entry.get("newRecord") ? undefined : entry.get("slug");
  const question = slug
    ? "Discard the changes you have not published? The form goes back to this page as it is saved."
    : "Discard this new page? It has never been published, and nothing of it is kept.";
  if (!window.confirm(question)) return;
  discardBackup(collection, slug);
  if (slug) {
    void store.dispatch(loadEntry(collectionNamed(collection), slug));
    return;
  }
  leaving = true;
  window.location.hash = `#/collections/${collection}`;
  setTimeout(() => (leaving = false), 1_000);
}

const BUTTON_ID = "discard-changes";

/** Shows "Discard changes" in the toolbar, right of Publish and Delete entry, while the form has unpublished changes. */
function showDiscard(): void {
  const publish = draft().get("hasChanged") ? publishButton() : undefined;
  const existing = document.getElementById(BUTTON_ID);
  if (!publish) return existing?.remove();
  const button =
    existing ??
    Object.assign(document.createElement("button"), {
      id: BUTTON_ID,
      type: "button",
      textContent: "Discard changes",
      title: "Put the form back to this page as it is saved",
      onclick: discardChanges,
    });
  // In the toolbar's row, after Delete entry (or Publish), so that it moves with the row as the row wraps on a phone.
  const slot = (buttonSaying(/^Delete\b/) ?? publish).closest("[class*='ToolbarSubSectionFirst'] > *");
  if (slot && slot.nextElementSibling !== button) slot.after(button);
}

/** Answers Decap's backup question itself (chained after the room's other questions), and keeps "Discard changes" beside Publish. */
export function watchLocalBackups(fieldsOf: (entry: DecapEntry) => DecapField[]): void {
  addRoomStyle();
  answerQuestions((question) => {
    if (leaving && question === phrase("editor.editor.onLeavePage")) return !(leaving = false);
    if (question !== phrase("editor.editor.confirmLoadBackup")) return undefined;
    const backup = (draft().get("localBackup") as { get(key: "entry"): DecapEntry } | undefined)?.get("entry");
    if (backup) offer(backup, fieldsOf);
    // "Not now": Decap deletes the backup (offer() keeps it until the editor chooses) and opens the entry as saved.
    return false;
  });
  store.subscribe(showDiscard);
  onRoomChange(showDiscard);
}
