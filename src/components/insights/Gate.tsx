import { css } from "@linaria/core";
import { graphql, Link } from "gatsby";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useDeferredModule } from "../../hooks/use-deferred-module";
import { replayEarlyTap } from "../../lib/early-taps";
import { readUnlocked, UNLOCKED_ATTRIBUTE, writeUnlocked } from "../../lib/insights-gate";
import { revealFocused } from "../../lib/scroll";
import { color, fontSize, layout, mq, radius, shadow, space } from "../../theme/tokens";
import { buttonStyles } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { cardFrame, displayType, iconBadge, onHover } from "../ui/styles";

export type GateTexts = Queries.GateTextsFragment;

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

const overlay = css`
  position: absolute;
  inset: 56px 0 0;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: clamp(${space[5]}, 6vw, ${space[8]}) ${space[4]} 0;
`;

const card = css`
  width: 100%;
  max-width: 32rem;
  padding: clamp(${space[5]}, 4vw, ${space[7]});
  ${cardFrame}
  box-shadow: ${shadow.raised};
  text-align: center;
  ${mq.mobile} {
    text-align: left;
  }
`;

const badge = css`
  ${iconBadge(56, "round")}
  display: inline-grid;
  margin-bottom: ${space[4]};
  background: ${color.navy};
  color: ${color.goldSoft};
`;

const title = css`
  margin: 0 0 ${space[3]};
  ${displayType(fontSize.h3)}
  color: ${color.ink};
`;

const description = css`
  margin: 0 0 ${space[5]};
  color: ${color.textMuted};
  line-height: 1.6;
`;

const note = css`
  margin: ${space[5]} 0 0;
  padding-top: ${space[4]};
  border-top: 1px solid ${color.line};
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  a {
    font-weight: 600;
  }
`;

/* Only a visitor who asks for it needs the form and the password check: loaded when idle or on first intent. */
const loadForm = () => import("./PasswordForm");

/** The locked state's card: what is behind the gate, then the password form on request. */
function GateOverlay({ texts, onUnlock }: { texts: GateTexts; onUnlock: () => void }) {
  const [formOpen, setFormOpen] = useState(false);
  const [form, requestForm] = useDeferredModule(loadForm);
  return (
    <div className={overlay} data-gate-overlay="">
      <section className={card} aria-labelledby="gate-title">
        <span className={badge}>
          <Icon name="lock" size={26} />
        </span>
        <h2 id="gate-title" className={title}>
          {texts.title}
        </h2>
        <p className={description}>{texts.description}</p>
        {formOpen && form ? (
          <form.PasswordForm texts={texts} onUnlock={onUnlock} />
        ) : (
          <button
            type="button"
            className={buttonStyles("secondary")}
            aria-busy={formOpen || undefined}
            onPointerEnter={requestForm}
            onFocus={requestForm}
            onClick={() => {
              requestForm();
              setFormOpen(true);
            }}
            {...replayEarlyTap}
          >
            <Icon name="lock-open" size={18} />
            {texts.open}
          </button>
        )}
        <p className={note}>
          {texts.noPassword} <Link to={texts.requestAccess.to}>{texts.requestAccess.label}</Link>
        </p>
      </section>
    </div>
  );
}

/**
 * The premium-content gate (docs/product.md, Insights listing): locked on the server; a stored flag
 * unlocks it before the first paint (a head script's attribute, then a layout effect), without a jump.
 */
export function Gate({ texts, children }: { texts: GateTexts; children: ReactNode }) {
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

  const setLock = (open: boolean) => {
    writeUnlocked(open);
    document.documentElement.toggleAttribute(UNLOCKED_ATTRIBUTE, open);
    restoreFocus.current = open;
    setUnlocked(open);
  };

  return (
    <div className={region} data-gate={unlocked ? "unlocked" : "locked"}>
      <div className={lockBar}>
        {unlocked ? (
          <button ref={lockRef} type="button" className={lockButton} onClick={() => setLock(false)}>
            <Icon name="lock" size={18} />
            {texts.lock}
          </button>
        ) : null}
      </div>
      <div data-gate-content="" className={unlocked ? undefined : lockedContent} {...(unlocked ? {} : { inert: "", "aria-hidden": true })}>
        {children}
      </div>
      {unlocked ? null : <GateOverlay texts={texts} onUnlock={() => setLock(true)} />}
    </div>
  );
}

export const query = graphql`
  fragment GateTexts on GateTexts {
    title
    description
    open
    passwordLabel
    showPassword
    hidePassword
    submit
    checking
    wrongPassword
    lock
    noPassword
    requestAccess {
      label
      to
    }
  }
`;
