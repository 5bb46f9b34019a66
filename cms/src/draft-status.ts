import { isDraft } from "../../content-core/model";
import { addRoomStyle } from "./room-style";
import { onRoomChange, openEntry, savedValues } from "./room-state";
import { answerQuestions, phrase } from "./words";

/**
 * A draft article looks like a draft where Decap says otherwise. Without the editorial workflow (the local
 * editing room) Decap's toolbar calls every saved entry "Published", and its delete asks about "this published
 * entry"; Decap's phrases cannot depend on the entry, so the toolbar's button gets a mark (its look, "Draft", is in
 * room-style.ts; its own text stays Decap's, which Decap keeps updating), and the delete question is said as it is.
 * Whether it is a draft is read from the file as saved (cms/src/room-state.ts), which is what the status means.
 */

const MARK = "roomDraft";

function markToolbar(): void {
  const published = phrase("editor.editorToolbar.published");
  const buttons = [...document.querySelectorAll<HTMLElement>("[role='button'], button")].filter(
    (button) => button.textContent?.trim() === published || MARK in button.dataset,
  );
  if (!buttons.length) return;
  const draft = isDraft(savedValues() ?? {});
  for (const button of buttons) {
    const marked = draft && button.textContent?.trim() === published;
    if (marked === MARK in button.dataset) continue;
    if (marked) {
      button.dataset[MARK] = "";
      button.setAttribute("aria-label", "Draft");
      button.title = "Saved as a draft: not on the site. To publish it, switch Draft off and publish.";
    } else {
      delete button.dataset[MARK];
      button.removeAttribute("aria-label");
      button.removeAttribute("title");
    }
  }
}

/** Decap's question before a delete, in the words of what happens to this entry. */
function deleteQuestion(question: string): string | undefined {
  const unsaved = question === phrase("editor.editor.onDeleteWithUnsavedChanges");
  if (!unsaved && question !== phrase("editor.editor.onDeletePublishedEntry")) return undefined;
  const entry = openEntry();
  if (!entry?.slug) return "Leave this new article without publishing it? Nothing of it has been saved.";
  const saved = savedValues(entry);
  const what =
    saved && isDraft(saved)
      ? "Delete this draft? It is not on the site; its file, and any picture no other page uses, is removed from the repository."
      : "Delete this article? It is removed from the site, and its file, with any picture no other page uses, from the repository.";
  return unsaved ? `${what} The changes you have not published go with it.` : what;
}

/** Marks a draft's toolbar as the form changes, and says Decap's delete question in the entry's words. */
export function watchDraftStatus(): void {
  addRoomStyle();
  answerQuestions(deleteQuestion);
  onRoomChange(markToolbar);
}
