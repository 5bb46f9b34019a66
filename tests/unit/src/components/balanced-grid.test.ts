import { itemsPerRow } from "../../../../src/components/ui/styles";

/** The rows a flex-wrap list of `count` items makes with `perRow` to a row. */
function rows(count: number, perRow: number): number[] {
  const result: number[] = [];
  for (let left = count; left > 0; left -= perRow) result.push(Math.min(perRow, left));
  return result;
}

describe("balanced card grids", () => {
  for (const most of [2, 3, 4]) {
    for (let count = 2; count <= 8; count++) {
      it(`${count} cards, at most ${most} a row: rows differ by at most one card`, () => {
        const perRow = itemsPerRow(count, most);
        expect(perRow).toBeLessThanOrEqual(most);
        const laidOut = rows(count, perRow);
        expect(Math.max(...laidOut) - Math.min(...laidOut)).toBeLessThanOrEqual(1);
        // Balance costs at most one row more than the limit needs.
        expect(laidOut.length).toBeLessThanOrEqual(Math.ceil(count / most) + 1);
      });
    }
  }

  it("lays out the counts the site has as designed", () => {
    expect([2, 3, 4, 5, 6, 7, 8].map((count) => rows(count, itemsPerRow(count, 4)).join(" + "))).toEqual([
      "2",
      "3",
      "4",
      "3 + 2",
      "3 + 3",
      "4 + 3",
      "4 + 4",
    ]);
    expect([5, 6, 7].map((count) => rows(count, itemsPerRow(count, 3)).join(" + "))).toEqual(["3 + 2", "3 + 3", "2 + 2 + 2 + 1"]);
  });
});
