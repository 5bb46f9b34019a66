import { css } from "@linaria/core";
import type { ReactNode } from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { color, radius, space, z } from "../../theme/tokens";
import { Footer } from "./Footer";
import { Header } from "./Header";

export const MAIN_ID = "main";

const skipLink = css`
  position: absolute;
  left: ${space[4]};
  top: ${space[3]};
  z-index: ${z.skipLink};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.sm};
  background: ${color.ink};
  color: ${color.white};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

export function Layout({ children }: { children: ReactNode }) {
  const { ui } = useSiteConfig();
  return (
    <>
      <a className={skipLink} href={`#${MAIN_ID}`}>
        {ui.skipLink}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
