import { css } from "@linaria/core";
import { Link } from "gatsby";
import { useSiteConfig } from "../../hooks/use-site-config";
import { color, font } from "../../theme/tokens";
import { displayType } from "../ui/styles";

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  ${displayType("1.45rem")}
  letter-spacing: -0.01em;
  line-height: 1;
`;

const suffix = css`
  font-family: ${font.body};
  font-size: 0.72em;
  font-weight: 700;
  letter-spacing: 0.12em;
`;

/** The link home: the Everpeak mark (two ridges and a gold summit) with the wordmark as live text. */
export function Logo({ onDark = false, className }: { onDark?: boolean; className: string }) {
  const { product, company, ui } = useSiteConfig();
  const rest = company.startsWith(product) ? company.slice(product.length).trim() : "";
  return (
    <Link to="/" aria-label={ui.homeLinkLabel} className={className}>
      <span className={wrap} style={{ color: onDark ? color.white : color.ink }}>
        <svg width="34" height="30" viewBox="0 0 34 30" aria-hidden="true" focusable="false">
          <path d="M12 28 22 10.5 33 28Z" fill={color.steel} />
          <path d="M1 28 14 4l13 24Z" fill={onDark ? color.white : color.navy} />
          <path d="m14 4 3.6 6.6-1.9-.9-1.7 1.5-1.7-1.5-1.9.9Z" fill={color.gold} />
        </svg>
        <span>
          {rest ? product : company}
          {rest && (
            <span className={suffix} style={{ color: onDark ? color.goldSoft : color.goldText }}>
              {" "}
              {rest}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
