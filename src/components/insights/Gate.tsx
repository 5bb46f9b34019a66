import { css } from "@linaria/core";
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { readUnlocked, UNLOCKED_ATTRIBUTE, writeUnlocked } from "../../lib/insights-gate";
import { revealFocused } from "../../lib/scroll";
import { color, fontSize, layout, radius, shadow, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { onHover } from "../ui/styles";
import { GateOverlay, type GateTexts } from "./GateOverlay";

interface Props {
  texts: GateTexts;
  children: ReactNode;
}

const region = css`
  position: relative;
`;

/** Locked: the content shows only as a blurred, inert teaser under the overlay. */
const lockedContent = css`
  max-height: 44rem;
  overflow: hidden;
  filter: blur(7px);
  opacity: 0.75;
  -webkit-user-select: none;
  user-select: none;
  pointer-events: none;
  -webkit-mask-image: linear-gradient(to bottom, black 55%, transparent);
  mask-image: linear-gradient(to bottom, black 55%, transparent);
`;

const LOCK_BUTTON_HEIGHT = "40px";

/** Always takes the button's height, so the button appearing on unlock moves nothing. */
const lockBar = css`
  display: flex;
  justify-content: flex-end;
  height: ${LOCK_BUTTON_HEIGHT};
  margin-bottom: ${space[4]};
`;

const lockButton = css`
  scroll-margin-top: calc(${layout.headerHeight} + ${space[4]});
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  height: ${LOCK_BUTTON_HEIGHT};
  padding: 0 ${space[4]};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill};
  background: ${color.white};
  box-shadow: ${shadow.card};
  font: inherit;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${color.navy};
  cursor: pointer;
  ${onHover(`border-color: ${color.navy};`)}
`;

/**
 * The premium-content gate (docs/product.md, Insights listing): locked on the server; a stored flag
 * unlocks it before the first paint (a head script's attribute, then a layout effect), without a jump.
 */
export function Gate({ texts, children }: Props) {
  const [unlocked, setUnlocked] = useState(false);
  const lockRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);

  useLayoutEffect(() => {
    if (readUnlocked()) setUnlocked(true);
  }, []);

  // After a correct password, focus moves to 'Lock Content' and the view moves only
  // as far as needed to show it below the sticky header (its scroll-margin).
  useLayoutEffect(() => {
    if (unlocked && restoreFocus.current) revealFocused(lockRef.current);
    restoreFocus.current = false;
  }, [unlocked]);

  const unlock = useCallback(() => {
    writeUnlocked(true);
    document.documentElement.setAttribute(UNLOCKED_ATTRIBUTE, "");
    restoreFocus.current = true;
    setUnlocked(true);
  }, []);

  const lock = useCallback(() => {
    writeUnlocked(false);
    document.documentElement.removeAttribute(UNLOCKED_ATTRIBUTE);
    setUnlocked(false);
  }, []);

  return (
    <div className={region} data-gate={unlocked ? "unlocked" : "locked"}>
      <div className={lockBar}>
        {unlocked ? (
          <button ref={lockRef} type="button" className={lockButton} onClick={lock}>
            <Icon name="lock" size={18} />
            {texts.lock}
          </button>
        ) : null}
      </div>
      <div data-gate-content="" className={unlocked ? undefined : lockedContent} {...(unlocked ? {} : { inert: "", "aria-hidden": true })}>
        {children}
      </div>
      {unlocked ? null : <GateOverlay texts={texts} onUnlock={unlock} />}
    </div>
  );
}
