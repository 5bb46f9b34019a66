/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ProcessAccordion } from "../../../../src/components/home/ProcessAccordion";
import { MobileMenu } from "../../../../src/components/layout/MobileMenu";
import { HeroVideo } from "../../../../src/components/media/HeroVideo";
import { Image } from "../../../../src/components/media/Image";
import { useNavigation } from "../../../../src/hooks/use-navigation";
import type { IGatsbyImageData } from "gatsby-plugin-image";

const steps = ["Assess", "Centralize", "Automate", "Optimize"].map((title) => ({
  title,
  summary: `${title} summary`,
  description: `${title} in detail`,
  duration: "2 weeks",
}));

function setMatchMedia(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe("ProcessAccordion", () => {
  const step = (name: string) => screen.getByRole("button", { name: new RegExp(name) });

  it("opens the first step by default and exactly one step at a time", () => {
    render(<ProcessAccordion eyebrow="How" title="Process" intro="Intro" steps={steps} />);
    expect(step("Assess")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Assess in detail")).toBeVisible();
    expect(screen.queryByText("Automate in detail")).not.toBeVisible();

    fireEvent.click(step("Automate"));
    expect(step("Automate")).toHaveAttribute("aria-expanded", "true");
    expect(step("Assess")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Automate in detail")).toBeVisible();
    expect(screen.queryByText("Assess in detail")).not.toBeVisible();
  });

  it("does nothing when the open step is clicked again", () => {
    render(<ProcessAccordion eyebrow="How" title="Process" intro="Intro" steps={steps} />);
    fireEvent.click(step("Centralize"));
    fireEvent.click(step("Centralize"));
    expect(step("Centralize")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Centralize in detail")).toBeVisible();
  });
});

function Menu() {
  return <MobileMenu navigation={useNavigation()} />;
}

describe("MobileMenu", () => {
  it("toggles, expands one section at a time and closes when a link is followed", async () => {
    render(<Menu />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const panel = document.getElementById("mobile-menu")!;
    expect(panel).not.toBeVisible();

    fireEvent.click(toggle);
    await waitFor(() => expect(panel).toBeVisible());
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    const solutions = within(panel).getByRole("button", { name: "Solutions" });
    const industries = within(panel).getByRole("button", { name: "Industries" });
    fireEvent.click(solutions);
    expect(solutions).toHaveAttribute("aria-expanded", "true");
    expect(within(panel).getByRole("link", { name: "Contract Compliance Automation" })).toBeVisible();

    fireEvent.click(industries);
    expect(industries).toHaveAttribute("aria-expanded", "true");
    expect(solutions).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(industries);
    expect(industries).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(within(panel).getByRole("link", { name: "Insights" }));
    expect(panel).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape", async () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await waitFor(() => expect(document.getElementById("mobile-menu")).toBeVisible());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(document.getElementById("mobile-menu")).not.toBeVisible();
  });
});

const video = {
  desktop: { mp4: "/media/d.mp4", webm: "/media/d.webm" },
  mobile: { mp4: "/media/m.mp4", webm: "/media/m.webm" },
  poster: "/media/p.webp",
  posterMobile: "/media/pm.webp",
};

/** Waits for the lazily loaded video player to render `selector`. */
function appears(container: HTMLElement, selector: string) {
  return waitFor(() => {
    const element = container.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`${selector} has not appeared`);
    return element;
  });
}

describe("HeroVideo", () => {
  beforeAll(() => {
    Object.defineProperty(HTMLMediaElement.prototype, "play", { configurable: true, value: () => Promise.resolve() });
    Object.defineProperty(HTMLMediaElement.prototype, "pause", { configurable: true, value: () => {} });
  });

  it("plays the desktop variant on a wide screen and falls back to the still when it fails", async () => {
    setMatchMedia(false);
    window.innerWidth = 1440;
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<HeroVideo video={video} />);
    const element = (await appears(container, "video")) as HTMLVideoElement;
    expect(element.querySelector("source[type='video/webm']")).toHaveAttribute("src", "/media/d.webm");
    expect(element).toHaveAttribute("loop");
    expect(element.muted).toBe(true);

    fireEvent.error(element.querySelector("source[type='video/mp4']")!);
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByTestId("video-still")).toHaveAttribute("src", "/media/p.webp");
    expect(container.firstElementChild).toHaveAttribute("data-video-state", "error");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Background video failed to load"));
    log.mockRestore();
  });

  it("uses the mobile variant at 768 px", async () => {
    setMatchMedia(false);
    window.innerWidth = 768;
    const { container } = render(<HeroVideo video={video} />);
    await waitFor(() => expect(container.querySelector("source[type='video/mp4']")).toHaveAttribute("src", "/media/m.mp4"));
  });

  it("downloads no video when reduced motion is preferred", async () => {
    setMatchMedia(true);
    window.innerWidth = 1440;
    const { container } = render(<HeroVideo video={video} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector("video")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("data-video-state", "still");
    expect(screen.getByTestId("video-still")).toBeInTheDocument();
  });

  it("downloads no video with Save-Data on or on a connection slower than 4G", async () => {
    setMatchMedia(false);
    window.innerWidth = 1440;
    for (const connection of [{ saveData: true, effectiveType: "4g" }, { effectiveType: "3g" }, { effectiveType: "slow-2g" }]) {
      Object.defineProperty(navigator, "connection", { configurable: true, value: connection });
      const { container, unmount } = render(<HeroVideo video={video} />);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect([connection, container.querySelector("video")]).toEqual([connection, null]);
      expect(container.firstElementChild).toHaveAttribute("data-video-state", "still");
      unmount();
    }
    Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: false, effectiveType: "4g" } });
    const { container } = render(<HeroVideo video={video} />);
    await appears(container, "video");
    Reflect.deleteProperty(navigator, "connection");
  });

  it("waits for the page's load event before loading the player", async () => {
    setMatchMedia(false);
    window.innerWidth = 1440;
    const state = jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const { container } = render(<HeroVideo video={video} />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(container.querySelector("video")).toBeNull();
    state.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await appears(container, "video");
    state.mockRestore();
  });

  it("shows nothing when the video fails and there is no still", async () => {
    setMatchMedia(false);
    window.innerWidth = 1440;
    jest.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<HeroVideo video={{ ...video, poster: null, posterMobile: null }} />);
    fireEvent.error(await appears(container, "source[type='video/mp4']"));
    expect(container.querySelector("video, img")).toBeNull();
  });

  it("has a pause control that pauses and resumes", async () => {
    setMatchMedia(false);
    window.innerWidth = 1440;
    const pause = jest.spyOn(HTMLMediaElement.prototype, "pause");
    render(<HeroVideo video={video} />);
    const button = await screen.findByRole("button", { name: "Pause background video" });
    Object.defineProperty(HTMLMediaElement.prototype, "paused", { configurable: true, get: () => false });
    await act(async () => fireEvent.click(button));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play background video" })).toBeInTheDocument();
  });
});

describe("Image", () => {
  const image: IGatsbyImageData = {
    layout: "constrained",
    width: 400,
    height: 300,
    images: {
      fallback: { src: "/static/card.jpg", srcSet: "/static/card.jpg 400w", sizes: "400px" },
      sources: [{ type: "image/avif", srcSet: "/static/card.avif 400w", sizes: "400px" }],
    },
  };

  it("offers modern formats first, with the size reserved", () => {
    const { container } = render(<Image image={image} alt="Chart" />);
    expect(container.querySelector("source")).toHaveAttribute("type", "image/avif");
    expect(container.querySelector("img")).toHaveAttribute("height", "300");
  });

  it("loads lazily by default, at once when eager, and first of all when it is the page's largest paint", () => {
    const img = (loading?: "eager" | "lazy" | "priority") =>
      render(<Image image={image} alt="Chart" loading={loading} />).container.querySelector("img")!;
    expect(img()).toHaveAttribute("loading", "lazy");
    expect(img()).not.toHaveAttribute("fetchpriority");
    expect(img("eager")).toHaveAttribute("loading", "eager");
    expect(img("eager")).not.toHaveAttribute("fetchpriority");
    expect(img("priority")).toHaveAttribute("loading", "eager");
    expect(img("priority")).toHaveAttribute("fetchpriority", "high");
  });

  it("shows 'Image failed to load' when the image fails", () => {
    const { container } = render(<Image image={image} alt="Chart" />);
    expect(container.firstElementChild).toHaveAttribute("data-image-state", "loading");
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
    expect(container.querySelector("img")).toHaveAttribute("width", "400");
    fireEvent.error(container.querySelector("img")!);
    expect(screen.getByText("Image failed to load")).toBeVisible();
    expect(screen.getByRole("img", { name: "Chart" })).toHaveAttribute("data-image-state", "failed");
  });

  it("marks the image loaded when it loads", () => {
    const { container } = render(<Image image={image} alt="Chart" />);
    fireEvent.load(container.querySelector("img")!);
    expect(container.firstElementChild).toHaveAttribute("data-image-state", "loaded");
  });

  it("starts over with another picture: a failed or missing one does not stick to the next (navigation, the editor's preview)", () => {
    const other = { ...image, images: { ...image.images, fallback: { src: "/static/other.jpg" } } };
    const { container, rerender } = render(<Image image={image} alt="Chart" />);
    fireEvent.error(container.querySelector("img")!);
    rerender(<Image image={other} alt="Chart" />);
    expect(container.firstElementChild).toHaveAttribute("data-image-state", "loading");
    expect(container.querySelector("img")).toHaveAttribute("src", "/static/other.jpg");

    rerender(<Image image={undefined} alt="Chart" />);
    expect(screen.getByText("Image failed to load")).toBeVisible();
    rerender(<Image image={image} alt="Chart" />);
    expect(container.firstElementChild).toHaveAttribute("data-image-state", "loading");
    fireEvent.load(container.querySelector("img")!);
    expect(container.firstElementChild).toHaveAttribute("data-image-state", "loaded");
  });
});
