import type { EntityManager } from "@mikro-orm/postgresql";
import type { SeedOptions } from "@wo/shared";
import { Brand } from "../modules/client/brand.entity";
import { Client } from "../modules/client/client.entity";
import { Contract } from "../modules/contract/contract.entity";
import { Contractor } from "../modules/contractor/contractor.entity";
import { Site } from "../modules/site/site.entity";
import { Trade } from "../modules/trade/trade.entity";
import { seedAssetRegister } from "./assets.seed";
import { seedBranding } from "./branding.seed";
import { CLIENTS, CONTRACTORS, SITE_MANAGERS, STREETS, TOWNS, TRADES } from "./demo.data";
import { seedClients } from "./clients.seed";
import { seedContracts } from "./contracts.seed";

/** Sites per client: 36 in all, spread unevenly as real estates are. */
const SITES_PER_CLIENT = [14, 9, 7, 6];

/**
 * Clients 1-4 with brands, 36 sites, 12 contractors and the trades; ids are deterministic
 * (client 1 is the demo client user's, contractor 1 the demo contractor user's).
 */
export async function seedAssets(em: EntityManager, _options: SeedOptions): Promise<string> {
  if ((await em.count(Client)) > 0) {
    // a database seeded before contracts existed (the bench's, a developer's) gets them once
    if (await em.count(Contract)) return "assets already seeded";
    const n = await em.transactional((tx) => seedContracts(tx));
    return `assets already seeded; ${n} contracts added`;
  }
  let contracts = 0;
  await em.transactional(async (tx) => {
    let town = 0;
    for (const [ci, c] of CLIENTS.entries()) {
      const client = tx.create(Client, {
        name: c.name,
        customer: c.customer,
        contractValue: c.contractValue,
        startDate: `202${2 + (ci % 3)}-0${1 + ci}-01`,
        renewalDate: `202${7 + (ci % 2)}-0${1 + ci}-01`,
      });
      await tx.flush();
      const brands = c.brands.map((name) => tx.create(Brand, { clientId: client.id, name }));
      await tx.flush();
      for (let i = 0; i < SITES_PER_CLIENT[ci]!; i++, town++) {
        const t = TOWNS[town % TOWNS.length]!;
        const brand = brands[i % brands.length]!;
        tx.create(Site, {
          clientId: client.id,
          brandId: brand.id,
          siteCode: `${c.customer.slice(0, 3)}${String(i + 1).padStart(3, "0")}`,
          name: `${brand.name} ${t.city}`,
          addressLine1: `${10 + ((town * 7) % 180)} ${STREETS[town % STREETS.length]}`,
          addressLine2: i % 3 === 0 ? "Unit " + (1 + (i % 9)) : null,
          city: t.city,
          county: t.county,
          postCode: `${t.district} ${t.sector}`,
          siteManager: SITE_MANAGERS[town % SITE_MANAGERS.length],
          siteEmail: `${t.city.toLowerCase().replace(/[^a-z]/g, "")}.${c.customer.toLowerCase()}@example.co.uk`,
          asbestosWarning: i % 5 === 0 ? "Asbestos register held on site: check before drilling." : null,
          comments: i % 4 === 0 ? "Access via the rear service yard; sign in at reception." : null,
        });
      }
    }
    for (const [i, c] of CONTRACTORS.entries()) {
      tx.create(Contractor, {
        name: c.name,
        shortName: c.short,
        contact: c.contact,
        telephone: c.phone,
        oohTelephone: c.ooh,
        email: c.email,
        active: i !== CONTRACTORS.length - 1,
        normalStart: "08:00:00",
        normalFinish: "17:30:00",
        oohOneStart: "17:30:00",
        oohOneFinish: "22:00:00",
        oohTwoStart: "22:00:00",
        oohTwoFinish: "06:00:00",
        oohThreeStart: "06:00:00",
        oohThreeFinish: "08:00:00",
      });
    }
    for (const t of TRADES) {
      const parent = tx.create(Trade, { name: t.name });
      await tx.flush();
      for (const name of t.subTrades) tx.create(Trade, { name, parentTradeId: parent.id });
    }
    await seedClients(tx);
    contracts = await seedContracts(tx);
  });
  await seedAssetRegister(em);
  await seedBranding(em);
  return `${CLIENTS.length} clients, ${SITES_PER_CLIENT.reduce((a, b) => a + b)} sites, ${CONTRACTORS.length} contractors, ${TRADES.length} trades, ${contracts} contracts`;
}
