import { css } from "@linaria/core";
import { useId, type ReactNode } from "react";
import { color, fontSize, radius, space } from "../../../theme/tokens";
import { Icon } from "../../ui/Icon";
import { nestedFlow } from "./flow";

const box = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[4]};
  margin: ${space[6]} 0;
  padding: ${space[5]};
  border-left: 4px solid;
  border-radius: 0 ${radius.md} ${radius.md} 0;
`;

const mark = css`
  padding-top: 2px;
`;

/** Each tone's icon, and its accent (the left border and the icon) and background colours. */
const tones = {
  insight: { icon: "lightbulb", accent: color.navy, background: color.mist },
  warning: { icon: "triangle-alert", accent: color.danger, background: color.dangerBg },
  action: { icon: "arrow-right", accent: color.goldText, background: color.goldBg },
} as const;

const heading = css`
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.md};
  font-weight: 700;
  color: ${color.ink};
`;

/** A highlighted aside: a key idea, a pitfall, or a step to take now. */
export function Callout({ title, tone = "insight", children }: { title: string; tone?: keyof typeof tones; children: ReactNode }) {
  const style = tones[tone] ?? tones.insight;
  const titleId = useId();
  return (
    <aside className={box} style={{ borderColor: style.accent, background: style.background }} aria-labelledby={titleId}>
      <span className={mark} style={{ color: style.accent }}>
        <Icon name={style.icon} size={22} />
      </span>
      <div>
        <p className={heading} id={titleId}>
          {title}
        </p>
        <div className={nestedFlow}>{children}</div>
      </div>
    </aside>
  );
}
