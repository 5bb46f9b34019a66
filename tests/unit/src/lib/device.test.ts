import { isMobileDevice } from "../../../../src/lib/device";

const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

describe("mobile detection (SPEC: 768 px or less, or a mobile user agent)", () => {
  it("treats 768 px as mobile and 769 px as desktop", () => {
    expect(isMobileDevice(768, DESKTOP_UA)).toBe(true);
    expect(isMobileDevice(769, DESKTOP_UA)).toBe(false);
  });

  it("treats a phone as mobile whatever its width", () => {
    expect(isMobileDevice(1024, IPHONE_UA)).toBe(true);
    expect(isMobileDevice(1024, DESKTOP_UA)).toBe(false);
  });
});
