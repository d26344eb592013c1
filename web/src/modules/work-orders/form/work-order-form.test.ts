import {
  answerRowValid,
  approvedCostDefault,
  asksBeforeValuationChange,
  declineValid,
  financialCodeChanges,
  jobTypeChanges,
  loggedTotalShown,
  showApprovedView,
  statusChangeQuestion,
  statusOptions,
} from "./finance-rules";
import { badDates, dayToIso, emptyWorkOrder, londonDay, londonToday, requiredFields, toSaveWorkOrderInput, workOrderValues } from "./work-order-form";

describe("financial code rules (§4)", () => {
  it("0 clears the capital code, 1 sets the estimated cost to 150, 2, 3, 4 and 6 to 0, 5 leaves it", () => {
    expect(financialCodeChanges("")).toEqual({ financialCodeId: "", capitalCodeId: "" });
    expect(financialCodeChanges("0")).toEqual({ financialCodeId: "0", capitalCodeId: "" });
    expect(financialCodeChanges("1")).toEqual({ financialCodeId: "1", estimatedCost: "150" });
    for (const code of ["2", "3", "4", "6"]) expect(financialCodeChanges(code)).toEqual({ financialCodeId: code, estimatedCost: "0" });
    expect(financialCodeChanges("5")).toEqual({ financialCodeId: "5" });
  });

  it("5 makes the capital code required", () => {
    expect(requiredFields({ financialCodeId: "5" })).toContain("capitalCodeId");
    expect(requiredFields({ financialCodeId: "1" })).not.toContain("capitalCodeId");
  });

  it("job type 1 sets financial code 1 (and its cost), 2 sets 3; others set none on the request screen only", () => {
    expect(jobTypeChanges("1", false)).toEqual({ workOrderTypeId: "1", financialCodeId: "1", estimatedCost: "150" });
    expect(jobTypeChanges("2", true)).toEqual({ workOrderTypeId: "2", financialCodeId: "3", estimatedCost: "0" });
    expect(jobTypeChanges("3", true)).toEqual({ workOrderTypeId: "3", financialCodeId: "", capitalCodeId: "" });
    expect(jobTypeChanges("4", false)).toEqual({ workOrderTypeId: "4" });
  });
});

describe("status rules (§4)", () => {
  it("asks before leaving approved (cancelling has its own button and question)", () => {
    expect(statusChangeQuestion(10, 6)).toBe("proceed");
    expect(statusChangeQuestion(2, 3)).toBeNull();
    expect(statusChangeQuestion(2, 2)).toBeNull();
  });

  it("offers only the next statuses, in the server's order, named from the lookup", () => {
    const statuses = [
      { id: 2, name: "Open" },
      { id: 3, name: "Awaiting Quote" },
      { id: 9, name: "Cancelled" },
    ];
    expect(statusOptions([2, 9], statuses)).toEqual([
      { value: "2", label: "Open" },
      { value: "9", label: "Cancelled" },
    ]);
  });

  it("the approved view needs both valuation number and approved cost; discarded shows a zero logged total", () => {
    expect(showApprovedView("V1", "10.000")).toBe(true);
    expect(showApprovedView("", "10.000")).toBe(false);
    expect(showApprovedView("V1", null)).toBe(false);
    expect(loggedTotalShown(14, "99.5")).toBe("0");
    expect(loggedTotalShown(6, "99.5")).toBe("99.5");
  });

  it("approve offers the actual cost (what was submitted), the approved cost only while nothing was submitted", () => {
    // an order made from an accepted quote: approved at the quote's £250 from the start, submitted at £1,250.005
    expect(approvedCostDefault({ approvedCost: "250.000", actualCost: "1250.005" })).toBe("1250.005");
    expect(approvedCostDefault({ approvedCost: "250.000", actualCost: null })).toBe("250");
    expect(approvedCostDefault({ approvedCost: null, actualCost: "145.500" })).toBe("145.5");
    expect(approvedCostDefault(null)).toBe("");
  });

  it("asks before changing a stored valuation number only", () => {
    expect(asksBeforeValuationChange("V1", "V2")).toBe(true);
    expect(asksBeforeValuationChange(null, "V2")).toBe(false);
    expect(asksBeforeValuationChange("V1", "V1")).toBe(false);
  });

  it("answer rows and a decline need both texts", () => {
    expect(answerRowValid({ questionContent: "Q", answerContent: " " })).toBe(false);
    expect(answerRowValid({ questionContent: "Q", answerContent: "A" })).toBe(true);
    expect(declineValid("s", "")).toBe(false);
    expect(declineValid("s", "n")).toBe(true);
  });
});

describe("the form's values", () => {
  it("a new order opens today (London) as an open order, or a request", () => {
    expect(londonToday(new Date("2026-06-30T23:30:00Z"))).toBe("01/07/2026");
    expect(emptyWorkOrder({ today: "01/07/2026" }).dateOpened).toBe("01/07/2026");
    expect(emptyWorkOrder({ request: true }).workOrderStatusId).toBe("1");
  });

  it("dates round-trip as London days, DD/MM/YYYY; text that is no date is caught", () => {
    expect(londonDay("2026-06-30T23:30:00Z")).toBe("01/07/2026");
    expect(dayToIso("01/07/2026")).toBe("2026-06-30T23:00:00.000Z");
    expect(dayToIso("")).toBeNull();
    const values = { ...emptyWorkOrder({ today: "01/07/2026" }), dueDate: "31/02/2026", invoiceDate: "" };
    expect(badDates(values)).toEqual(["dueDate"]);
  });

  it("saves 'Select ...' contractor as 0, a request as status 1, and leaves locked finance out", () => {
    const values = { ...workOrderValues({ clientId: 1, siteId: 2, workOrderTypeId: 1, workOrderStatusId: 10, estimatedCost: "150.000" }) };
    const input = toSaveWorkOrderInput(values, { id: 7, version: 3, financeLocked: true });
    expect(input).toMatchObject({ id: 7, version: 3, clientId: 1, siteId: 2, contractorId: 0, workOrderStatusId: 10 });
    expect(input).not.toHaveProperty("estimatedCost");
    const request = toSaveWorkOrderInput(values, { id: 0, asRequest: true, answers: [{ questionContent: "Q", answerContent: "A" }] });
    expect(request).toMatchObject({ id: 0, version: null, asRequest: true, workOrderStatusId: 1, estimatedCost: "150.000" });
    expect(request.answers).toEqual([{ questionContent: "Q", answerContent: "A" }]);
  });
});
