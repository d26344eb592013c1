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
import { CLIENTS, CONTRACTORS, SITE_MANAGERS, STREETS, TOWNS, TRADES, TIME_WINDOWS } from "./demo.data";
import { seedClients } from "./clients.seed";
import { seedContracts } from "./contracts.seed";
import { seedEngineers } from "./engineers.seed";
import { seedQuestions } from "./questions.seed";

/** A contractor's time-window columns from its demo pattern. */
function timeWindows(kind: string) {
  const w = TIME_WINDOWS[kind]!;
  const [one, two, three] = w.ooh;
  return {
    normalStart: w.normal[0],
    normalFinish: w.normal[1],
    oohOneStart: one?.[0] ?? null,
    oohOneFinish: one?.[1] ?? null,
    oohTwoStart: two?.[0] ?? null,
    oohTwoFinish: two?.[1] ?? null,
    oohThreeStart: three?.[0] ?? null,
    oohThreeFinish: three?.[1] ?? null,
  };
}

/** Sites per client: 36 in all, spread unevenly as real estates are. */
const SITES_PER_CLIENT = [14, 9, 7, 6];

/**
 * Clients 1-4 with brands, 36 sites, 12 contractors and the trades; ids are deterministic
 * (client 1 is the demo client user's, contractor 1 the demo contractor user's).
 */
export async function seedAssets(em: EntityManager, _options: SeedOptions): Promise<string> {
  if ((await em.count(Client)) > 0) {
    // a database seeded before contracts, questions and engineers existed (the bench's, a developer's)
    // gets them once: each seeder does nothing when its rows are there
    const contracts = (await em.count(Contract)) ? 0 : await em.transactional((tx) => seedContracts(tx));
    const [questions, engineers] = [await seedQuestions(em), await seedEngineers(em)];
    return contracts || questions || engineers
      ? `assets already seeded; added ${contracts} contracts, ${questions} questions, ${engineers} engineers`
      : "assets already seeded";
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
        ...timeWindows(c.windows),
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
  const questions = await seedQuestions(em);
  const engineers = await seedEngineers(em);
  return `${CLIENTS.length} clients, ${SITES_PER_CLIENT.reduce((a, b) => a + b)} sites, ${CONTRACTORS.length} contractors, ${TRADES.length} trades, ${contracts} contracts, ${questions} checklist questions, ${engineers} engineers`;
}
