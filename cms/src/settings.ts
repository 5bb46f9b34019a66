import type { CheckContext } from "../checks";
import type { BuildSettings } from "../config";

/** Set by the build (scripts/build-cms.ts): where changes are saved, the routes links may point to, the brand names. */
declare const __CMS_SETTINGS__: BuildSettings & CheckContext;

export const SETTINGS = __CMS_SETTINGS__;
