import { useCallback, useEffect, useRef, useState } from "react";
import { onIdle } from "../lib/device";

/**
 * Loads a module not needed for the first paint (menu panels, the video player) when the browser is
 * idle, or at once on `request` (first intent); `load` must be a stable, module-level function.
 * With `whenIdle: false` only `request` loads it.
 */
export function useDeferredModule<T>(load: () => Promise<T>, { whenIdle = true } = {}) {
  const [module, setModule] = useState<T | null>(null);
  const started = useRef(false);

  const request = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(setModule, (error: Error) => {
      started.current = false;
      console.error(`A part of the page could not be loaded: ${error.message}`);
    });
  }, [load]);

  useEffect(() => (whenIdle ? onIdle(request, 4000, 2000) : undefined), [request, whenIdle]);

  return [module, request] as const;
}
