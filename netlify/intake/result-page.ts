import { decodeEntities, escapeHtml } from "../../content-core/html-text";
import { palette } from "../../content-core/palette";

/**
 * The page a form posted without JavaScript gets back: the built page the form stands on, with its
 * scripts taken out (it is a page of its own, never hydrated), the result said in the form's result
 * slot, and, after a refusal, every value the visitor sent back in its field, so nothing travels in a
 * URL and nothing typed is lost. The built markup names what this needs: the form's `id`, its texts
 * in `data-*` attributes (src/components: ContactForm, Newsletter), and an empty `data-form-result`.
 */

export type Tone = "success" | "info" | "error";

export interface FormResult {
  /** The form's id in the page: "contact-form", "newsletter-form". */
  form: string;
  tone: Tone;
  message: string;
  /** The values to put back, by field name; none after a success, which empties the form. */
  values?: Record<string, string>;
  /** The field a refusal is about: marked invalid and described by the message. */
  field?: string;
}

/** The value of `name` in one tag's text, unescaped, or null. */
export function attribute(tag: string, name: string): string | null {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? decodeEntities(found[1]!) : null;
}

/** The opening tag of the form `id` in `html`, or null. */
export function formTag(html: string, id: string): string | null {
  return new RegExp(`<form\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? null;
}

/** The options of the select named `name` in `html` (the first such select), as value -> the text a visitor reads; empty when there is none. */
export function selectOptions(html: string, name: string): Map<string, string> {
  const select = [...html.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)].find(([, open]) => attribute(open!, "name") === name);
  const options = select ? [...select[2]!.matchAll(/(<option\b[^>]*>)([\s\S]*?)<\/option>/g)] : [];
  return new Map(options.map(([, open, text]) => [attribute(open!, "value") ?? "", decodeEntities(text!.replace(/<[^>]*>/g, "")).trim()]));
}

/** The control named `field` marked invalid and described by the element `describedBy`. */
function markInvalid(form: string, field: string, describedBy: string): string {
  return form.replace(/<(input|select|textarea)\b[^>]*>/g, (tag) =>
    attribute(tag, "name") === field
      ? tag.replace(/^<\w+/, (open) => `${open} aria-invalid="true" aria-describedby="${describedBy}"`)
      : tag,
  );
}

function fillFields(form: string, values: Record<string, string>): string {
  const named = (tag: string) => attribute(tag, "name");
  return form
    .replace(/<input\b[^>]*>/g, (tag) => {
      const name = named(tag);
      if (name === null || !(name in values)) return tag;
      const value = ` value="${escapeHtml(values[name]!)}"`;
      return / value="[^"]*"/.test(tag) ? tag.replace(/ value="[^"]*"/, value) : tag.replace(/\/?>$/, (end) => `${value}${end}`);
    })
    .replace(/(<textarea\b[^>]*>)[\s\S]*?(<\/textarea>)/g, (whole, open: string, close: string) => {
      const name = named(open);
      // A textarea's first line break is dropped by the parser: one more keeps a value that starts with one.
      return name !== null && name in values ? `${open}\n${escapeHtml(values[name]!)}${close}` : whole;
    })
    .replace(/(<select\b[^>]*>)([\s\S]*?)(<\/select>)/g, (whole, open: string, options: string, close: string) => {
      const name = named(open);
      if (name === null || !(name in values)) return whole;
      const chosen = options
        .replace(/ selected=""/g, "")
        .replace(/<option\b[^>]*>/g, (option) =>
          attribute(option, "value") === values[name] ? option.replace(/>$/, ' selected="">') : option,
        );
      return `${open}${chosen}${close}`;
    });
}

/**
 * `html` (a built page holding the form) with its scripts removed and `result` shown in the form, or
 * null when the page has no such form or slot (a build that changed its markup: the caller answers plainly).
 */
export function resultPage(html: string, result: FormResult): string | null {
  const open = formTag(html, result.form);
  if (!open) return null;
  const start = html.indexOf(open);
  const end = html.indexOf("</form>", start);
  if (end < 0) return null;
  let form = html.slice(start, end);
  const slot = /(<div\b[^>]*\sdata-form-result=""[^>]*>)(<\/div>)/;
  if (!slot.test(form)) return null;
  const role = result.tone === "error" ? "alert" : "status";
  form = form.replace(
    slot,
    (_, open: string, close: string) =>
      `${open}<p id="${result.form}-message" role="${role}" tabindex="-1" autofocus="" data-tone="${result.tone}">${escapeHtml(result.message)}</p>${close}`,
  );
  if (result.values) form = fillFields(form, result.values);
  if (result.field) form = markInvalid(form, result.field, `${result.form}-message`);
  const page = html.slice(0, start) + form + html.slice(end);
  return page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** A page of its own for when the built page cannot be had: the sentence and a way back. */
export function plainResultPage(title: string, message: string, back: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.25rem;line-height:1.6;color:${palette.text}"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Back to the form</a></p></body></html>`;
}
