import { graphqlProblem, pct, slope, troughs } from "../src/load";

describe("pct (nearest rank)", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it("answers the value at the rank of p percent", () => {
    expect(pct(hundred, 50)).toBe(50);
    expect(pct(hundred, 95)).toBe(95);
    expect(pct(hundred, 99)).toBe(99);
    expect(pct(hundred, 100)).toBe(100);
  });

  it("takes the next rank up between ranks, and stays within the values", () => {
    expect(pct([10, 20, 30], 50)).toBe(20);
    expect(pct([10, 20, 30], 95)).toBe(30);
    expect(pct([10, 20, 30], 0)).toBe(10);
    expect(pct([7], 99)).toBe(7);
  });

  it("is NaN for no values", () => {
    expect(pct([], 95)).toBeNaN();
  });
});

describe("slope (least squares)", () => {
  it("is the rate of a straight line", () => {
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 100 + 2.5 * x })))).toBeCloseTo(2.5);
  });

  it("is about zero for a flat series that saws up and down (memory between collections)", () => {
    const saw = Array.from({ length: 60 }, (_, i) => ({ x: i, y: 300 + (i % 6) * 10 }));
    expect(Math.abs(slope(saw))).toBeLessThan(0.1);
  });

  it("sees a steady rise under the saw", () => {
    const leak = Array.from({ length: 60 }, (_, i) => ({ x: i, y: 300 + (i % 6) * 10 + 0.5 * i }));
    expect(slope(leak)).toBeGreaterThan(0.4);
  });

  it("is NaN with fewer than two points or no spread in x", () => {
    expect(slope([{ x: 1, y: 1 }])).toBeNaN();
    expect(
      slope([
        { x: 1, y: 1 },
        { x: 1, y: 5 },
      ]),
    ).toBeNaN();
  });
});

describe("troughs", () => {
  it("takes the lowest point of each window, at the window's middle", () => {
    const points = [0, 1, 2, 3, 4, 5].map((x) => ({ x, y: [5, 3, 4, 9, 2, 7][x]! }));
    expect(troughs(points, 2)).toEqual([
      { x: 1, y: 3 },
      { x: 3, y: 4 },
      { x: 5, y: 2 },
    ]);
  });

  it("leaves out points that are not numbers (a process gone)", () => {
    expect(
      troughs(
        [
          { x: 0, y: NaN },
          { x: 1, y: 4 },
        ],
        10,
      ),
    ).toEqual([{ x: 6, y: 4 }]);
  });

  it("keeps a steady rise and drops the saw of the collections", () => {
    // collections every 6 samples, each taking memory back to 300 + 0.5 a sample: the lows rise at 0.5
    const saw = Array.from({ length: 120 }, (_, i) => ({ x: i, y: 300 + 0.5 * i + (i % 6) * 40 }));
    expect(slope(troughs(saw, 6))).toBeCloseTo(0.5);
    const flat = Array.from({ length: 120 }, (_, i) => ({ x: i, y: 300 + ((i * 7) % 6) * 40 }));
    expect(slope(troughs(flat, 6))).toBeCloseTo(0);
  });
});

describe("graphqlProblem", () => {
  it("names GraphQL errors", () => {
    expect(graphqlProblem({ errors: [{ message: "boom" }], data: null })).toBe("GraphQL: boom");
  });

  it("names a refusal in a mutation's payload", () => {
    expect(graphqlProblem({ data: { saveWorkOrder: { workOrder: null, error: { code: "STALE" } } } })).toMatch(/refused: .*STALE/);
  });

  it("passes an answer without errors or refusals", () => {
    expect(graphqlProblem({ data: { saveWorkOrder: { workOrder: { id: 1 }, error: null } } })).toBeUndefined();
    expect(graphqlProblem({ Data: [], Total: 0 })).toBeUndefined();
  });
});
