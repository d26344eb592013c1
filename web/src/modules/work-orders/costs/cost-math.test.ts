import { lineTotal, manHours, minutesBetween } from "./cost-math";

describe("cost math", () => {
  it("totals a line exactly, rounded half up to the penny", () => {
    expect(lineTotal("12.345", "3")).toBe("37.04");
    expect(lineTotal("0.005", "2.5")).toBe("0.01");
    expect(lineTotal("0.1", "3")).toBe("0.30");
    expect(lineTotal("1.2345", "1")).toBeNull();
    expect(lineTotal("", "1")).toBeNull();
  });

  it("counts the hours of an entry, the next day when it ends earlier", () => {
    expect(minutesBetween("22:30", "01:15")).toBe(165);
    expect(manHours("09:00", "11:00", "2")).toBe("4.00");
    expect(manHours("09:00", "09:20", "1")).toBe("0.33");
    expect(manHours("09:00", "9:20", "1")).toBeNull();
    expect(manHours("09:00", "10:00", "1.5")).toBeNull();
  });
});
