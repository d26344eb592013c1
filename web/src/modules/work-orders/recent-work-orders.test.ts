import { parseRecentIds, recentWorkOrderIds, rememberWorkOrder, RECENT_WORK_ORDERS_COOKIE } from "./recent-work-orders";

function clearCookie() {
  document.cookie = `${RECENT_WORK_ORDERS_COOKIE}=; max-age=0; path=/`;
}

describe("the recently viewed work orders (cookie)", () => {
  beforeEach(clearCookie);
  afterAll(clearCookie);

  it("is empty without the cookie", () => {
    expect(recentWorkOrderIds()).toEqual([]);
  });

  it("keeps the newest first, each id once", () => {
    rememberWorkOrder(5);
    rememberWorkOrder(7);
    rememberWorkOrder(5);
    expect(recentWorkOrderIds()).toEqual([5, 7]);
  });

  it("keeps only the last 10 distinct ids", () => {
    for (let id = 1; id <= 12; id += 1) rememberWorkOrder(id);
    rememberWorkOrder(12);
    expect(recentWorkOrderIds()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it("writes a cookie that lasts 365 days", () => {
    const spy = jest.spyOn(document, "cookie", "set");
    rememberWorkOrder(42);
    expect(spy).toHaveBeenCalledWith(expect.stringMatching(/^recentWorkOrders=42; max-age=31536000; path=\//));
    spy.mockRestore();
  });

  it("ignores ids that are not work orders", () => {
    rememberWorkOrder(0);
    rememberWorkOrder(-3);
    rememberWorkOrder(1.5);
    expect(recentWorkOrderIds()).toEqual([]);
  });

  it("reads a damaged cookie as far as it is ids", () => {
    expect(parseRecentIds("3,x,3,,4, 9 ,-1")).toEqual([3, 4, 9]);
    expect(parseRecentIds("")).toEqual([]);
    expect(parseRecentIds(Array.from({ length: 15 }, (_, i) => i + 1).join(","))).toHaveLength(10);
  });
});
