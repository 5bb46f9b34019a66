import { onRoomChange } from "./room-state";

/**
 * A folded list item opens where an editor clicks it: on its words, not only on Decap's small arrow
 * beside them. Decap's arrow and its remove cross have no names; they get the item's words ("Open or
 * fold: Insights", "Remove: Insights"), for a screen reader and for a hover's tooltip. A data table's
 * cells are labelled by their columns' headings.
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

/** Decap's field box, with its label. */
const CONTROL = "[class*='ControlContainer']";

/**
 * A data table's cells (cms/editor-components.ts: "rows", each a list of "cells") all carry Decap's one
 * label, "Cell"; each is given its column's heading from the same table's "head", as the editor has it
 * typed now, and keeps "Cell" past the last heading. The label's own text is changed, so it names the box too.
 */
function labelCellsByColumn(): void {
  for (const rows of document.querySelectorAll("label[for^='rows-field-']")) {
    const table = rows.closest(CONTROL)?.parentElement;
    const head = table?.querySelector("label[for^='head-field-']")?.closest(CONTROL);
    if (!head) continue;
    const headings = [...head.querySelectorAll("input")].map((input) => input.value.trim());
    for (const cells of rows.closest(CONTROL)!.querySelectorAll("label[for^='cells-field-']")) {
      cells
        .closest(CONTROL)!
        .querySelectorAll("label[for^='cell-field-']")
        .forEach((label, column) => {
          const text = label.firstChild;
          const name = headings[column] || "Cell";
          if (text?.nodeType === Node.TEXT_NODE && text.nodeValue !== name) text.nodeValue = name;
        });
    }
  }
}

export function watchListItems(): void {
  // While the click goes down: a block in the body's rich text stops it on its way back up.
  document.addEventListener(
    "click",
    (event) => {
      const words = (event.target as Element | null)?.closest<HTMLElement>(WORDS);
      words?.previousElementSibling?.querySelector<HTMLButtonElement>(":scope > button")?.click();
    },
    true,
  );
  onRoomChange(nameButtons);
  onRoomChange(labelCellsByColumn);
  // A heading retyped changes its box's value, which no mutation shows.
  document.addEventListener("input", labelCellsByColumn);
}
