import { costTime, isTimeOfDay, type RateCard, type TimeEntry, type TimeWindows } from "./log.costing";

const card: RateCard = {
  hourlyRate: "40.000",
  oohUplift: "0.50",
  bankHolidayUplift: "1.00",
  callOutCharge: "35.000",
  oohCallOutCharge: "60.000",
  minimumChargeHours: null,
};
const windows: TimeWindows = { normalStart: "08:00", normalFinish: "17:00" };
// 2026-12-07 is a Monday, 2026-12-11 a Friday, 2026-12-12 a Saturday
const entry = (e: Partial<TimeEntry>): TimeEntry => ({
  workDate: "2026-12-07",
  timeFrom: "09:00",
  timeTo: "11:00",
  numberOfEngineers: 1,
  bankHoliday: false,
  ...e,
});

describe("costTime", () => {
  it("costs hours inside the normal window on a weekday at the rate, with the normal call-out", () => {
    const c = costTime(entry({ numberOfEngineers: 2 }), card, windows);
    expect(c).toMatchObject({
      manHours: "4.00",
      normalHours: "4.00",
      oohHours: "0.00",
      costPerHour: "40.000",
      costhours: "160.00",
      callOutCharge: "35.00",
      startsOutOfHours: false,
    });
  });

  it("splits an attendance across the end of the window into normal and out-of-hours hours", () => {
    // 16:00–19:30: 1 h normal, 2.5 h OOH at 1.5 × 40 = 60/h → 40 + 150 = 190
    const c = costTime(entry({ timeFrom: "16:00", timeTo: "19:30" }), card, windows);
    expect(c).toMatchObject({ manHours: "3.50", normalHours: "1.00", oohHours: "2.50", costhours: "190.00", callOutCharge: "35.00" });
  });

  it("charges the OOH call-out when the attendance starts out of hours", () => {
    const c = costTime(entry({ timeFrom: "07:00", timeTo: "09:00" }), card, windows);
    expect(c).toMatchObject({ normalHours: "1.00", oohHours: "1.00", costhours: "100.00", callOutCharge: "60.00", startsOutOfHours: true });
  });

  it("counts every weekend hour out of hours", () => {
    const c = costTime(entry({ workDate: "2026-12-12", timeFrom: "09:00", timeTo: "11:00" }), card, windows);
    expect(c).toMatchObject({ normalHours: "0.00", oohHours: "2.00", costhours: "120.00", callOutCharge: "60.00" });
  });

  it("reads a TimeTo earlier than TimeFrom as the next day, with the next day's own window", () => {
    // Friday 22:00 → Saturday 02:00: 4 h, all OOH
    const fri = costTime(entry({ workDate: "2026-12-11", timeFrom: "22:00", timeTo: "02:00" }), card, windows);
    expect(fri).toMatchObject({ manHours: "4.00", normalHours: "0.00", oohHours: "4.00", costhours: "240.00" });
    // Monday 16:00 → Tuesday 09:00: 17 h, 1 h Monday and 1 h Tuesday in the window
    const mon = costTime(entry({ timeFrom: "16:00", timeTo: "09:00" }), card, windows);
    expect(mon).toMatchObject({ manHours: "17.00", normalHours: "2.00", oohHours: "15.00", costhours: String(2 * 40 + 15 * 60) + ".00" });
    // Sunday 23:00 → Monday 09:00: 10 h; Monday 08:00–09:00 normal, the rest OOH
    const sun = costTime(entry({ workDate: "2026-12-06", timeFrom: "23:00", timeTo: "09:00" }), card, windows);
    expect(sun).toMatchObject({ manHours: "10.00", normalHours: "1.00", oohHours: "9.00", callOutCharge: "60.00" });
  });

  it("charges a bank holiday entry all at the bank-holiday uplift with the OOH call-out", () => {
    const c = costTime(entry({ bankHoliday: true, numberOfEngineers: 2 }), card, windows);
    // 4 man-hours × 40 × 2 = 320
    expect(c).toMatchObject({
      manHours: "4.00",
      normalHours: "0.00",
      oohHours: "4.00",
      costhours: "320.00",
      callOutCharge: "60.00",
      startsOutOfHours: true,
    });
  });

  it("applies the minimum charge hours per engineer at the rate of the start", () => {
    const min = { ...card, minimumChargeHours: "2.00" };
    // 30 minutes, 2 engineers, normal hours: charged 2 × 2 h = 4 h × 40 = 160; man-hours stay as worked
    const normal = costTime(entry({ timeFrom: "10:00", timeTo: "10:30", numberOfEngineers: 2 }), min, windows);
    expect(normal).toMatchObject({ manHours: "1.00", normalHours: "1.00", chargedNormalHours: "4.00", chargedOohHours: "0.00", costhours: "160.00" });
    // starting at 16:45 until 17:15: 0.25 normal + 0.25 OOH, the 1.5 h shortfall at the start's (normal) rate
    const across = costTime(entry({ timeFrom: "16:45", timeTo: "17:15" }), min, windows);
    expect(across).toMatchObject({ chargedNormalHours: "1.75", chargedOohHours: "0.25", costhours: "85.00" });
    // starting out of hours, the shortfall is OOH: 2 h × 60 = 120
    const night = costTime(entry({ timeFrom: "20:00", timeTo: "20:10" }), min, windows);
    expect(night).toMatchObject({ chargedOohHours: "2.00", costhours: "120.00" });
    // longer than the minimum: no top-up
    expect(costTime(entry({ timeFrom: "09:00", timeTo: "12:00" }), min, windows).costhours).toBe("120.00");
  });

  it("rounds the cost once, to the penny, half away from zero", () => {
    // 20 minutes at 33.335/h = 11.111666… → 11.11 (rounding the hours first would give 0.33 × 33.335 = 11.00)
    const c = costTime(entry({ timeFrom: "09:00", timeTo: "09:20" }), { ...card, hourlyRate: "33.335" }, windows);
    expect(c).toMatchObject({ manHours: "0.33", costhours: "11.11" });
    // 0.5 h at 0.015/h = 0.0075 → 0.01 (half away from zero)
    expect(costTime(entry({ timeFrom: "09:00", timeTo: "09:30" }), { ...card, hourlyRate: "0.015" }, windows).costhours).toBe("0.01");
    // three engineers for 10 minutes OOH at 12.345 × 1.5: 0.5 × 18.5175 = 9.25875 → 9.26
    expect(costTime(entry({ timeFrom: "18:00", timeTo: "18:10", numberOfEngineers: 3 }), { ...card, hourlyRate: "12.345" }, windows).costhours).toBe(
      "9.26",
    );
    // the call-out charge keeps its 3rd decimal until rounded: 35.125 → 35.13
    expect(costTime(entry({}), { ...card, callOutCharge: "35.125" }, windows).callOutCharge).toBe("35.13");
  });

  it("costs nothing without a rate card, but counts the hours", () => {
    const c = costTime(entry({ timeFrom: "16:00", timeTo: "18:00", numberOfEngineers: 2 }), null, windows);
    expect(c).toMatchObject({ manHours: "4.00", normalHours: "2.00", oohHours: "2.00", costPerHour: null, costhours: "0.00", callOutCharge: "0.00" });
    const noRate = costTime(entry({}), { ...card, hourlyRate: null }, windows);
    expect(noRate).toMatchObject({ costPerHour: null, costhours: "0.00", callOutCharge: "35.00" });
  });

  it("charges nothing for no engineers, nor the call-out", () => {
    expect(costTime(entry({ numberOfEngineers: 0 }), { ...card, minimumChargeHours: "3" }, windows)).toMatchObject({
      manHours: "0.00",
      costhours: "0.00",
      callOutCharge: "0.00",
    });
  });

  it("falls back to the normal call-out when the contract sets no OOH call-out", () => {
    expect(costTime(entry({ timeFrom: "19:00", timeTo: "20:00" }), { ...card, oohCallOutCharge: null }, windows).callOutCharge).toBe("35.00");
  });

  it("treats every weekday hour as normal when the contractor has no window, and an overnight window as such", () => {
    expect(costTime(entry({ timeFrom: "05:00", timeTo: "07:00" }), card, null)).toMatchObject({ normalHours: "2.00", oohHours: "0.00" });
    expect(costTime(entry({ workDate: "2026-12-12" }), card, { normalStart: null, normalFinish: null }).oohHours).toBe("2.00");
    // a night-shift contractor (22:00–06:00): Monday 21:00 → Tuesday 07:00 is 8 h normal, 2 h OOH
    const night = costTime(entry({ timeFrom: "21:00", timeTo: "07:00" }), card, { normalStart: "22:00:00", normalFinish: "06:00:00" });
    expect(night).toMatchObject({ normalHours: "8.00", oohHours: "2.00", startsOutOfHours: true });
  });

  it("counts equal times as no hours", () => {
    expect(costTime(entry({ timeFrom: "09:00", timeTo: "09:00" }), card, windows)).toMatchObject({ manHours: "0.00", costhours: "0.00" });
  });

  it("refuses what is not an entry", () => {
    expect(() => costTime(entry({ timeFrom: "9:00" }), card, windows)).toThrow();
    expect(() => costTime(entry({ numberOfEngineers: 1.5 }), card, windows)).toThrow();
    expect(isTimeOfDay("23:59")).toBe(true);
    expect(isTimeOfDay("24:00")).toBe(false);
  });
});
