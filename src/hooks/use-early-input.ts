import { useLayoutEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the server's HTML gave a field: its value attribute (or text), or the option it marked selected. */
const serverValue = (field: Field) =>
  field instanceof HTMLSelectElement
    ? ((Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0])?.value ?? "")
    : field.defaultValue;

/**
 * Text typed before hydration lives only in the DOM, not in state: on mount, hands `adopt` every
 * named field inside `within` (a form, or a tool's section) whose value is no longer the server's,
 * emptied ones too, before the first paint and any replayed submission (src/lib/early-taps.ts).
 */
export function useEarlyInput(within: RefObject<HTMLElement>, adopt: (typed: Record<string, string>) => void) {
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(within.current?.querySelectorAll<Field>("input, textarea, select") ?? [])) {
      // A radio button or a box keeps its value whether chosen or not: it was typed when chosen since the server's HTML.
      const choice = field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");
      const changed = choice ? field.checked && !field.defaultChecked : field.value !== serverValue(field);
      if (field.name && changed) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length) adopt(typed);
    // Runs once, on the server HTML as hydrated; later values arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
