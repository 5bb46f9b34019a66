import { useLayoutEffect, type RefObject } from "react";

/**
 * Text typed into a form before the page hydrated lives only in the DOM:
 * hydration keeps it on screen but the component's state starts empty, so a
 * submit would send blanks. On mount, hands `adopt` every named field that
 * already holds a value, before the first paint and before any held
 * submission is replayed (src/lib/early-taps.ts).
 */
export function useEarlyInput(form: RefObject<HTMLFormElement>, adopt: (typed: Record<string, string>) => void) {
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
      if (field.name && field.value) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length) adopt(typed);
    // Runs once, on the server HTML as hydrated; later values arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
