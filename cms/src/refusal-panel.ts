/**
 * Why a save or delete was refused, just under the row of the button that was pressed (Publish, Delete entry), beside the form, until
 * closed or until the editor leaves the entry. Decap says some refusals in a toast gone after eight
 * seconds, and a field's only beside the field, maybe scrolled out of view, so Publish seemed to do
 * nothing: every refusal is said here instead. The same panel, in a calm colour, holds View Live's notes.
 */

import { addRoomStyle } from "./room-style";
import { onRoomChange } from "./room-state";

/** Its look is in room-style.ts. */
const PANEL_ID = "refusal-panel";

interface Refusal {
  title: string;
  lead?: string;
  /** One sentence each; an item with `field` scrolls to that field when chosen. */
  items?: { text: string; field?: Element }[];
  /** A link after the items (View Live's "Open the page as last built"). */
  link?: { href: string; text: string };
  /** Buttons after the items (the note about unpublished changes: Restore, Discard). */
  actions?: { text: string; onClick: () => void }[];
}

/** The first button whose words start with `words` (Decap's Publish is a role="button" element). */
export const buttonSaying = (words: RegExp) =>
  [...document.querySelectorAll("button, [role='button']")].find((button) => words.test((button.textContent ?? "").trim()));

/** The toolbar's Publish button (Save in the editorial workflow), which refusals of a save sit under. */
export const publishButton = () => buttonSaying(/^(Publish|Save)/);

let publishedAt = 0;

/** A new element with these properties and children (a child that is false is left out). */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]>, ...children: (Node | false)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((child) => child instanceof Node));
  return node;
}

const button = (text: string, onclick: () => void) => element("button", { type: "button", textContent: text, onclick });

/** Shows `refusal` in the panel (replacing the one shown), under `beside` (Publish by default), until the editor closes it or leaves the entry. */
export function showRefusal(refusal: Refusal, beside: Element | undefined = publishButton(), tone: "refusal" | "note" = "refusal"): void {
  addRoomStyle();
  hideRefusal();
  const { lead, items = [], link, actions = [] } = refusal;
  const listed = items.map(({ text, field }) => {
    if (!field) return element("li", { textContent: text });
    const focus = () => {
      field.scrollIntoView({ block: "center" });
      (field.querySelector("input, textarea, [contenteditable='true'], button") as HTMLElement | null)?.focus({ preventScroll: true });
    };
    return element("li", {}, button(text, focus));
  });
  const close = Object.assign(button("×", hideRefusal), { className: "close" });
  close.setAttribute("aria-label", "Close this message");
  const title = element("h2", { id: `${PANEL_ID}-title`, textContent: refusal.title });
  const panel = element(
    "section",
    { id: PANEL_ID, className: tone },
    title,
    !!lead && element("p", { textContent: lead }),
    listed.length > 0 && element("ul", {}, ...listed),
    !!link && element("p", {}, element("a", { href: link.href, target: "_blank", rel: "noopener", textContent: link.text })),
    actions.length > 0 && element("div", { className: "actions" }, ...actions.map(({ text, onClick }) => button(text, onClick))),
    close,
  );
  panel.setAttribute("role", tone === "note" ? "status" : "alert");
  panel.setAttribute("aria-labelledby", title.id);
  // What it says, for a toast of Decap's that says it again (said()).
  panel.dataset.said = items.map((item) => item.text).join(" ");
  panel.dataset.route = window.location.hash;
  document.body.append(panel);
  if (beside) place(panel, beside);
}

/**
 * Just under `beside`, as near its left edge as the form allows: never over the form, whose fields the
 * refusal asks the editor to change (over the preview beside it instead), and clear of the preview's
 * own buttons at the window's right edge.
 */
function place(panel: HTMLElement, beside: Element): void {
  const button = beside.getBoundingClientRect();
  if (!button.width) return;
  const width = panel.offsetWidth;
  const preview = document.querySelector("iframe")?.parentElement?.getBoundingClientRect();
  const formEnd = preview && preview.left > button.left ? preview.left + 8 : button.left;
  Object.assign(panel.style, {
    top: `${Math.round(button.bottom + 8)}px`,
    left: `${Math.round(Math.max(8, Math.min(formEnd, window.innerWidth - width - 72)))}px`,
    right: "auto",
    maxHeight: `${Math.round(window.innerHeight - button.bottom - 24)}px`,
  });
}

export function hideRefusal(): void {
  document.getElementById(PANEL_ID)?.remove();
}

/** A field's label as the form shows it, without Decap's "(optional)". */
const labelText = (label: Element) => (label.textContent ?? "").replace(/\s*\(optional\)\s*$/i, "").trim();

/** The fields Decap refused (required, too long, pattern), named with the labels of the groups around them ("SEO › Title"). */
function fieldErrors(): { text: string; field?: Element }[] {
  const out: { text: string; field?: Element }[] = [];
  for (const item of document.querySelectorAll("label[for] + ul > li")) {
    const label = item.parentElement!.previousElementSibling!;
    const field = label.parentElement?.parentElement ?? undefined;
    const names = [labelText(label)];
    for (
      let group = field?.parentElement?.closest("[aria-label$=' field']");
      group;
      group = group.parentElement?.closest("[aria-label$=' field']")
    ) {
      const groupLabel = group.querySelector(":scope > div > label[for]");
      if (groupLabel) names.unshift(labelText(groupLabel));
    }
    // Decap's sentence, without the field's label (cms/src/words.ts): the panel puts the labels before it.
    const sentence = (item.textContent ?? "").trim();
    // A list's count ("Needs exactly 6.") with the count it has, which Decap does not give.
    const items = field?.matches("[aria-label='list field']")
      ? [...field.querySelectorAll("[class*='SortableListItem']")].filter(
          (entry) => entry.parentElement?.closest("[aria-label='list field']") === field,
        )
      : undefined;
    const message = items && /^(Needs|Takes)\b/.test(sentence) ? sentence.replace(/\.$/, `; it has ${items.length}.`) : sentence;
    const text = `${names.join(" › ")}: ${message}`;
    out.push({ text, field });
  }
  return out;
}

/** One of Decap's toasts: a refusal moves into the panel, a save that went through closes the panel. */
function said(toast: HTMLElement): void {
  const text = (toast.textContent ?? "").trim();
  if (/^Entry saved/.test(text)) hideRefusal();
  if (/^Oops, you've missed a required field/.test(text)) toast.style.display = "none";
  const failed = /^Failed to (persist|delete) entry:\s*/.exec(text);
  if (!failed) return;
  toast.style.display = "none";
  const sentence = text.slice(failed[0].length);
  const saving = failed[1] === "persist";
  if (document.getElementById(PANEL_ID)?.dataset.said !== sentence)
    showRefusal(
      { title: saving ? "Not saved" : "Not deleted", items: [{ text: sentence }] },
      saving ? publishButton() : buttonSaying(/^Delete/),
    );
}

/** After Publish, lists the fields Decap refused; moves Decap's refusal toasts into the panel; closes it when a save goes through or the editor leaves the entry. */
export function watchRefusals(): void {
  window.addEventListener("hashchange", () => {
    if (document.getElementById(PANEL_ID)?.dataset.route !== window.location.hash) hideRefusal();
  });
  document.addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element | null)?.closest("[role='menuitem'], button");
      if (!target || !/^(Publish now|Publish and create new|Publish and duplicate|Save)$/.test((target.textContent ?? "").trim())) return;
      publishedAt = Date.now();
      // Decap validates on the click and draws the errors beside the fields.
      setTimeout(() => {
        const errors = fieldErrors();
        if (errors.length)
          showRefusal({
            title: "Not saved: some fields need a change",
            lead: "Nothing was written. Choose a field to go to it:",
            items: errors,
          });
      }, 150);
    },
    true,
  );
  // Decap rejects a refused save or delete with its failure action, which no one catches: the panel has said it.
  window.addEventListener("unhandledrejection", (event) => {
    const type = (event.reason as { type?: unknown } | null | undefined)?.type;
    // Fields it refuses itself, on the click on Publish, it rejects with nothing at all.
    const fieldsRefused = event.reason === undefined && Date.now() - publishedAt < 2000;
    if (type === "ENTRY_PERSIST_FAILURE" || type === "ENTRY_DELETE_FAILURE" || fieldsRefused) event.preventDefault();
  });
  onRoomChange((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement) || !node.closest(".notif__container")) continue;
        // Each toast on its own: the first one arrives inside the container react-toastify adds with it.
        const toasts = node.matches(".Toastify__toast") ? [node] : [...node.querySelectorAll<HTMLElement>(".Toastify__toast")];
        for (const toast of toasts) said(toast);
      }
    }
  });
}
