import { Component, type ChangeEvent } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { dayOf } from "../../content-core/dates";
import { dateBounds } from "../../content-core/model/fields";

/**
 * The form's date field (cms/form-fields.ts DATE_WIDGET): the browser's date input, storing exactly the
 * "YYYY-MM-DD" it reports. Decap's datetime widget re-parses each keystroke with dayjs, which reads the
 * year "0002" typed on the way to 2024 as 1902, so 03/15/2024 was saved as 1904-03-15. A class: Decap
 * asks the control's ref whether it is valid, and without one Publish stops with an error.
 */
type Props = CmsWidgetControlProps<unknown> & { setActiveStyle: () => void; setInactiveStyle: () => void };

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
