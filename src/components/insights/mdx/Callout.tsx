import { css } from "@emotion/react";
import { useId, type ReactNode } from "react";
import { color, fontSize, radius, space } from "../../../theme/tokens";
import { Icon } from "../../ui/Icon";
import { nestedFlow } from "./flow";

type Tone = "insight" | "warning" | "action";

const tones: Record<Tone, { icon: "lightbulb" | "triangle-alert" | "arrow-right"; accent: string; background: string }> = {
  insight: { icon: "lightbulb", accent: color.navy, background: color.mist },
  warning: { icon: "triangle-alert", accent: color.danger, background: color.dangerBg },
  action: { icon: "arrow-right", accent: color.goldText, background: color.goldBg },
};

const box = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[4]};
  margin: ${space[6]} 0;
  padding: ${space[5]};
  border-left: 4px solid;
  border-radius: 0 ${radius.md} ${radius.md} 0;
`;

const heading = css`
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.md};
  font-weight: 700;
  color: ${color.ink};
`;

/** A highlighted aside: a key idea, a pitfall, or a step to take now. */
export function Callout({ title, tone = "insight", children }: { title: string; tone?: Tone; children: ReactNode }) {
  const style = tones[tone] ?? tones.insight;
  const titleId = useId();
  return (
    <aside css={[box, { borderColor: style.accent, background: style.background }]} aria-labelledby={titleId}>
      <span css={{ color: style.accent, paddingTop: "2px" }}>
        <Icon name={style.icon} size={22} />
      </span>
      <div>
        <p css={heading} id={titleId}>
          {title}
        </p>
        <div css={nestedFlow}>{children}</div>
      </div>
    </aside>
  );
}
