import type { EntityManager } from "@mikro-orm/postgresql";
import { Client } from "../modules/client/client.entity";
import { Contract, ContractorInContract, ContractStatusId, SiteInContractorInContract } from "../modules/contract/contract.entity";
import { Contractor } from "../modules/contractor/contractor.entity";
import { Site } from "../modules/site/site.entity";
import { Trade } from "../modules/trade/trade.entity";

/** Who does each trade: the specialists by name, then Apex, the multi-trade contractor (the demo contractor user's). */
const SPECIALISTS: Record<string, string[]> = {
  Plumbing: ["Brightwater Plumbing & Heating", "Drainmaster UK"],
  Electrical: ["Sparkright Electrical Contractors"],
  HVAC: ["Coolair HVAC Services", "Brightwater Plumbing & Heating"],
  "Building Fabric": ["Northern Roofing Solutions", "Keystone Glazing", "Secure Lock & Door"],
  "Fire Safety": ["Firesafe Systems Ltd"],
  Grounds: ["Evergreen Grounds Maintenance"],
  Lifts: ["Liftcare Engineering"],
  Cleaning: ["Pristine Cleaning Services"],
};
const GENERALIST = "Apex Building Services Ltd";

/** The postcode areas of the north and midlands; the demo sites elsewhere are the south's. */
const NORTH = new Set(["M", "LS", "B", "NG", "S", "NE", "L", "YO", "CH", "PR", "HU", "ST", "LN", "CA", "DH", "DE", "LE", "CV", "WR"]);

/** Contracts not Active, by client index and sub-trade name: one of each other status. */
const OTHER_STATUS: Record<string, number> = {
  "1:Decorating": ContractStatusId.Draft,
  "2:Window Cleaning": ContractStatusId.Suspended,
  "3:Gritting": ContractStatusId.Expired,
  "0:Flooring": ContractStatusId.Draft,
};

const money = (n: number) => n.toFixed(3);
const pct = (n: number) => n.toFixed(2);

/**
 * The demo contracts' term, from the day seeded: from the first of the month 25 months back (before
 * the demo's two years of work orders, so that all of their work has a rate card) for five years.
 */
export function contractTerm(today: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 25, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear() + 5, start.getUTCMonth(), 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/**
 * A contract for every demo client and sub-trade (96, all Active but four), each with its trade's
 * specialists splitting the client's sites north and south by postcode area, and Apex covering the
 * whole estate as a fallback (preferred on Building Fabric); Apex also lists two sites by name on
 * each of client 1's plumbing contracts. Rate cards as a UK FM contract writes them: an hourly
 * rate, out-of-hours and bank-holiday uplifts, call-out charges, travel, a one-hour minimum and a
 * materials mark-up. Deterministic but for the term (contractTerm); runs inside seedAssets' transaction.
 */
export async function seedContracts(tx: EntityManager): Promise<number> {
  await tx.flush();
  const clients = await tx.find(Client, {}, { orderBy: { id: "asc" } });
  const trades = await tx.find(Trade, {}, { orderBy: { id: "asc" } });
  const contractors = new Map((await tx.find(Contractor, {})).map((c) => [c.name, c]));
  const sites = await tx.find(Site, {}, { orderBy: { id: "asc" } });
  let n = 0;
  const term = contractTerm(new Date());
  for (const [ci, client] of clients.entries()) {
    const own = sites.filter((s) => s.clientId === client.id);
    const areas = [...new Set(own.map((s) => /^[A-Z]+/.exec(s.postCode ?? "")?.[0]).filter((a): a is string => !!a))];
    const north = areas.filter((a) => NORTH.has(a));
    const south = areas.filter((a) => !NORTH.has(a));
    for (const sub of trades.filter((t) => t.parentTradeId != null)) {
      const trade = trades.find((t) => t.id === sub.parentTradeId)!;
      const contract = tx.create(Contract, {
        name: `${client.name} - ${sub.name}`,
        accountNo: `${client.customer}-${String(sub.id).padStart(3, "0")}`,
        clientId: client.id,
        tradeId: trade.id,
        subTradeId: sub.id,
        contractStatusId: OTHER_STATUS[`${ci}:${sub.name}`] ?? ContractStatusId.Active,
        startDate: term.start,
        endDate: term.end,
      });
      await tx.flush();
      n++;
      const specialists = (SPECIALISTS[trade.name] ?? []).map((name) => contractors.get(name)).filter((c): c is Contractor => !!c);
      const placed: { contractor: Contractor; prefixes: string[]; preferred: boolean }[] = [];
      if (specialists.length) {
        // the first covers the north, the second (or the first again) the south
        placed.push({ contractor: specialists[0]!, prefixes: north, preferred: trade.name !== "Building Fabric" });
        const second = specialists[1 + ((ci + sub.id) % Math.max(1, specialists.length - 1))] ?? specialists[0]!;
        if (second === specialists[0]) placed[0]!.prefixes = [...north, ...south];
        else placed.push({ contractor: second, prefixes: south, preferred: false });
      }
      const apex = contractors.get(GENERALIST);
      if (apex && !placed.some((p) => p.contractor === apex))
        placed.push({ contractor: apex, prefixes: areas, preferred: trade.name === "Building Fabric" });
      for (const [pi, p] of placed.entries()) {
        const k = (ci * 7 + sub.id * 3 + pi * 5) % 10;
        const row = tx.create(ContractorInContract, {
          contractId: contract.id,
          contractorId: p.contractor.id,
          postcodePrefix: p.prefixes.length ? p.prefixes.join(", ") : null,
          preferred: p.preferred,
          hourlyRate: money(38 + k * 2.75),
          oohUplift: pct(0.5),
          bankHolidayUplift: pct(1),
          callOutCharge: money(45 + k * 5),
          oohCallOutCharge: money(85 + k * 7.5),
          travelCharge: money(k % 3 === 0 ? 0 : 12.5 + k),
          minimumChargeHours: pct(1),
          materialsMarkup: pct(0.1 + (k % 3) * 0.05),
        });
        await tx.flush();
        if (ci === 0 && trade.name === "Plumbing" && p.contractor === apex) {
          for (const s of own.slice(0, 2)) tx.create(SiteInContractorInContract, { contractorInContractId: row.id, siteId: s.id });
        }
      }
    }
  }
  await tx.flush();
  return n;
}
