import { ServiceStatus, unavailableServices, unavailableText } from "./service-status";

const TOPIC: Record<string, string> = { billing: "Costs, quotes and reports", assets: "Clients, sites, assets and contractors" };
const down = (service: string) => ({
  message: `${TOPIC[service]} (the ${service} service) are unavailable just now. Try again in a moment.`,
  extensions: { code: "SERVICE_UNAVAILABLE", service, topic: TOPIC[service] },
});

describe("the services out of reach, as the answers tell", () => {
  it("lists a service while an operation's answer says it is unavailable, and drops it once every such operation answers whole", () => {
    const status = new ServiceStatus();
    const seen: (readonly string[])[] = [];
    status.subscribe(() => seen.push(status.current()));
    status.answered("CostTotals_Counters", [down("billing")]);
    status.answered("WorkOrderQuotesTab_Quotes", [down("billing"), { message: "No data found!", extensions: { code: "NOT_FOUND" } }]);
    status.answered("StaffWorkOrder_Load", undefined);
    expect(status.current()).toEqual(["Costs, quotes and reports"]);
    status.answered("CostTotals_Counters", undefined);
    expect(status.current()).toEqual(["Costs, quotes and reports"]);
    status.answered("WorkOrderQuotesTab_Quotes", []);
    expect(status.current()).toEqual([]);
    // told once when it went down and once when it came back
    expect(seen).toEqual([["Costs, quotes and reports"], []]);
  });

  it("keeps the same list between changes (useSyncExternalStore compares it)", () => {
    const status = new ServiceStatus();
    status.answered("A", [down("assets")]);
    const first = status.current();
    status.answered("B", [down("assets")]);
    status.answered("C", undefined);
    expect(status.current()).toBe(first);
  });

  it("names what is unavailable in the user's words", () => {
    expect(unavailableServices([down("billing"), down("billing"), { message: "x", extensions: { code: "FORBIDDEN" } }])).toEqual([
      { service: "billing", topic: "Costs, quotes and reports" },
    ]);
    // an unavailable error without a topic (not the gateway's subgraph error) still says which service
    expect(unavailableServices([{ message: "x", extensions: { code: "SERVICE_UNAVAILABLE", service: "search" } }])).toEqual([
      { service: "search", topic: "The search service's records" },
    ]);
    expect(unavailableText(["Costs, quotes and reports"])).toBe(
      "Costs, quotes and reports are unavailable just now; the rest of this page is up to date. Try again in a moment.",
    );
    expect(unavailableText(["Clients, sites, assets and contractors", "Costs, quotes and reports"])).toBe(
      "Clients, sites, assets and contractors; and costs, quotes and reports are unavailable just now; the rest of this page is up to date. Try again in a moment.",
    );
  });
});
