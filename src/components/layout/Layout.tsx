import type { ReactNode } from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SkipLink } from "./SkipLink";

export const MAIN_ID = "main";

export function Layout({ children }: { children: ReactNode }) {
  const { ui } = useSiteConfig();
  return (
    <>
      <SkipLink label={ui.skipLink} target={MAIN_ID} />
      <Header />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
