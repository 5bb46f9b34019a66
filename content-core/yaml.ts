import { parse, parseDocument, YAMLError, type DocumentOptions, type ScalarTag, type SchemaOptions } from "yaml";
import { calendarProblem } from "./dates";

/**
 * The one reader of a content file's YAML, as gatsby-transformer-yaml (js-yaml 4) reads it: YAML 1.2's
 * core schema plus binary and signed hexadecimal numbers and dates (tests/unit/content-core/yaml.test.ts
 * holds the two together). Ours alone: a date not on the calendar (2023-13-45) stays the text written,
 * not a rolled-over day, so the check can say what is wrong with it.
 */
const TIMESTAMP =
  /^(\d{4})-(\d\d)-(\d\d)$|^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d*))?(?:[ \t]*(?:Z|([-+])(\d\d?)(?::(\d\d))?))?$/;

function timestamp(text: string): Date | string {
  if (calendarProblem(text)) return text;
  const [, y1, m1, d1, y2, m2, d2, hour = 0, minute = 0, second = 0, fraction = "", sign, zoneHour = 0, zoneMinute = 0] =
    TIMESTAMP.exec(text)!;
  const date = Date.UTC(+(y1 ?? y2!), +(m1 ?? m2!) - 1, +(d1 ?? d2!), +hour, +minute, +second, +fraction.slice(0, 3).padEnd(3, "0"));
  return new Date(date - (sign === "-" ? -1 : 1) * (+zoneHour * 60 + +zoneMinute) * 60_000);
}

/** A number as js-yaml reads it: in base 2, 8, 10 or 16, .inf or .nan, signed; too large, it stays text. */
function number(text: string, integer: boolean): number | string {
  const unsigned = text.replace(/^[-+]/, "").toLowerCase();
  const value = unsigned === ".inf" ? Infinity : unsigned === ".nan" ? NaN : Number(unsigned);
  if (value === Infinity && unsigned !== ".inf") return text;
  // An integer -0 is 0.
  return !text.startsWith("-") ? value : integer ? -value || 0 : -value;
}

const type = (name: string, test: RegExp, resolve: (text: string) => unknown): ScalarTag => ({
  tag: `tag:yaml.org,2002:${name}`,
  default: true,
  test,
  resolve,
});

const NUMBER_TYPES: ScalarTag[] = [
  type("int", /^[-+]?(?:0b[01]+|0o[0-7]+|0x[0-9a-fA-F]+|[0-9]+)$/, (text) => number(text, true)),
  type(
    "float",
    /^(?:[-+]?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
    (text) => number(text, false),
  ),
];

const numberTag = /:(int|float)$/;

/** The build's schema; with `datesAsText`, a date stays the text written (2024-03-15), as Decap's date fields hold it. */
const schema = (datesAsText: boolean): DocumentOptions & SchemaOptions => ({
  schema: "core",
  merge: true,
  customTags: (tags) => [
    ...tags.filter((tag) => typeof tag === "string" || !numberTag.test(tag.tag)),
    ...NUMBER_TYPES,
    ...(datesAsText ? [] : [type("timestamp", TIMESTAMP, timestamp)]),
  ],
});

/**
 * A content file's YAML (a file, or an MDX file's front matter) as the build reads it; throws a YAMLError where it cannot
 * be read. The editing room reads it `datesAsText`: the same values, but a date is the text written, not a Date.
 */
export const readYaml = (text: string, { datesAsText = false } = {}): unknown => parse(text, schema(datesAsText));

/** A content file's YAML as the editing room reads it, as a document that says where each value stands: for its writer (cms/yaml-patch.ts). */
export const readYamlDocument = (text: string) => parseDocument(text, { ...schema(true), keepSourceTokens: true });

/** Why a text could not be read, and on which of its lines; undefined for an error that is not the YAML's. */
export function yamlProblem(error: unknown): { reason: string; line?: number } | undefined {
  if (!(error instanceof YAMLError)) return undefined;
  // The library's message adds " at line L, column C:" and the lines around.
  return { reason: error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, ""), line: error.linePos?.[0].line };
}
