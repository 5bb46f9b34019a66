import { Component, type ComponentType } from "react";
import CMS from "./decap-app";

/**
 * The image field's thumbnail. Decap's image control asks for its picture once, when the field is drawn, and
 * again only when its value or its getAsset function changes: a picture still loading from the repository is
 * Decap's empty placeholder then, so the field kept an empty box while the preview, which asks on every change,
 * showed the picture. This control wraps Decap's, asks until the picture has loaded, then hands Decap's control a
 * new getAsset, so that it asks again and shows the picture. It asks for as long as the field is on screen: on a
 * busy machine Decap can take longer than any fixed patience to read a picture, and an empty box is never right.
 */

/** The path of the picture Decap gives while the real one loads (its emptyAsset). */
const LOADING = "empty.svg";
/** How often to ask, at first and at most: a picture that is slow to come is asked for less often. */
const FIRST_ASK_MS = 200;
const LAST_ASK_MS = 2_000;

type GetAsset = (path: string, field: unknown) => { path: string };
interface Props {
  value?: unknown;
  field: unknown;
  getAsset: GetAsset;
}

const decapImage = CMS.getWidget("image")!;
const DecapControl = decapImage.control as unknown as ComponentType<Props & { ref: (control: unknown) => void }>;

class PictureControl extends Component<Props, { loaded: number }> {
  override state = { loaded: 0 };
  private timer?: ReturnType<typeof setTimeout>;
  private inner: { isValid?: () => unknown; shouldComponentUpdate?: (next: Props) => boolean } | null = null;
  private getAsset: GetAsset = (path, field) => this.props.getAsset(path, field);

  /** Decap asks the control whether it is valid: Decap's own control answers. */
  isValid = () => this.inner?.isValid?.() ?? true;

  /**
   * Decap's form redraws a field only when its control says so (without an answer, only when its value
   * changes): Decap's own control answers, which also redraws when a picture was chosen in the media library,
   * so that it puts the picture in the field. A new state of this control's own redraws it.
   */
  override shouldComponentUpdate(next: Props, state?: { loaded: number }) {
    if (state && state !== this.state) return true;
    return this.inner?.shouldComponentUpdate?.({ ...next, getAsset: this.getAsset }) ?? true;
  }

  override componentDidMount() {
    this.waitForPicture(FIRST_ASK_MS);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.value !== this.props.value) this.waitForPicture(FIRST_ASK_MS);
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
  }

  private waitForPicture(wait: number) {
    clearTimeout(this.timer);
    const { value, field } = this.props;
    if (typeof value !== "string" || !value) return;
    if (this.props.getAsset(value, field).path !== LOADING) {
      this.getAsset = (path, asked) => this.props.getAsset(path, asked);
      this.setState(({ loaded }) => ({ loaded: loaded + 1 }));
    } else this.timer = setTimeout(() => this.waitForPicture(Math.min(wait * 2, LAST_ASK_MS)), wait);
  }

  override render() {
    return <DecapControl {...this.props} getAsset={this.getAsset} ref={(control) => (this.inner = control as typeof this.inner)} />;
  }
}

/** Decap's image widget, with this control; its preview and its options' schema stay Decap's (the registry takes a schema its types leave out). */
export function registerPictureWidget(): void {
  const register = CMS.registerWidget as (name: string, control: unknown, preview: unknown, schema: unknown) => void;
  register("image", PictureControl, decapImage.preview, (decapImage as { schema?: unknown }).schema);
}
