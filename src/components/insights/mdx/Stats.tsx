import { css } from "@linaria/core";
import type { ReactNode } from "react";
import { color, fontSize, mq, radius, space } from "../../../theme/tokens";
import { bareList, displayType } from "../../ui/styles";

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${space[4]};
  ${bareList}
  margin: ${space[6]} 0;
  ${mq.mobile} {
    grid-template-columns: 1fr 1fr;
  }
`;

const item = css`
  margin: 0;
  padding: ${space[5]} ${space[4]};
  border-radius: ${radius.md};
  background: ${color.navy};
  color: ${color.textOnDarkMuted};
  font-size: ${fontSize.sm};
  line-height: 1.45;
  /* The class twice, to beat the prose's strong rule (MdxBody) whichever stylesheet comes first. */
  && strong {
    display: block;
    margin-bottom: ${space[1]};
    ${displayType("clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)")}
    line-height: 1.1;
    color: ${color.goldSoft};
  }
`;

/** A row of headline figures. */
export function Stats({ children }: { children: ReactNode }) {
  return <ul className={grid}>{children}</ul>;
}

export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <li className={item}>
      <strong>{value}</strong>
      {label}
    </li>
  );
}
