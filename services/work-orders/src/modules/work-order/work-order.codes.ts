/** Job types (§3): Reactive 1, Quote 2, PPM 3, Remedial Works 4. */
export const WorkOrderTypeId = { Reactive: 1, Quote: 2, Ppm: 3, RemedialWorks: 4 } as const;

/** Financial codes of §4's rules: 5 Capital Expenditure needs a capital code. */
export const FinancialCodeId = { Reactive: 1, Quoted: 3, Capital: 5 } as const;

/** The estimated cost a financial code sets when the estimate is not given (§4, §9). */
export const DEFAULT_ESTIMATE: Readonly<Record<number, string>> = { 1: "150", 2: "0", 3: "0", 4: "0", 6: "0" };
