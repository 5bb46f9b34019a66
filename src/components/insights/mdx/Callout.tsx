import { css, cx } from "@linaria/core";
import { useId, type ReactNode } from "react";
import { color, fontSize, radius, space } from "../../../theme/tokens";
import { Icon } from "../../ui/Icon";
import { nestedFlow } from "./flow";

type Tone = "insight" | "warning" | "action";

const box = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[4]};
  margin: ${space[6]} 0;
  padding: ${space[5]};
  border-left: 4px solid;
  border-radius: 0 ${radius.md} ${radius.md} 0;
`;

/** The icon beside the text, in its tone's accent colour (`accent` of tones). */
const mark = css`
  padding-top: 2px;
`;

/**
 * Each tone's icon and colours: `box`, the accent (the left border) and the
 * background, after the box's own rule so they win; `accent`, the icon's colour.
 */
const tones: Record<Tone, { icon: "lightbulb" | "triangle-alert" | "arrow-right"; box: string; accent: string }> = {
  insight: {
    icon: "lightbulb",
    box: css`
      border-color: ${color.navy};
      background: ${color.mist};
    `,
    accent: css`
      color: ${color.navy};
    `,
  },
  warning: {
    icon: "triangle-alert",
    box: css`
      border-color: ${color.danger};
      background: ${color.dangerBg};
    `,
    accent: css`
      color: ${color.danger};
    `,
  },
  action: {
    icon: "arrow-right",
    box: css`
      border-color: ${color.goldText};
      background: ${color.goldBg};
    `,
    accent: css`
      color: ${color.goldText};
    `,
  },
};

const heading = css`
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.md};
  font-weight: 700;
  color: ${color.ink};
`;

const flow = css`
  ${nestedFlow}
`;

/** A highlighted aside: a key idea, a pitfall, or a step to take now. */
export function Callout({ title, tone = "insight", children }: { title: string; tone?: Tone; children: ReactNode }) {
  const style = tones[tone] ?? tones.insight;
  const titleId = useId();
  return (
    <aside className={cx(box, style.box)} aria-labelledby={titleId}>
      <span className={cx(mark, style.accent)}>
        <Icon name={style.icon} size={22} />
      </span>
      <div>
        <p className={heading} id={titleId}>
          {title}
        </p>
        <div className={flow}>{children}</div>
      </div>
    </aside>
  );
}
