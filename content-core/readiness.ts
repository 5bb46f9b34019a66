/**
 * The AI-readiness self-check's scoring: one point per indicator passed, and the score bands an
 * article gives ("0-2", "3-4", "5"), which the content checks hold to cover every score once.
 */

/** A band's scores as written: "3-4" or "5"; null for anything else. */
export function scoreRange(written: string): { from: number; to: number } | null {
  const match = /^\s*(\d{1,2})\s*(?:[-–]\s*(\d{1,2})\s*)?$/.exec(written);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return from <= to ? { from, to } : null;
}

/** What is wrong with bands that should give each score from 0 to `questions` one row, or null. */
export function bandsProblem(bands: readonly string[], questions: number): string | null {
  let next = 0;
  for (const written of bands) {
    const range = scoreRange(written);
    if (!range) return `"${written}" is not a score or a range of scores`;
    if (range.from !== next) return range.from < next ? `score ${range.from} has two rows` : `score ${next} has no row`;
    next = range.to + 1;
  }
  return next === questions + 1 ? null : next <= questions ? `score ${next} has no row` : `a row goes past ${questions}`;
}

/** The index of the band a score falls in (-1 when none does, which the content checks prevent). */
export const bandIndex = (bands: readonly string[], score: number) =>
  bands.findIndex((written) => {
    const range = scoreRange(written);
    return range !== null && range.from <= score && score <= range.to;
  });
