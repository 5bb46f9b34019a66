import { useContext, useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useEarlyInput } from "../../../hooks/use-early-input";
import { useSiteConfig } from "../../../hooks/use-site-config";
import { BUFFER_CHOICES, bufferFraction, parseMonths, PAYBACK_HORIZON_MONTHS, usableLocale } from "../../../../content-core/roi";
import { toolRequestLink } from "../../../lib/tool-request";
import { ButtonLink } from "../../ui/Button";
import { control, Field } from "../../ui/Form";
import { AMOUNTS, formats, openingText, readInputs, type Amount, type Typed } from "./roi-reading";
import { fill, ToolArticleContext, useToolTexts } from "./tool-texts";
import { actions, fieldsGrid, frame, intro, money, note, reading, results, title as titleStyle } from "./tool-styles";

/** The calculator as an article places it: the figures it opens with, written as the article writes them ("$150,000", "30%", "6"). */
interface Props {
  title: string;
  cost: string;
  savings: string;
  revenue: string;
  buffer: string;
  lag: string;
}

/**
 * The ROI calculator: the article's definitions (content-core/roi.ts) on the reader's own figures.
 * The server draws it with the article's example, so a reader without JavaScript sees that as a table.
 */
export default function RoiCalculator(props: Props) {
  const texts = useToolTexts("roiCalculator");
  const article = useContext(ToolArticleContext);
  const site = useSiteConfig();
  const id = useId();
  const root = useRef<HTMLElement>(null);
  // The content's language until mounted (the server's HTML), then the reader's.
  const [locale, setLocale] = useState(site.language);
  const format = formats(locale, texts.currency);
  const [typed, setTyped] = useState<Typed>(() => ({
    cost: openingText(props.cost, format),
    savings: openingText(props.savings, format),
    revenue: openingText(props.revenue, format),
    lag: props.lag,
  }));
  // A buffer the list does not offer (only in the editing room's preview, before the editor picks one) starts at the list's first.
  const [buffer, setBuffer] = useState<string>(
    (BUFFER_CHOICES as readonly string[]).includes(props.buffer) ? props.buffer : BUFFER_CHOICES[0],
  );
  const touched = useRef(new Set<string>());

  useEarlyInput(root, (early) => {
    const changed = Object.entries(early).filter(([name, value]) => name in typed && value !== typed[name as keyof Typed]);
    for (const [name] of changed) touched.current.add(name);
    if (changed.length) setTyped((now) => ({ ...now, ...Object.fromEntries(changed) }));
    if (early.buffer && early.buffer !== buffer) setBuffer(early.buffer);
  });

  useEffect(() => {
    const reader = usableLocale(navigator.language, site.language);
    if (reader === locale) return;
    setLocale(reader);
    // The opening figures the reader has not touched are rewritten in their digits, which they are read in.
    const own = formats(reader, texts.currency);
    setTyped((now) => {
      const next = { ...now };
      for (const name of AMOUNTS) if (!touched.current.has(name)) next[name] = openingText(props[name], own);
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
  if (problem) sentence = problem.text;
  else if (result.paybackMonths === null || result.lagPaybackMonths === null) sentence = texts.noPayback;
  else if (result.lagPaybackMonths > PAYBACK_HORIZON_MONTHS) sentence = texts.slowPayback;
  else sentence = fill(texts.reading, { month: Math.max(1, Math.ceil(result.lagPaybackMonths)) });
  // The link carries the figures the reader uses; the contact page words the estimate (src/lib/tool-request.ts).
  const link = toolRequestLink({ tool: "roi-calculator", article, inputs });

  // A figure's field, which the reading describes when it is the one the calculator cannot use.
  const textInput = (name: keyof Typed, sign?: string) => ({
    id: `${id}-${name}`,
    name,
    className: control,
    type: "text",
    autoComplete: "off",
    spellCheck: false,
    value: typed[name],
    "aria-invalid": problem?.field === name,
    "aria-describedby": [sign, problem?.field === name && readingId].filter(Boolean).join(" ") || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      touched.current.add(name);
      setTyped({ ...typed, [name]: event.target.value });
    },
  });

  const amountField = (name: Amount) => (
    <Field key={name} id={`${id}-${name}`} label={texts[`${name}Label`]}>
      <span className={money} style={{ ["--sign" as string]: `${format.sign.length}ch` }}>
        {/* A pasted "$1,200,000" brings its own sign. */}
        <span id={`${signId}-${name}`} style={typed[name].includes(format.sign) ? { visibility: "hidden" } : undefined}>
          {format.sign}
        </span>
        <input {...textInput(name, `${signId}-${name}`)} inputMode="decimal" />
      </span>
    </Field>
  );

  const cell = (value: string | null) => <td>{value ?? dash}</td>;

  return (
    <section ref={root} className={frame} aria-labelledby={`${id}-title`} data-tool="roi-calculator">
      <h3 className={titleStyle} id={`${id}-title`}>
        {props.title}
      </h3>
      <p className={intro}>{texts.intro}</p>
      <div className={fieldsGrid}>
        {AMOUNTS.map(amountField)}
        <Field id={`${id}-buffer`} label={texts.bufferLabel}>
          <select id={`${id}-buffer`} name="buffer" className={control} value={buffer} onChange={(event) => setBuffer(event.target.value)}>
            {BUFFER_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {format.percent(bufferFraction(choice))}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-lag`} label={texts.lagLabel}>
          <input {...textInput("lag")} inputMode="numeric" />
        </Field>
      </div>
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
        <ButtonLink to={link}>{texts.button}</ButtonLink>
      </div>
      <noscript>
        <p className={note}>{texts.noScript}</p>
      </noscript>
    </section>
  );
}
