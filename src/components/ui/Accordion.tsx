import { css, cx } from "@linaria/core";
import { useId, useState, type CSSProperties, type ReactNode } from "react";
import { replayEarlyTap } from "../../lib/early-taps";
import { color, motion, mq, radius, space } from "../../theme/tokens";
import { bareList, cardFrame } from "./styles";
import { Icon } from "./Icon";

/** A section's header beside its accordion on large screens (5 : 7), above it below that: Section's `inner`. */
export const beside = css`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: ${space[8]};
  align-items: start;
  ${mq.belowLarge} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

/* A list of white cards; each caller outlines the open one (`data-open="true"` on its <li>). */
const list = css`
  display: grid;
  gap: ${space[3]};
  ${bareList}
  > li {
    ${cardFrame}
    transition:
      border-color ${motion.base} ${motion.ease},
      box-shadow ${motion.base} ${motion.ease};
  }
  > li > h3 {
    margin: 0;
  }
`;

/* The full-width button: the caller's badge, its title, and a chevron when the open item can close. */
const trigger = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space[4]};
  align-items: center;
  width: 100%;
  padding: ${space[5]};
  border: 0;
  border-radius: ${radius.lg};
  background: none;
  font: inherit;
  text-align: left;
  color: ${color.ink};
  cursor: pointer;
  &[aria-expanded="true"]:not([data-collapsible]) {
    cursor: default;
  }
  &[data-collapsible] {
    grid-template-columns: auto 1fr auto;
  }
  > svg:last-child {
    transition: transform ${motion.fast};
  }
  &[aria-expanded="true"] > svg:last-child {
    transform: rotate(180deg);
  }
`;

/* The text starts under the title, past the badge (--badge wide); at the card's edge on phones. */
const panel = css`
  padding: 0 ${space[5]} ${space[5]} calc(${space[5]} + var(--badge) + ${space[4]});
  ${mq.mobile} {
    padding-left: ${space[5]};
  }
`;

interface Props {
  items: readonly { key: string; title: ReactNode; panel: ReactNode }[];
  /** Choosing the open item closes it; otherwise exactly one item is always open. */
  collapsible?: boolean;
  ordered?: boolean;
  /** The width of the badge each title starts with, in pixels. */
  badge: number;
  className?: string;
  panelClassName?: string;
}

/** One item open at a time, the first by default, each a heading's button and the region it opens. */
export function Accordion({ items, collapsible = false, ordered = false, badge, className, panelClassName }: Props) {
  const [open, setOpen] = useState<number | null>(0);
  const base = useId();
  const List = ordered ? "ol" : "ul";
  return (
    <List className={cx(list, className)} style={{ "--badge": `${badge}px` } as CSSProperties}>
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <li key={item.key} data-open={expanded}>
            <h3>
              <button
                id={`${base}-b${index}`}
                type="button"
                className={trigger}
                aria-expanded={expanded}
                aria-controls={`${base}-p${index}`}
                data-collapsible={collapsible || undefined}
                onClick={() => setOpen(collapsible && expanded ? null : index)}
                {...replayEarlyTap}
              >
                {item.title}
                {collapsible && <Icon name="chevron-down" size={20} />}
              </button>
            </h3>
            <section
              id={`${base}-p${index}`}
              aria-labelledby={`${base}-b${index}`}
              className={cx(panel, panelClassName)}
              hidden={!expanded}
            >
              {item.panel}
            </section>
          </li>
        );
      })}
    </List>
  );
}
