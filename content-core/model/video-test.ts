// content/video-test.yaml: the /video-test page.
import { object, text } from "./fields";

export const videoTestPage = object("VideoTestPage", {
  title: text({ max: 60 }),
  intro: text({ max: 320 }),
  heroLabel: text({ max: 60 }),
  aboutLabel: text({ max: 60 }),
  filesLabel: text({ max: 40 }),
  stillLabel: text({ max: 40 }),
  settings: text({ max: 160, pattern: [/\{rate\}[\s\S]*\{opacity\}/, "it must contain {rate} and then {opacity}"] }),
});
