// Decap starts itself on import unless told otherwise; this module is imported first (src/index.ts).
(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true;
