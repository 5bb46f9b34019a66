import CMS from "./decap-app";
import { merged } from "../yaml-text";

/**
 * Decap's own sentences in the editing room's words, over its English ones: a message beside a field is a
 * plain sentence under the field's label ("Up to 60 characters.", not "Title didn't match the pattern: …"),
 * and the search box says what it searches. The refusal panel (refusal-panel.ts) puts each after its
 * field's labels. Decap gives a list's count message the number it needs, not the number it has.
 */
type Phrases = { [key: string]: string | Phrases };

const WORDS: Phrases = {
  editor: {
    editorControlPane: {
      widget: {
        required: "Can't be left empty.",
        // The field's hint, as cms/form-fields.ts writes it without its closing period.
        regexPattern: "%{pattern}.",
        processing: "Still uploading; publish again in a moment.",
        range: "A number from %{minValue} to %{maxValue}.",
        min: "At least %{minValue}.",
        max: "At most %{maxValue}.",
        rangeCount: "Needs %{minCount} to %{maxCount}.",
        rangeCountExact: "Needs exactly %{count}.",
        rangeMin: "Needs at least %{minCount}.",
        rangeMax: "Takes at most %{maxCount}.",
      },
    },
  },
  collection: {
    // Decap searches the list that is open, unless another is chosen under "Search in".
    sidebar: { searchAll: "Search this list", searchIn: "Search in", allCollections: "Every list" },
  },
};

// Imported by index.ts before CMS.init, which reads the phrases.
CMS.registerLocale("en", merged(CMS.getLocale("en") ?? {}, WORDS) as never);

/** One of Decap's English phrases as registered, by its path: `phrase("editor.editorToolbar.published")`. */
export function phrase(path: string): string | undefined {
  let at: unknown = CMS.getLocale("en");
  for (const key of path.split(".")) at = (at as Phrases | undefined)?.[key];
  return typeof at === "string" ? at : undefined;
}

/** Answers a question of Decap's (true or false), asks another instead (a sentence), or leaves it (undefined). */
type Answer = (question: string) => boolean | string | undefined;
const answers: Answer[] = [];

/**
 * Decap asks its questions (delete this entry? leave unsaved changes? use the local backup?) with the
 * browser's window.confirm, in its own words. The room's modules answer or reword them here, each the
 * questions it knows; the browser asks whatever is left.
 */
export function answerQuestions(answer: Answer): void {
  if (!answers.length) {
    const ask = window.confirm.bind(window);
    window.confirm = (asked?: string) => {
      let question = asked ?? "";
      for (const each of answers) {
        const said = each(question);
        if (typeof said === "boolean") return said;
        if (said !== undefined) question = said;
      }
      return ask(question);
    };
  }
  answers.push(answer);
}
