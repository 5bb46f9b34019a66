import { css, cx } from "@linaria/core";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { canSubmitPassword, isCorrectPassword } from "../../lib/insights-gate";
import { revealFocused } from "../../lib/scroll";
import { color, layout, radius, space } from "../../theme/tokens";
import { buttonStyles } from "../ui/Button";
import { Field } from "../ui/Form";
import { Icon } from "../ui/Icon";
import { onHover } from "../ui/styles";

const form = css`
  display: grid;
  /* minmax(0, 1fr): the field's intrinsic width must not push the form out of a 320 px card. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[3]};
  scroll-margin: calc(${layout.headerHeight} + ${space[4]}) 0 ${space[5]};
  text-align: left;
`;

const inputRow = css`
  display: flex;
  border: 1.5px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.white};
  &:focus-within {
    border-color: ${color.navy};
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    min-height: 48px;
    padding: 0 ${space[4]};
    border: 0;
    border-radius: ${radius.md};
    background: transparent;
    font: inherit;
    color: ${color.text};
    outline: none;
  }
`;

const invalidRow = css`
  border-color: ${color.danger};
`;

const toggle = css`
  display: grid;
  place-items: center;
  width: 48px;
  border: 0;
  border-left: 1px solid ${color.line};
  background: none;
  color: ${color.textMuted};
  cursor: pointer;
  ${onHover(`color: ${color.navy};`)}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** Password, show/hide toggle, submit (disabled while blank) and the inline error. */
export function PasswordForm({ texts, onUnlock }: { texts: Queries.GateTextsFragment; onUnlock: () => void }) {
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [wrong, setWrong] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const formRef = useRef<HTMLFormElement>(null);
  // The field takes focus; the page scrolls only if the grown card no longer fits, and then gently.
  useEffect(() => revealFocused(input.current, formRef.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitPassword(password) || checking) return;
    setChecking(true);
    const correct = await isCorrectPassword(password).catch((error: Error) => {
      // Web Crypto exists only in secure contexts (https, localhost).
      console.error(`The password could not be checked: ${error.message}`);
      return false;
    });
    setChecking(false);
    if (correct) {
      onUnlock();
      return;
    }
    setWrong(true);
    input.current?.select();
  }

  return (
    <form ref={formRef} className={form} onSubmit={submit} noValidate>
      <Field id="gate-password" label={texts.passwordLabel} error={wrong ? texts.wrongPassword : undefined}>
        <div className={cx(inputRow, wrong && invalidRow)}>
          <input
            ref={input}
            id="gate-password"
            name="password"
            type={visible ? "text" : "password"}
            autoComplete="current-password"
            spellCheck={false}
            value={password}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? "gate-password-error" : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setWrong(false);
            }}
          />
          <button
            type="button"
            className={toggle}
            aria-label={visible ? texts.hidePassword : texts.showPassword}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon name={visible ? "eye-off" : "eye"} size={20} />
          </button>
        </div>
      </Field>
      <button type="submit" className={buttonStyles("primary")} disabled={!canSubmitPassword(password) || checking}>
        {checking ? texts.checking : texts.submit}
      </button>
    </form>
  );
}
