import { bandIndex, bandsProblem, scoreRange } from "../../../content-core/readiness";

describe("the self-check's score bands", () => {
  it("reads a score or a range of scores as written", () => {
    expect(scoreRange("0-2")).toEqual({ from: 0, to: 2 });
    expect(scoreRange(" 5 ")).toEqual({ from: 5, to: 5 });
    expect(scoreRange("3–4")).toEqual({ from: 3, to: 4 });
    expect(scoreRange("4-3")).toBeNull();
    expect(scoreRange("three")).toBeNull();
  });

  it("holds the bands to every score from 0 to the number of questions, once and in order", () => {
    expect(bandsProblem(["0-2", "3-4", "5"], 5)).toBeNull();
    expect(bandsProblem(["0-2", "4", "5"], 5)).toBe("score 3 has no row");
    expect(bandsProblem(["0-2", "2-4", "5"], 5)).toBe("score 2 has two rows");
    expect(bandsProblem(["0-2", "3-4"], 5)).toBe("score 5 has no row");
    expect(bandsProblem(["0-2", "3-6"], 5)).toBe("a row goes past 5");
    expect(bandsProblem(["1-5"], 5)).toBe("score 0 has no row");
    expect(bandsProblem(["low", "3-5"], 5)).toBe('"low" is not a score or a range of scores');
  });

  it("finds the band a score falls in", () => {
    const bands = ["0-2", "3-4", "5"];
    expect([0, 1, 2, 3, 4, 5].map((score) => bandIndex(bands, score))).toEqual([0, 0, 0, 1, 1, 2]);
  });
});
