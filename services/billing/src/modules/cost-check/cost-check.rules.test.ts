import type { RateCard, TimeWindows } from "../log/log.costing";
import { checkCosts, CostCheckCode, type LoggedTime, type OrderCosts } from "./cost-check.rules";

/** £40 an hour, time and a half out of hours, double time on bank holidays; call-outs £45, £60 out of hours. */
const CARD: RateCard = {
  hourlyRate: "40.000",
  oohUplift: "0.50",
  bankHolidayUplift: "1.00",
  callOutCharge: "45.000",
  oohCallOutCharge: "60.000",
  minimumChargeHours: null,
};
const WINDOWS: TimeWindows = { normalStart: "08:00", normalFinish: "17:00" };

let nextId = 1;
function time(t: Partial<LoggedTime> & Pick<LoggedTime, "workDate" | "timeFrom" | "timeTo">): LoggedTime {
  return {
    id: nextId++,
    contractorId: 1,
    numberOfEngineers: 1,
    bankHoliday: false,
    manHours: "0",
    normalHours: "0",
    oohHours: "0",
    costPerHour: "40.000",
    costhours: "0.00",
    callOutCharge: "0.00",
    ...t,
  };
}

function order(o: Partial<OrderCosts> = {}): OrderCosts {
  return {
    workOrderTypeId: 1,
    submitted: true,
    actualCost: "100.00",
    supersededCostPrice: null,
    supersededReason: null,
    loggedTotal: "100.00",
    acceptedQuoteTotal: null,
    hasJobSheet: true,
    hasCertificate: false,
    times: [],
    rateCardFor: (t) => (t.contractorId === 1 ? CARD : null),
    windowsFor: (id) => (id === 1 ? WINDOWS : null),
    ...o,
  };
}

const codes = (o: OrderCosts, tolerance = "0.10") => checkCosts(o, tolerance).map((f) => f.code);

describe("cost checks: the quote", () => {
  it("flags a submitted cost over the accepted quote by more than the tolerance, with the amounts", () => {
    const flags = checkCosts(order({ actualCost: "1150.00", loggedTotal: "1150.00", acceptedQuoteTotal: "1000.00" }), "0.10");
    expect(flags).toEqual([
      {
        code: CostCheckCode.OVER_QUOTE,
        severity: "ERROR",
        message: "The submitted cost of £1,150.00 is £150.00 (15%) over the accepted quote of £1,000.00, more than the 10% allowed",
        logTimeId: null,
        workDate: null,
        figures: [
          { name: "submittedCost", value: "1150.00" },
          { name: "acceptedQuoteTotal", value: "1000.00" },
          { name: "tolerance", value: "0.1" },
          { name: "limit", value: "1100.00" },
        ],
      },
    ]);
  });

  it("allows up to the tolerance, which is configurable; no accepted quote, no check", () => {
    expect(codes(order({ actualCost: "1100.00", loggedTotal: "1100.00", acceptedQuoteTotal: "1000.00" }))).toEqual([]);
    expect(codes(order({ actualCost: "1100.01", loggedTotal: "1100.01", acceptedQuoteTotal: "1000.00" }))).toEqual(["OVER_QUOTE"]);
    expect(codes(order({ actualCost: "1150.00", loggedTotal: "1150.00", acceptedQuoteTotal: "1000.00" }), "0.20")).toEqual([]);
    expect(codes(order({ actualCost: "1000.01", loggedTotal: "1000.01", acceptedQuoteTotal: "1000.00" }), "0")).toEqual(["OVER_QUOTE"]);
    expect(codes(order({ actualCost: "99999.00", loggedTotal: "99999.00" }))).toEqual([]);
  });
});

describe("cost checks: the logged total", () => {
  it("flags an amended price above the logs by more than the tolerance, with the reason given", () => {
    const [flag] = checkCosts(
      order({ actualCost: "1250.000", supersededCostPrice: "1000.00", supersededReason: "Scaffolding", loggedTotal: "1000.00" }),
      "0.10",
    );
    expect(flag).toMatchObject({
      code: "AMENDED_ABOVE_LOGGED",
      severity: "ERROR",
      message:
        'The amended price of £1,250.00 is £250.00 (25%) above the logged costs of £1,000.00, more than the 10% allowed; the reason given: "Scaffolding"',
      figures: [
        { name: "submittedCost", value: "1250.00" },
        { name: "loggedTotal", value: "1000.00" },
        { name: "tolerance", value: "0.1" },
        { name: "limit", value: "1100.00" },
      ],
    });
    expect(codes(order({ actualCost: "1100.00", supersededCostPrice: "1000.00", loggedTotal: "1000.00" }))).toEqual([]);
  });

  it("warns when the logs no longer come to the cost submitted (not amended); before a submission the logs may still change", () => {
    expect(codes(order({ actualCost: "123.45", loggedTotal: "150.00", submitted: false }))).toEqual([]);
    const [flag] = checkCosts(order({ actualCost: "123.45", loggedTotal: "150.00" }), "0.10");
    expect(flag).toMatchObject({
      code: "LOGGED_CHANGED",
      severity: "WARNING",
      message: "The logged costs come to £150.00, but £123.45 was submitted: the logs changed after the costs were submitted",
      figures: [
        { name: "submittedCost", value: "123.45" },
        { name: "loggedTotal", value: "150.00" },
      ],
    });
    expect(codes(order({ actualCost: "150.000", loggedTotal: "150.00" }))).toEqual([]);
  });
});

describe("cost checks: logged time at the contract's rates", () => {
  it("flags hours billed at the normal rate outside the window (warning) and at the out-of-hours rate inside it (error)", () => {
    // Wednesday evening: 3 hours out of hours, billed as normal
    const evening = time({ workDate: "2026-12-02", timeFrom: "18:00", timeTo: "21:00", manHours: "3.00", normalHours: "3.00", costhours: "120.00" });
    // Thursday morning, two engineers: 6 normal man-hours, billed out of hours
    const morning = time({
      workDate: "2026-12-03",
      timeFrom: "09:00",
      timeTo: "12:00",
      numberOfEngineers: 2,
      manHours: "6.00",
      oohHours: "6.00",
      costhours: "360.00",
    });
    const flags = checkCosts(order({ actualCost: "480.00", loggedTotal: "480.00", times: [morning, evening] }), "0.10");
    expect(flags.map((f) => [f.code, f.severity, f.logTimeId, f.workDate])).toEqual([
      ["NORMAL_RATE_OUT_OF_HOURS", "WARNING", evening.id, "2026-12-02"],
      ["OUT_OF_HOURS_RATE_IN_HOURS", "ERROR", morning.id, "2026-12-03"],
    ]);
    expect(flags[0]!.message).toBe(
      "3.00 man-hours on 02/12/2026 18:00–21:00 were billed at the normal rate outside the contractor's normal hours 08:00–17:00: £120.00 charged, £180.00 at the contract's rates",
    );
    expect(flags[0]!.figures).toEqual([
      { name: "loggedNormalHours", value: "3.00" },
      { name: "loggedOutOfHours", value: "0.00" },
      { name: "expectedNormalHours", value: "0.00" },
      { name: "expectedOutOfHours", value: "3.00" },
      { name: "charged", value: "120.00" },
      { name: "expected", value: "180.00" },
    ]);
    expect(flags[1]!.message).toBe(
      "6.00 man-hours on 03/12/2026 09:00–12:00 were billed at the out-of-hours rate inside the contractor's normal hours 08:00–17:00: £360.00 charged, £240.00 at the contract's rates",
    );
  });

  it("passes an entry costed as the contract says", () => {
    const ok = time({
      workDate: "2026-12-02",
      timeFrom: "16:00",
      timeTo: "18:00",
      manHours: "2.00",
      normalHours: "1.00",
      oohHours: "1.00",
      costhours: "100.00",
      callOutCharge: "45.00",
    });
    expect(codes(order({ actualCost: "145.00", loggedTotal: "145.00", times: [ok] }))).toEqual([]);
  });

  it("flags a cost that differs from the current rates when the hours are split right", () => {
    const old = time({ workDate: "2026-12-04", timeFrom: "09:00", timeTo: "11:00", manHours: "2.00", normalHours: "2.00", costhours: "70.00" });
    const [flag] = checkCosts(order({ actualCost: "70.00", loggedTotal: "70.00", times: [old] }), "0.10");
    expect(flag).toMatchObject({
      code: "TIME_COST_DIFFERS",
      severity: "WARNING",
      message: "Time on 04/12/2026 09:00–11:00 was charged £70.00; at the contract's current rates it comes to £80.00",
      figures: [
        { name: "charged", value: "70.00" },
        { name: "expected", value: "80.00" },
      ],
    });
  });

  it("checks the bank-holiday flag against England and Wales's calendar", () => {
    // Tuesday 1 December 2026 is no bank holiday: double time charged for one normal hour
    const notOne = time({
      workDate: "2026-12-01",
      timeFrom: "09:00",
      timeTo: "10:00",
      bankHoliday: true,
      manHours: "1.00",
      oohHours: "1.00",
      costhours: "80.00",
    });
    // Christmas Day 2026 (a Friday), not flagged: two normal hours
    const christmas = time({ workDate: "2026-12-25", timeFrom: "10:00", timeTo: "12:00", manHours: "2.00", normalHours: "2.00", costhours: "80.00" });
    const flags = checkCosts(order({ actualCost: "160.00", loggedTotal: "160.00", times: [christmas, notOne] }), "0.10");
    expect(flags.map((f) => [f.code, f.severity, f.message])).toEqual([
      [
        "NOT_A_BANK_HOLIDAY",
        "ERROR",
        "Time on 01/12/2026 09:00–10:00 is flagged as a bank holiday, but 01/12/2026 is not one in England and Wales: £80.00 charged, £40.00 without the bank-holiday uplift",
      ],
      [
        "BANK_HOLIDAY_NOT_FLAGGED",
        "WARNING",
        "Time on 25/12/2026 10:00–12:00 is not flagged as a bank holiday, but 25/12/2026 is Christmas Day: £80.00 charged, £160.00 with the bank-holiday uplift",
      ],
    ]);
  });

  it("flags time logged with no rate card, and checks nothing more of it", () => {
    const none = time({ contractorId: 2, workDate: "2026-12-02", timeFrom: "18:00", timeTo: "20:30", manHours: "2.50", normalHours: "2.50" });
    const [flag, ...rest] = checkCosts(order({ actualCost: "0.00", loggedTotal: "0.00", times: [none] }), "0.10");
    expect(rest).toEqual([]);
    expect(flag).toMatchObject({
      code: "NO_RATE_CARD",
      severity: "WARNING",
      message: "2.50 man-hours on 02/12/2026 18:00–20:30 have no rate card in the client's contract for the contractor: they are costed at £0.00",
      logTimeId: none.id,
      figures: [
        { name: "manHours", value: "2.50" },
        { name: "charged", value: "0.00" },
      ],
    });
  });
});

describe("cost checks: call-out charges and paperwork", () => {
  it("flags more than one call-out charge on one day, with the extra amount", () => {
    const first = time({
      workDate: "2026-12-03",
      timeFrom: "09:00",
      timeTo: "10:00",
      manHours: "1.00",
      normalHours: "1.00",
      costhours: "40.00",
      callOutCharge: "45.00",
    });
    const second = time({
      workDate: "2026-12-03",
      timeFrom: "19:00",
      timeTo: "20:00",
      manHours: "1.00",
      oohHours: "1.00",
      costhours: "60.00",
      callOutCharge: "60.00",
    });
    const other = time({
      workDate: "2026-12-04",
      timeFrom: "09:00",
      timeTo: "10:00",
      manHours: "1.00",
      normalHours: "1.00",
      costhours: "40.00",
      callOutCharge: "45.00",
    });
    const flags = checkCosts(order({ actualCost: "290.00", loggedTotal: "290.00", times: [first, second, other] }), "0.10");
    expect(flags).toEqual([
      {
        code: "REPEATED_CALL_OUT",
        severity: "WARNING",
        message: "2 call-out charges on 03/12/2026 come to £105.00: one a day is expected, £45.00 more than a single charge",
        logTimeId: null,
        workDate: "2026-12-03",
        figures: [
          { name: "count", value: "2" },
          { name: "callOutCharges", value: "105.00" },
          { name: "extra", value: "45.00" },
        ],
      },
    ]);
  });

  it("flags a missing job sheet, and a PPM order's missing certificate", () => {
    expect(codes(order({ hasJobSheet: false }))).toEqual(["NO_JOB_SHEET"]);
    expect(codes(order({ workOrderTypeId: 3, hasCertificate: false }))).toEqual(["NO_CERTIFICATE"]);
    expect(codes(order({ workOrderTypeId: 3, hasCertificate: true }))).toEqual([]);
    expect(checkCosts(order({ hasJobSheet: false, workOrderTypeId: 3 }), "0.1").map((f) => [f.severity, f.message])).toEqual([
      ["ERROR", "No job sheet is attached to this work order"],
      ["ERROR", "No certificate is attached to this PPM work order"],
    ]);
  });
});
