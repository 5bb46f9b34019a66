import { DecapCmsCore as CMS } from "decap-cms-core";
import { en } from "decap-cms-locales";
import DecapCmsWidgetBoolean from "decap-cms-widget-boolean";
import DecapCmsWidgetImage from "decap-cms-widget-image";
import DecapCmsWidgetList from "decap-cms-widget-list";
import DecapCmsWidgetMarkdown from "decap-cms-widget-markdown";
import DecapCmsWidgetNumber from "decap-cms-widget-number";
import DecapCmsWidgetObject from "decap-cms-widget-object";
import DecapCmsWidgetSelect from "decap-cms-widget-select";
import DecapCmsWidgetString from "decap-cms-widget-string";
import DecapCmsWidgetText from "decap-cms-widget-text";

/**
 * Decap CMS with what the editing room uses: decap-cms-app registers every backend, every widget and
 * thirty languages, a third of its bundle, which an editor waited for before any form. The widgets here
 * are the ones cms/form-fields.ts and cms/editor-components.ts name (the date's own is cms/src/date-widget.tsx);
 * the backends are cms/src/backends.ts's. Imported after manual-init.ts, so Decap waits for CMS.init.
 */
CMS.registerWidget(
  [
    DecapCmsWidgetBoolean,
    DecapCmsWidgetImage,
    DecapCmsWidgetList,
    DecapCmsWidgetMarkdown,
    DecapCmsWidgetNumber,
    DecapCmsWidgetObject,
    DecapCmsWidgetSelect,
    DecapCmsWidgetString,
    DecapCmsWidgetText,
  ].map((widget) => widget.Widget()) as never,
);
CMS.registerLocale("en", en);

export default CMS;
