import { Component, type ChangeEvent } from "react";
import { dayOf } from "../../content-core/dates";
import { dateBounds } from "../../content-core/model/fields";

/**
 * The form's date field (cms/config.ts DATE_WIDGET): the browser's own date
 * input, labelled by Decap's label and usable by keyboard, which stores
 * exactly the "YYYY-MM-DD" the input reports.
 *
 * Decap's datetime widget does not: on every change it parses the input's
 * value with dayjs and writes it back formatted. While an editor types a year,
 * the input reports each digit as a whole year ("0002-03-15" after the "2" of
 * 2024); dayjs builds it with JavaScript's Date, which reads years 0 to 99 as
 * 1900 to 1999, so the field is given back "1902-03-15". A value the input did
 * not hold resets its typing, and the last digit, "4", becomes the year 0004:
 * 03/15/2024 was saved as 1904-03-15. Here the value goes back to the input as
 * it came, so the browser keeps its typing and the year ends as it was typed.
 * A class: Decap takes the control's ref to ask it whether it is valid, and
 * without one (a function component's) Publish stops with an error.
 */
interface Props {
  value?: unknown;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  field: { get(key: string): unknown };
}

export class DateControl extends Component<Props> {
  onInput = (event: ChangeEvent<HTMLInputElement>) => this.props.onChange(event.target.value);

  override render() {
    const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    // The calendar offers the days the content checks take; a day typed outside them is refused, in a sentence, on saving.
    const { min, max } = dateBounds({
      earliest: typeof field.get("earliest") === "string" ? (field.get("earliest") as string) : undefined,
      withinAYear: field.get("within_a_year") === true,
    });
    return (
      <input
        type="date"
        id={forID}
        className={classNameWrapper}
        value={dayOf(value)}
        min={min}
        max={max}
        onChange={this.onInput}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}

/** How the field's value shows in Decap's own previews: as written. */
export const DatePreview = ({ value }: { value?: unknown }) => <span>{dayOf(value)}</span>;
