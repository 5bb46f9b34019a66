import { css } from "@linaria/core";
import type { ReactNode } from "react";
import { color, font, fontSize, space } from "../../../theme/tokens";
import { bareList, pill } from "../../ui/styles";
import { nestedFlow } from "./flow";

const list = css`
  position: relative;
  ${bareList}
  margin: ${space[6]} 0;
  counter-reset: phase;
`;

const phase = css`
  position: relative;
  margin: 0;
  padding: 0 0 ${space[5]} ${space[7]};
  counter-increment: phase;
  &::before {
    content: counter(phase);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${color.navy};
    color: ${color.goldSoft};
    font-family: ${font.display};
    font-weight: 600;
  }
  &:not(:last-of-type)::after {
    content: "";
    position: absolute;
    left: calc(1rem - 1px);
    top: 2.25rem;
    bottom: ${space[1]};
    width: 2px;
    background: ${color.line};
  }
`;

const heading = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[2]} ${space[3]};
  margin: 0 0 ${space[2]};
  padding-top: ${space[1]};
  font-size: ${fontSize.lg};
  font-weight: 700;
  color: ${color.ink};
`;

const duration = css`
  ${pill}
  font-weight: 600;
  letter-spacing: 0.02em;
`;

/** A numbered sequence of phases, e.g. an implementation plan. */
export function Timeline({ children }: { children: ReactNode }) {
  return <ol className={list}>{children}</ol>;
}

export function Phase({ title, duration: length, children }: { title: string; duration?: string; children: ReactNode }) {
  return (
    <li className={phase}>
      <h3 className={heading}>
        {title}
        {length ? <span className={duration}>{length}</span> : null}
      </h3>
      <div className={nestedFlow}>{children}</div>
    </li>
  );
}
