import { formatPounds, isMoneyInput, isOverBudget, moneyString, roundMoney, sumMoney } from "./money";

describe("money", () => {
  it("rounds totals to 2 decimals, half away from zero", () => {
    expect(moneyString("2.345")).toBe("2.35");
    expect(moneyString("-2.345")).toBe("-2.35");
    expect(moneyString("2.344")).toBe("2.34");
    expect(roundMoney("0.005").toFixed(2)).toBe("0.01");
    expect(moneyString("150")).toBe("150.00");
  });

  it("adds without floating-point error", () => {
    expect(sumMoney(["0.1", "0.2"]).toFixed(2)).toBe("0.30");
    expect(sumMoney(["99999999999.99", "0.01", null]).toFixed(2)).toBe("100000000000.00");
  });

  it("accepts at most 3 decimals as input", () => {
    expect(isMoneyInput("12.345")).toBe(true);
    expect(isMoneyInput("12.3456")).toBe(false);
    expect(isMoneyInput("abc")).toBe(false);
    expect(isMoneyInput(null)).toBe(false);
  });
});

describe("isOverBudget", () => {
  it("compares the logged total with the approved cost, else the estimate", () => {
    expect(isOverBudget("150.01", null, "150")).toBe(true);
    expect(isOverBudget("150.00", null, "150")).toBe(false);
    expect(isOverBudget("200", "250", "150")).toBe(false);
    expect(isOverBudget("260", "250", "300")).toBe(true);
    expect(isOverBudget("1000", null, null)).toBe(false);
  });
});

describe("formatPounds", () => {
  it("writes pounds with thousands separators and 2 decimals, rounded once", () => {
    expect(formatPounds("1234.5")).toBe("£1,234.50");
    expect(formatPounds("1234567.005")).toBe("£1,234,567.01");
    expect(formatPounds("0")).toBe("£0.00");
    expect(formatPounds(null)).toBe("£0.00");
    expect(formatPounds("-3")).toBe("-£3.00");
    expect(formatPounds("999.995")).toBe("£1,000.00");
  });
});
