import { formatDate, formatDateMinutes, formatDateTime, formatMoney, formatUnitPrice, toIsoDay } from "./format";

describe("formatDate", () => {
  it("shows DD/MM/YYYY in London, summer time included", () => {
    expect(formatDate("2026-10-20T01:42:23.618Z")).toBe("20/10/2026");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST)
    expect(formatDate("2026-06-30T23:30:00Z")).toBe("01/07/2026");
    // in winter London is UTC
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("31/12/2026");
    expect(formatDate("2026-03-29T00:59:59Z")).toBe("29/03/2026");
  });

  it("is empty for no date or a bad one", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("shows times as HH:mm:ss in London", () => {
    expect(formatDateTime("2026-07-01T08:05:09Z")).toBe("01/07/2026 09:05:09");
  });

  it("shows a note's time as DD/MM/YYYY HH:mm in London", () => {
    expect(formatDateMinutes("2026-07-01T08:05:59Z")).toBe("01/07/2026 09:05");
    expect(formatDateMinutes("2026-12-01T08:05:00Z")).toBe("01/12/2026 08:05");
    expect(formatDateMinutes(null)).toBe("");
  });

  it("shows the hour after midnight as 00, never 24", () => {
    expect(formatDateMinutes("2026-07-01T23:05:00Z")).toBe("02/07/2026 00:05");
    expect(formatDateTime("2026-12-31T00:00:00Z")).toBe("31/12/2026 00:00:00");
  });
});

describe("formatMoney", () => {
  it("uses the pound sign, 2 decimals and thousands separators", () => {
    expect(formatMoney("150.000")).toBe("£150.00");
    expect(formatMoney("1234567.5")).toBe("£1,234,567.50");
    expect(formatMoney("0")).toBe("£0.00");
    expect(formatMoney("999.999")).toBe("£1,000.00");
    expect(formatMoney(12)).toBe("£12.00");
  });

  it("rounds half away from zero on the decimal text, without floating point", () => {
    expect(formatMoney("1.005")).toBe("£1.01"); // 1.005 as a float would round down
    expect(formatMoney("1.004")).toBe("£1.00");
    expect(formatMoney("-12.345")).toBe("-£12.35");
    expect(formatMoney("-0.001")).toBe("£0.00");
    expect(formatMoney("12345678901234567.125")).toBe("£12,345,678,901,234,567.13");
  });

  it("is empty for no amount or text that is not one", () => {
    expect(formatMoney(null)).toBe("");
    expect(formatMoney("")).toBe("");
    expect(formatMoney("abc")).toBe("");
  });
});

describe("toIsoDay", () => {
  it("reads DD/MM/YYYY and YYYY-MM-DD", () => {
    expect(toIsoDay("05/11/2026")).toBe("2026-11-05");
    expect(toIsoDay("2026-11-05")).toBe("2026-11-05");
    expect(toIsoDay("31/02/2026")).toBeNull();
    expect(toIsoDay("yesterday")).toBeNull();
    expect(toIsoDay("29/02/2028")).toBe("2028-02-29");
    expect(toIsoDay("29/02/2027")).toBeNull();
    expect(toIsoDay("2026-13-01")).toBeNull();
  });
});

describe("formatUnitPrice", () => {
  it("shows a third decimal that counts, as typed; otherwise money", () => {
    expect(formatUnitPrice("12.345")).toBe("£12.345");
    expect(formatUnitPrice("1234.567")).toBe("£1,234.567");
    expect(formatUnitPrice("33.333")).toBe("£33.333");
    expect(formatUnitPrice("54.500")).toBe("£54.50");
    expect(formatUnitPrice("7.330")).toBe("£7.33");
    expect(formatUnitPrice("0.005")).toBe("£0.005");
    expect(formatUnitPrice(12)).toBe("£12.00");
    expect(formatUnitPrice("")).toBe("");
    expect(formatUnitPrice(null)).toBe("");
  });
});
