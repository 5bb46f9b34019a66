import { css } from "@linaria/core";
import { useEffect, useId, useRef, useState } from "react";
import { useEarlyInput } from "../../../hooks/use-early-input";
import { useSiteConfig } from "../../../hooks/use-site-config";
import {
  BUFFER_CHOICES,
  bufferFraction,
  parseAmount,
  parseMonths,
  PAYBACK_HORIZON_MONTHS,
  roiResult,
  type AmountProblem,
  type RoiInputs,
  type RoiResult,
} from "../../../lib/roi";
import { toolRequestLink } from "../../../lib/tool-request";
import { color, fontSize, mq, space } from "../../../theme/tokens";
import { ButtonLink } from "../../ui/Button";
import { control, field } from "../../ui/form-styles";
import { fill, useToolTexts, type ToolTexts } from "./tool-texts";
import { frame, intro, note, reading, title as titleStyle } from "./tool-styles";

type Texts = ToolTexts["roiCalculator"];

/** The calculator as an article places it: the figures it opens with, written as the article writes them ("$150,000", "30%", "6"). */
interface Props {
  title: string;
  cost: string;
  savings: string;
  revenue: string;
  buffer: string;
  lag: string;
}

const AMOUNTS = ["cost", "savings", "revenue"] as const;
type Amount = (typeof AMOUNTS)[number];
type Typed = Record<Amount | "lag", string>;

const PROBLEM_TEXTS: Record<AmountProblem, keyof Texts["problems"]> = {
  empty: "empty",
  "not-a-number": "notANumber",
  negative: "negative",
  zero: "zero",
  "too-large": "tooLarge",
};

const fieldsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12.5rem, 1fr));
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  > div {
    grid-template-rows: 1fr auto;
    align-items: end;
  }
`;

/** An amount's input, with the currency's sign inside its left edge. */
const money = css`
  position: relative;
  display: block;
  > span {
    position: absolute;
    top: 50%;
    left: ${space[4]};
    transform: translateY(-50%);
    color: ${color.textMuted};
    pointer-events: none;
  }
  > input {
    padding-left: calc(${space[4]} + var(--sign, 1ch) + ${space[2]});
  }
`;

const invalid = css`
  &[aria-invalid="true"] {
    border-color: ${color.danger};
  }
`;

/** The results: figures never wrap, so a new result changes no row's height (a very long one scrolls sideways). */
const results = css`
  margin-top: ${space[5]};
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  tr {
    background: ${color.white};
  }
  caption {
    padding-bottom: ${space[2]};
    text-align: left;
    font-weight: 700;
    color: ${color.ink};
  }
  th,
  td {
    padding: ${space[3]};
    border-bottom: 1px solid ${color.line};
    text-align: left;
    vertical-align: bottom;
  }
  thead th {
    font-size: ${fontSize.sm};
    color: ${color.textMuted};
  }
  tbody th {
    font-weight: 600;
    color: ${color.ink};
  }
  td {
    white-space: nowrap;
    font-weight: 600;
  }
  ${mq.mobile} {
    th,
    td {
      padding: ${space[2]};
      font-size: ${fontSize.sm};
    }
  }
  /* A narrow phone: each measure's name above its two figures, which keep the columns' headings. */
  @media (max-width: 30rem) {
    table,
    thead,
    tbody,
    caption {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
    thead td {
      display: none;
    }
    tbody th {
      grid-column: 1 / -1;
      padding-bottom: 0;
      border-bottom: 0;
    }
    td {
      white-space: normal;
    }
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

/** The figures as the reader's locale writes them, in the content's currency. */
function formats(locale: string, currency: string) {
  const safe = (make: () => Intl.NumberFormat, fallback: () => Intl.NumberFormat) => {
    try {
      return make();
    } catch {
      return fallback();
    }
  };
  const money = safe(
    () => new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }),
    () => new Intl.NumberFormat("en", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  );
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const tenths = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    money: (value: number) => money.format(value),
    /** An amount as an input holds it: grouped digits without the sign. */
    amount: (value: number) => plain.format(value),
    percent: (value: number) => percent.format(value),
    months: (value: number) => tenths.format(value),
    sign: money.formatToParts(0).find((part) => part.type === "currency")?.value ?? "",
  };
}

/** The opening figure of `written` ("$150,000"), which the content check holds to be an amount. */
const openingAmount = (written: string) => {
  const read = parseAmount(written, "en-US");
  return "value" in read ? read.value : 0;
};

/** The figures and their result; or the first figure the calculator cannot use, and why, in the content's words. */
type Reading =
  | { inputs: RoiInputs; result: RoiResult; problem: null }
  | { inputs: null; result: null; problem: { field: Amount | "lag"; text: string } };

function readInputs(typed: Typed, buffer: string, locale: string, texts: Texts): Reading {
  const labels: Record<Amount, string> = { cost: texts.costLabel, savings: texts.savingsLabel, revenue: texts.revenueLabel };
  const values: Partial<Record<Amount, number>> = {};
  for (const name of AMOUNTS) {
    const read = parseAmount(typed[name], locale, name === "cost");
    if ("problem" in read)
      return {
        inputs: null,
        result: null,
        problem: { field: name, text: fill(texts.problems[PROBLEM_TEXTS[read.problem]], { field: labels[name] }) },
      };
    values[name] = read.value;
  }
  const lagMonths = parseMonths(typed.lag);
  if (lagMonths === null) return { inputs: null, result: null, problem: { field: "lag", text: texts.problems.lag } };
  const { cost = 0, savings = 0, revenue = 0 } = values;
  const inputs = { cost, savings, revenue, buffer: bufferFraction(buffer), lagMonths };
  return { inputs, result: roiResult(inputs), problem: null };
}

/**
 * The ROI calculator (issue 34): the article's definitions (src/lib/roi.ts) on the reader's own figures.
 * The server draws it with the article's example, so a reader without JavaScript sees that as a table.
 */
export default function RoiCalculator(props: Props) {
  const texts = useToolTexts("roiCalculator");
  const site = useSiteConfig();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // The content's language until mounted (the server's HTML), then the reader's.
  const [locale, setLocale] = useState(site.language);
  const format = formats(locale, texts.currency);
  const openingText = (written: string) => format.amount(openingAmount(written));
  const [typed, setTyped] = useState<Typed>(() => ({
    cost: openingText(props.cost),
    savings: openingText(props.savings),
    revenue: openingText(props.revenue),
    lag: props.lag,
  }));
  const [buffer, setBuffer] = useState(props.buffer);
  const touched = useRef(new Set<string>());

  useEarlyInput(form, (early) => {
    const changed = Object.entries(early).filter(([name, value]) => name in typed && value !== typed[name as keyof Typed]);
    for (const [name] of changed) touched.current.add(name);
    if (changed.length) setTyped((now) => ({ ...now, ...Object.fromEntries(changed) }));
    if (early.buffer && early.buffer !== buffer) setBuffer(early.buffer);
  });

  useEffect(() => {
    const reader = navigator.language || site.language;
    if (reader === locale) return;
    setLocale(reader);
    // The opening figures the reader has not touched are rewritten in their digits, which they are read in.
    const own = formats(reader, texts.currency);
    setTyped((now) => {
      const next = { ...now };
      for (const name of AMOUNTS) if (!touched.current.has(name)) next[name] = own.amount(openingAmount(props[name]));
      return next;
    });
    // Once, when mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { inputs, result, problem } = readInputs(typed, buffer, locale, texts);
  const lag = parseMonths(typed.lag);
  const readingId = `${id}-reading`;
  const signId = `${id}-sign`;
  const dash = "–";

  const payback = (months: number | null, template: string) =>
    months === null || months > PAYBACK_HORIZON_MONTHS ? texts.notWithinHorizon : fill(template, { months: format.months(months) });

  let sentence: string;
  let summary = "";
  if (problem) sentence = problem.text;
  else if (result.paybackMonths === null || result.lagPaybackMonths === null) sentence = texts.noPayback;
  else if (result.lagPaybackMonths > PAYBACK_HORIZON_MONTHS) sentence = texts.slowPayback;
  else {
    const month = Math.max(1, Math.ceil(result.lagPaybackMonths));
    sentence = fill(texts.reading, { month });
    summary = fill(texts.summary, {
      cost: format.money(inputs.cost),
      savings: format.money(inputs.savings),
      revenue: format.money(inputs.revenue),
      roi: format.percent(result.roi),
      payback: payback(result.paybackMonths, texts.months),
      buffer: format.percent(inputs.buffer),
      lag: inputs.lagMonths,
      month,
    });
  }

  const amountField = (name: Amount, label: string) => (
    <div className={field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <span className={money} style={{ ["--sign" as string]: `${format.sign.length}ch` }}>
        {/* A pasted "$1,200,000" brings its own sign. */}
        <span id={`${signId}-${name}`} style={typed[name].includes(format.sign) ? { visibility: "hidden" } : undefined}>
          {format.sign}
        </span>
        <input
          id={`${id}-${name}`}
          name={name}
          className={`${control} ${invalid}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={typed[name]}
          aria-invalid={problem?.field === name}
          aria-describedby={problem?.field === name ? `${signId}-${name} ${readingId}` : `${signId}-${name}`}
          onChange={(event) => {
            touched.current.add(name);
            setTyped({ ...typed, [name]: event.target.value });
          }}
        />
      </span>
    </div>
  );

  const cell = (value: string | null) => <td>{value ?? dash}</td>;

  return (
    <form
      ref={form}
      className={frame}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => event.preventDefault()}
      data-tool="roi-calculator"
    >
      <h3 className={titleStyle} id={`${id}-title`}>
        {props.title}
      </h3>
      <p className={intro}>{texts.intro}</p>
      <fieldset className={fieldsGrid}>
        {amountField("cost", texts.costLabel)}
        {amountField("savings", texts.savingsLabel)}
        {amountField("revenue", texts.revenueLabel)}
        <div className={field}>
          <label htmlFor={`${id}-buffer`}>{texts.bufferLabel}</label>
          <select id={`${id}-buffer`} name="buffer" className={control} value={buffer} onChange={(event) => setBuffer(event.target.value)}>
            {BUFFER_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {format.percent(bufferFraction(choice))}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-lag`}>{texts.lagLabel}</label>
          <input
            id={`${id}-lag`}
            name="lag"
            className={`${control} ${invalid}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={typed.lag}
            aria-invalid={problem?.field === "lag"}
            aria-describedby={problem?.field === "lag" ? readingId : undefined}
            onChange={(event) => {
              touched.current.add("lag");
              setTyped({ ...typed, lag: event.target.value });
            }}
          />
        </div>
      </fieldset>
      <div className={results}>
        <table>
          <caption>{texts.resultsCaption}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{texts.runRateHeading}</th>
              <th scope="col">{fill(texts.adjustedHeading, { buffer: format.percent(bufferFraction(buffer)), lag: lag ?? dash })}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{texts.costRow}</th>
              {cell(inputs && format.money(inputs.cost))}
              {cell(result && format.money(result.bufferedCost))}
            </tr>
            <tr>
              <th scope="row">{texts.benefitRow}</th>
              {cell(result && format.money(result.annualBenefit))}
              {cell(result && format.money(result.firstYearBenefit))}
            </tr>
            <tr>
              <th scope="row">{texts.roiRow}</th>
              {cell(result && format.percent(result.roi))}
              {cell(result && format.percent(result.firstYearRoi))}
            </tr>
            <tr>
              <th scope="row">{texts.paybackRow}</th>
              {cell(result && payback(result.paybackMonths, texts.months))}
              {cell(result && payback(result.lagPaybackMonths, texts.afterGoLive))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className={reading} id={readingId} aria-live="polite" data-problem={problem ? "" : undefined}>
        {sentence}
      </p>
      <div className={actions}>
        <ButtonLink to={toolRequestLink("roi-calculator", summary)}>{texts.button}</ButtonLink>
      </div>
      <noscript>
        <p className={note}>{texts.noScript}</p>
      </noscript>
    </form>
  );
}
