import { calendarProblem, dayOf } from "../dates";

/**
 * A small content-model language: each content file's shape, declared once, yields the GraphQL types
 * (gatsby/schema.ts), the checks (content-core/check-values.ts) and the editing room's forms (cms/form-fields.ts).
 */

export interface Ctx {
  file: string;
  errors: string[];
  /** Routes an internal link may point to. */
  routes: ReadonlySet<string>;
  /** Routes of draft articles: their files exist, but they are no pages until published. */
  drafts?: ReadonlySet<string>;
  /** Whether a path relative to the content file exists. */
  fileExists: (relativePath: string) => boolean;
}

interface Base {
  optional?: boolean;
  /** What an editor should write, with its article: "some text", "a list". */
  describe: string;
}

/** How an editing form asks for a scalar (cms/config.ts makes it a Decap widget), from the same options as its check. */
export type ScalarEditor =
  | { widget: "text"; min: number; max?: number; pattern?: [RegExp, string]; hint?: string; paragraphs?: boolean }
  | { widget: "select"; options: readonly string[] }
  | { widget: "number"; min: number; max: number; decimals: boolean }
  | { widget: "boolean"; hint?: string }
  | ({ widget: "date" } & DateRange)
  /** A value checked against what the build knows (a route, an icon): `options` when the choices are fixed, else an example. */
  | { widget: "custom"; options?: readonly string[]; example?: string };

/** What each GraphQL scalar holds as front matter or YAML: a date as written, YYYY-MM-DD. */
interface ScalarValues {
  String: string;
  Int: number;
  Float: number;
  Boolean: boolean;
  Date: string;
}

export interface ScalarField<G extends keyof ScalarValues = keyof ScalarValues> extends Base {
  kind: "scalar";
  gql: G;
  editor: ScalarEditor;
  check: (value: unknown, at: string, ctx: Ctx) => void;
}

export interface FileField extends Base {
  kind: "file";
  /** Said after "there is no such file": what else the editor can do. */
  ifMissing?: string;
}

export interface ListField<Of extends Field = Field> extends Base {
  kind: "list";
  of: Of;
  min?: number;
  max?: number;
  /** A rule about the list as a whole: returns the problem in words, or null. */
  rule?: (entries: unknown[]) => string | null;
}

export interface ObjectField<Fields extends Record<string, Field> = Record<string, Field>> extends Base {
  kind: "object";
  typeName: string;
  fields: Fields;
  /** A rule across fields: returns the problem in words, or null. */
  rule?: (value: Record<string, unknown>) => string | null;
}

export type Field = ScalarField | FileField | ListField | ObjectField;

/** The value a field holds, as a type: `ValueOf<typeof article>` is an article's front matter. */
export type ValueOf<F extends Field> =
  F extends ScalarField<infer G>
    ? ScalarValues[G]
    : F extends FileField
      ? string
      : F extends ListField<infer Of>
        ? ValueOf<Of>[]
        : F extends ObjectField<infer Fields>
          ? { [K in keyof Fields as Fields[K] extends { optional: true } ? never : K]: ValueOf<Fields[K]> } & {
              [K in keyof Fields as Fields[K] extends { optional: true } ? K : never]?: ValueOf<Fields[K]>;
            }
          : never;

/** "an article", "a legal page": a noun with its indefinite article. */
export const withArticle = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** Names in a sentence: "A", "A and B", "A, B and C". */
export const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");

export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a group of fields";
  return JSON.stringify(value);
}

export function report(ctx: Ctx, at: string, message: string): void {
  ctx.errors.push(`${ctx.file}: ${at ? `"${at}" ` : ""}${message}`);
}

function scalar<G extends keyof ScalarValues>(
  gql: G,
  describe: string,
  editor: ScalarEditor,
  test: (value: unknown, ctx: Ctx) => string | null,
): ScalarField<G> {
  return {
    kind: "scalar",
    gql,
    describe,
    editor,
    check(value, at, ctx) {
      const problem = test(value, ctx);
      if (problem) report(ctx, at, problem);
    },
  };
}

export interface TextOptions {
  max?: number;
  min?: number;
  oneOf?: readonly string[];
  pattern?: [RegExp, string];
  /** What the field is for, in the editing room's words, where its label cannot say it. */
  hint?: string;
  /** The page shows the text as paragraphs, a new one after each blank line (src/components/ui/Paragraphs.tsx); other texts are one paragraph, and refuse a blank line. */
  paragraphs?: boolean;
}

export function text(options: TextOptions = {}): ScalarField<"String"> {
  const { max, min = 1, oneOf, pattern, hint, paragraphs } = options;
  const editor: ScalarEditor = oneOf ? { widget: "select", options: oneOf } : { widget: "text", min, max, pattern, hint, paragraphs };
  return scalar("String", "some text", editor, (value) => {
    if (typeof value !== "string") return `should be text, but is ${describeValue(value)}.`;
    const length = value.trim().length;
    if (length < min) return min === 1 ? "is empty." : `is ${length} characters; it needs at least ${min}.`;
    if (max !== undefined && length > max) return `is ${length} characters long; keep it to ${max} or fewer.`;
    if (oneOf && !oneOf.includes(value)) return `is ${JSON.stringify(value)}, which is not allowed here. Use one of: ${oneOf.join(", ")}.`;
    if (pattern && !pattern[0].test(value)) return `is ${JSON.stringify(value)}; ${pattern[1]}.`;
    if (!paragraphs && /\n[ \t]*\n/.test(value.trim()))
      return "has a blank line, but the page shows this text as one paragraph: take the blank line out.";
    return null;
  });
}

/** A number from `min` to `max`: a whole one as "Int", any as "Float". */
function numeric<G extends "Int" | "Float">(gql: G, min: number, max: number): ScalarField<G> {
  const whole = gql === "Int";
  const describe = whole ? "a whole number" : "a number";
  return scalar(gql, describe, { widget: "number", min, max, decimals: !whole }, (value) =>
    typeof value === "number" && (!whole || Number.isInteger(value)) && value >= min && value <= max
      ? null
      : `should be ${describe} from ${min} to ${max}, but is ${describeValue(value)}.`,
  );
}

export const integer = (min: number, max: number) => numeric("Int", min, max);

export const decimal = (min: number, max: number) => numeric("Float", min, max);

/** A switch; `hint` says in the form what switching it on does. */
export function yesNo(options: { hint?: string } = {}): ScalarField<"Boolean"> {
  return scalar("Boolean", "true or false", { widget: "boolean", ...options }, (value) =>
    typeof value === "boolean" ? null : `should be true or false, but is ${describeValue(value)}.`,
  );
}

/** The days a date may fall on: from `earliest` (YYYY-MM-DD), and at most a year after today when `withinAYear`. */
export interface DateRange {
  earliest?: string;
  withinAYear?: boolean;
}

/** The first and last day a date of `range` may be, as YYYY-MM-DD; "a year" after today is 365 days. */
export function dateBounds(range: DateRange, today: Date = new Date()): { min?: string; max?: string } {
  return {
    ...(range.earliest ? { min: range.earliest } : {}),
    ...(range.withinAYear ? { max: dayOf(new Date(today.getTime() + 365 * 86_400_000)) } : {}),
  };
}

/** A calendar date written as 2024-01-05 (YAML gives an unquoted one as a Date); with a range, a year typed wrong is refused. */
export function date(range: DateRange = {}): ScalarField<"Date"> {
  return scalar("Date", "a date such as 2024-01-05", { widget: "date", ...range }, (value) => {
    // YAML keeps a date that is not on the calendar as the text written (content-core/yaml.ts).
    const written = typeof value === "string" && /^\d{4}-\d\d-\d\d$/.test(value);
    const problem = written ? calendarProblem(value) : null;
    if (problem) return `is ${value}, which is not a real date: ${problem}. Write it as YYYY-MM-DD, for example 2024-01-05.`;
    if (!written && !(value instanceof Date && !Number.isNaN(value.getTime())))
      return `should be a date written as YYYY-MM-DD (for example 2024-01-05), but is ${describeValue(value)}.`;
    const day = dayOf(value);
    const today = new Date();
    const { min, max } = dateBounds(range, today);
    if (min && day < min) return `is ${day}, before ${min}, the earliest date allowed here. Check the year.`;
    if (max && day > max)
      return `is ${day}, more than a year after today (${dayOf(today)}); the latest date allowed here is ${max}. Check the year.`;
    return null;
  });
}

/** A scalar whose validity depends on the build (routes, registries). */
export function custom(
  describe: string,
  test: (value: unknown, ctx: Ctx) => string | null,
  /** For an editing form: the values it allows, when they are a fixed list (offered as choices), or an example. */
  editor: { options?: readonly string[]; example?: string } = {},
): ScalarField<"String"> {
  return scalar("String", withArticle(describe), { widget: "custom", ...editor }, (value, ctx) =>
    typeof value !== "string" || value.trim() === ""
      ? `should be ${withArticle(describe)}, but is ${describeValue(value)}.`
      : test(value, ctx),
  );
}

/** An image or other file, given as a path relative to the content file. */
export function file(options: { ifMissing?: string } = {}): FileField {
  return { kind: "file", describe: "a file path", ...options };
}

export function list<Of extends Field>(
  of: Of,
  bounds: { min?: number; max?: number; exactly?: number; rule?: ListField["rule"] } = {},
): ListField<Of> {
  const { exactly, rule } = bounds;
  return { kind: "list", describe: "a list", of, min: exactly ?? bounds.min, max: exactly ?? bounds.max, rule };
}

export function object<Fields extends Record<string, Field>>(
  typeName: string,
  fields: Fields,
  rule?: ObjectField["rule"],
): ObjectField<Fields> {
  return { kind: "object", typeName, describe: "a group of fields", fields, rule };
}

export function optional<F extends Field>(field: F): F & { optional: true } {
  return { ...field, optional: true };
}

/** The candidate nearest to `name` by edit distance (ignoring case), if it is near enough to be a likely typo. */
export function closest(name: string, candidates: string[]): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length]!;
  };
  const best = candidates
    .map((candidate) => ({ candidate, d: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.candidate : undefined;
}
