import { onRoomChange } from "./room-state";

/**
 * A folded list item opens where an editor clicks it: on its words, not only on Decap's small arrow
 * beside them. Decap's arrow and its remove cross have no names; they get the item's words ("Open or
 * fold: Insights", "Remove: Insights"), for a screen reader and for a hover's tooltip.
 */

/** Decap's folded item: its bar of buttons, then its words (the summary). */
const WORDS = "[class*='NestedObjectLabel']";

function nameButtons(): void {
  for (const words of document.querySelectorAll<HTMLElement>(WORDS)) {
    const buttons = words.previousElementSibling?.querySelectorAll<HTMLButtonElement>(":scope > button");
    const text = (words.textContent ?? "").trim();
    if (!buttons?.length || !text) continue;
    const [toggle, remove] = [buttons[0]!, buttons[buttons.length - 1]!];
    const names: [HTMLButtonElement, string][] = [[toggle, `Open or fold: ${text}`]];
    if (remove !== toggle) names.push([remove, `Remove: ${text}`]);
    for (const [button, name] of names) {
      if (button.getAttribute("aria-label") === name) continue;
      button.setAttribute("aria-label", name);
      button.title = name;
    }
  }
}

export function watchListItems(): void {
  document.addEventListener("click", (event) => {
    const words = (event.target as Element | null)?.closest<HTMLElement>(WORDS);
    words?.previousElementSibling?.querySelector<HTMLButtonElement>(":scope > button")?.click();
  });
  onRoomChange(nameButtons);
}
