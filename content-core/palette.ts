/**
 * The brand palette: the site's colours (src/theme/tokens.ts names their uses) and the articles' artwork's.
 * Its own module, apart from the colour schemes' arithmetic, so the tokens every page loads bring no more.
 */
export const palette = {
  ink: "#0A1628",
  navy: "#10264A",
  navyLight: "#1C3B6B",
  steel: "#5B7BA6",
  gold: "#C9962B",
  goldSoft: "#E8C77A",
  goldText: "#8A6414",
  goldBg: "#FBF4E4",
  snow: "#F6F7F9",
  mist: "#EAEEF4",
  line: "#D8DEE8",
  white: "#FFFFFF",
  text: "#1B2433",
  textMuted: "#4A5568",
  textOnDark: "#F3F5F9",
  textOnDarkMuted: "#B8C4D6",
  focus: "#F0B429",
  placeholder: "#6B7686",
  success: "#1E7A4C",
  successBg: "#E7F5EE",
  successText: "#14532D",
  danger: "#B42318",
  dangerBg: "#FDECEA",
  dangerText: "#7A1A12",
} as const;
