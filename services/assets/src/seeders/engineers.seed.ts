import type { EntityManager } from "@mikro-orm/postgresql";
import { Contractor } from "../modules/contractor/contractor.entity";
import { Engineer } from "../modules/engineer/engineer.entity";

type Seed = [firstName: string, lastName: string, mobile: string, skills: string, registration: string | null];

/** Two or three operatives of several demo contractors (by contractor id: 1 and 2 are the demo contractor users'). */
const ENGINEERS: Record<number, Seed[]> = {
  1: [
    ["Gary", "Whitfield", "07700900101", "Multi-trade: plumbing, carpentry, minor electrical", null],
    ["Darren", "Okafor", "07700900102", "Electrical installation and testing (18th Edition)", "NICEIC 604517"],
    ["Lee", "Hammond", "07700900103", "Plumbing and heating, commercial gas", "GAS SAFE 547213"],
  ],
  2: [
    ["Craig", "Pemberton", "07700900201", "Commercial boilers, unvented hot water (G3)", "GAS SAFE 612904"],
    ["Aisha", "Rahman", "07700900202", "Plumbing, water hygiene (L8 sampling)", null],
  ],
  3: [
    ["Martin", "Kowalski", "07700900301", "Fixed wire testing, EICRs", "NICEIC 588120"],
    ["Jodie", "Fletcher", "07700900302", "Lighting and emergency lighting", "NICEIC 588121"],
  ],
  5: [
    ["Paul", "Brennan", "07700900501", "Air conditioning, F-gas category 1", "REFCOM 20931"],
    ["Tomasz", "Nowak", "07700900502", "Ventilation and air handling units", null],
    ["Sean", "Gallagher", "07700900503", "Chillers, F-gas category 1", "REFCOM 20945"],
  ],
  10: [
    ["Rachel", "Dunmore", "07700901001", "Fire alarm servicing (BS 5839)", "BAFE SP203-1"],
    ["Imran", "Siddiqui", "07700901002", "Sprinklers and extinguishers", null],
  ],
  11: [
    ["Neil", "Ashworth", "07700901101", "Passenger lifts, LOLER inspections", null],
    ["Karen", "Lister", "07700901102", "Lift breakdowns and rescues", null],
  ],
};

/** The engineers of the contractors above; nothing when engineers are there already. */
export async function seedEngineers(em: EntityManager): Promise<number> {
  if ((await em.count(Engineer)) > 0) return 0;
  const contractors = new Set((await em.find(Contractor, { id: { $in: Object.keys(ENGINEERS).map(Number) } })).map((c) => c.id));
  let n = 0;
  await em.transactional(async (tx) => {
    for (const [contractorId, people] of Object.entries(ENGINEERS)) {
      if (!contractors.has(Number(contractorId))) continue;
      for (const [firstName, lastName, mobile, skills, registrationNumber] of people) {
        tx.create(Engineer, {
          contractorId: Number(contractorId),
          firstName,
          lastName,
          mobile,
          email: `${firstName}.${lastName}@example.co.uk`.toLowerCase(),
          skills,
          registrationNumber,
        });
        n++;
      }
    }
  });
  return n;
}
