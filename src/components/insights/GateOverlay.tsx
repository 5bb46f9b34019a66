import { css } from "@linaria/core";
import { graphql, Link } from "gatsby";
import { useState } from "react";
import { color, font, fontSize, mq, radius, shadow, space } from "../../theme/tokens";
import { buttonStyles } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { useDeferredModule } from "../../hooks/use-deferred-module";
import { replayEarlyTap } from "../../lib/early-taps";

export type GateTexts = Queries.GateTextsFragment;

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
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  background: ${color.white};
  box-shadow: ${shadow.raised};
  text-align: center;
  ${mq.mobile} {
    text-align: left;
  }
`;

const badge = css`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${space[4]};
  border-radius: 50%;
  background: ${color.navy};
  color: ${color.goldSoft};
`;

const title = css`
  margin: 0 0 ${space[3]};
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-weight: 600;
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
export function GateOverlay({ texts, onUnlock }: { texts: GateTexts; onUnlock: () => void }) {
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
