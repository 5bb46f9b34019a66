import { useLayoutEffect, type RefObject } from "react";

/**
 * Text typed before hydration lives only in the DOM, not in state: on mount, hands `adopt` every
 * named field holding a value inside `within` (a form, or a tool's section), before the first paint
 * and any replayed submission (src/lib/early-taps.ts).
 */
export function useEarlyInput(within: RefObject<HTMLElement>, adopt: (typed: Record<string, string>) => void) {
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(within.current?.querySelectorAll("input, textarea, select") ?? [])) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
      // A radio button or a box holds its value whether chosen or not: only a chosen one was typed.
      if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox") && !field.checked) continue;
      if (field.name && field.value) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length) adopt(typed);
    // Runs once, on the server HTML as hydrated; later values arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
