/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { Assent } from "../../../../src/components/ui/Assent";

describe("the line under a form", () => {
  it("puts the Terms and the Privacy Policy links where the sentence names them", () => {
    const { container } = render(
      <p>
        <Assent
          assent="By submitting, you agree to our {terms} and confirm you have read our {privacy}."
          termsLink={{ label: "Terms of Service", to: "/terms-of-service" }}
          privacyLink={{ label: "Privacy Policy", to: "/privacy-policy" }}
        />
      </p>,
    );
    expect(container.textContent).toBe("By submitting, you agree to our Terms of Service and confirm you have read our Privacy Policy.");
    expect(screen.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms-of-service");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
  });
});
