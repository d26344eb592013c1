import { ZONE } from "@wo/shared";
import type { EntityManager } from "@mikro-orm/postgresql";
import { DateTime } from "luxon";
import { Asset } from "../modules/asset/asset.entity";

/** Real makes and models by category (the category ids the migration fixes), with a code and a serial prefix. */
const KINDS: { categoryId: number; code: string; what: string; models: [make: string, model: string, serial: string][] }[] = [
  {
    categoryId: 4,
    code: "BLR",
    what: "Gas-fired condensing boiler, plant room",
    models: [
      ["Ideal", "Evomax 2 150", "EVX"],
      ["Worcester Bosch", "Greenstar 8000 Life 50", "WB8"],
      ["Baxi", "Quinta Ace 160", "QA"],
      ["Potterton", "Sirius Two FSB 110", "PSB"],
    ],
  },
  {
    categoryId: 6,
    code: "CHL",
    what: "Air-cooled chiller, roof plant",
    models: [
      ["Carrier", "AquaSnap 30RB-262", "30RB"],
      ["Daikin", "EWAD-TZ 340", "EWAD"],
      ["Trane", "CGAM 080", "CGA"],
      ["Mitsubishi Electric", "e-series EAHV-P900YA", "EAH"],
    ],
  },
  {
    categoryId: 2,
    code: "AHU",
    what: "Air handling unit serving the sales floor",
    models: [
      ["Swegon", "GOLD RX 25", "GRX"],
      ["Systemair", "Topvex TR12", "TVX"],
      ["Daikin", "Professional D-AHU", "DAH"],
      ["Nuaire", "XBOXER XBC55", "XBC"],
    ],
  },
  {
    categoryId: 10,
    code: "FAP",
    what: "Addressable fire alarm control panel, reception",
    models: [
      ["Advanced", "MxPro 5 MX-5402", "MX5"],
      ["Gent", "Vigilon Nexus 4-loop", "VGN"],
      ["Kentec", "Syncro AS", "SAS"],
      ["C-TEC", "ZFP 2-loop", "ZFP"],
    ],
  },
  {
    categoryId: 14,
    code: "LFT",
    what: "Passenger lift, 8 person",
    models: [
      ["Otis", "Gen2 Life", "OT"],
      ["Schindler", "3000", "SC"],
      ["KONE", "MonoSpace 500", "KN"],
      ["Stannah", "Midilift SL", "STN"],
    ],
  },
  {
    categoryId: 5,
    code: "CAM",
    what: "IP camera, car park and entrances",
    models: [
      ["Hikvision", "DS-2CD2387G2-LU", "HKV"],
      ["Axis", "P3265-LVE", "AX"],
      ["Dahua", "IPC-HFW5442T", "DH"],
      ["Hanwha", "XNV-8080R", "HW"],
    ],
  },
  {
    categoryId: 19,
    code: "WH",
    what: "Direct-fired water heater, kitchen and washrooms",
    models: [
      ["Andrews", "Maxxflo Evo EVO 30/300", "MXF"],
      ["Lochinvar", "Dura-Flue DF 42", "LDF"],
      ["Rheem", "Prestige 200", "RP"],
      ["Heatrae Sadia", "Megaflo Eco 300i", "MEG"],
    ],
  },
  {
    categoryId: 1,
    code: "ACU",
    what: "Split air conditioning unit, office",
    models: [
      ["Daikin", "FTXM50R", "FTX"],
      ["Mitsubishi Electric", "PKA-M60KAL", "PKA"],
      ["Fujitsu", "ASYG18KMTB", "ASY"],
      ["Toshiba", "RAV-GM901KRTP", "RAV"],
    ],
  },
  {
    categoryId: 12,
    code: "GEN",
    what: "Standby diesel generator",
    models: [
      ["Cummins", "C150D5", "CU"],
      ["FG Wilson", "P165-5", "FGW"],
      ["Caterpillar", "DE110E2", "CAT"],
    ],
  },
  {
    categoryId: 15,
    code: "PMP",
    what: "Heating circulation pump",
    models: [
      ["Grundfos", "MAGNA3 40-120 F", "GRF"],
      ["Wilo", "Stratos MAXO 40/0,5-12", "WIL"],
      ["Lowara", "e-SV 10SV05", "LOW"],
    ],
  },
  {
    categoryId: 16,
    code: "REF",
    what: "Upright refrigerator, back of house",
    models: [
      ["Foster", "EcoPro G2 EP700H", "FOS"],
      ["Williams", "Jade HJ1SA", "WIJ"],
      ["True", "T-49", "TRU"],
    ],
  },
  {
    categoryId: 3,
    code: "ADR",
    what: "Automatic sliding door, main entrance",
    models: [
      ["dormakaba", "ES 200", "DK"],
      ["Record", "STA 20", "REC"],
      ["GEZE", "Slimdrive SL NT", "GZ"],
    ],
  },
  {
    categoryId: 13,
    code: "IAL",
    what: "Intruder alarm control panel",
    models: [
      ["Texecom", "Premier Elite 48", "TXE"],
      ["Honeywell", "Galaxy Flex 50", "GFX"],
      ["Pyronix", "Enforcer 32-WE", "PYX"],
    ],
  },
  {
    categoryId: 9,
    code: "EML",
    what: "Emergency lighting central test system",
    models: [
      ["Thorlux", "Smartscan SS", "TLX"],
      ["Eaton", "CGLine+ Web", "CGL"],
      ["Hochiki", "FIREscape+", "HFS"],
    ],
  },
  {
    categoryId: 8,
    code: "DB",
    what: "Three-phase distribution board",
    models: [
      ["Schneider Electric", "Acti9 Isobar P", "SEA"],
      ["Hager", "Invicta 3 JK4", "HGR"],
      ["Eaton", "xEnergy Basic", "XEB"],
    ],
  },
  {
    categoryId: 7,
    code: "ACS",
    what: "Door entry and access control controller",
    models: [
      ["Paxton", "Net2 Plus", "PAX"],
      ["2N", "IP Verso 2.0", "2NV"],
      ["Videx", "VX2300", "VDX"],
    ],
  },
];

/** Assets per site, cycling: an estate of 324 over 36 sites. */
const PER_SITE = [12, 8, 10, 7, 9, 11, 6, 9, 10];

/** A deterministic sequence (a linear congruential generator): the same data at every seeding. */
function sequence(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * The asset register of every demo site: boilers, chillers, AHUs, fire panels, lifts, CCTV, water
 * heaters and more, with real makes and models, serial numbers, installed dates over the last 12
 * years (counted back from the day of seeding, so some are always in warranty) and warranties of
 * 12-60 months or 90-730 days. Deterministic for a given day; does nothing when assets exist.
 */
export async function seedAssetRegister(em: EntityManager, today: DateTime = DateTime.now().setZone(ZONE)): Promise<number> {
  if ((await em.count(Asset)) > 0) return 0;
  const sites = await em
    .getConnection()
    .execute<{ id: number; client_id: number; site_code: string }[]>("select id, client_id, site_code from assets.site order by id");
  const contractors = (await em.getConnection().execute<{ id: number }[]>("select id from assets.contractor order by id")).map((c) => c.id);
  const next = sequence(20261125);
  const rows: Partial<Asset>[] = [];
  sites.forEach((site, si) => {
    const n = PER_SITE[si % PER_SITE.length]!;
    const used = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const kind = KINDS[(si * 5 + i * 3 + next(4)) % KINDS.length]!;
      const [make, model, prefix] = kind.models[next(kind.models.length)]!;
      const count = (used.get(kind.code) ?? 0) + 1;
      used.set(kind.code, count);
      const installed = today.minus({ days: 30 + next(12 * 365 - 30) });
      const days = next(3) === 0;
      rows.push({
        clientId: site.client_id,
        siteId: site.id,
        categoryId: kind.categoryId,
        assetCode: `${site.site_code}-${kind.code}-${String(count).padStart(2, "0")}`,
        make,
        model,
        serialNo: `${prefix}${installed.toFormat("yy")}${String(100000 + next(900000))}`,
        description: count > 1 ? `${kind.what} (${count})` : kind.what,
        supplierId: contractors.length && next(5) > 0 ? contractors[next(contractors.length)]! : null,
        installedDate: installed.toISODate()!,
        warrantyPeriod: days ? 90 + next(641) : [12, 24, 36, 48, 60][next(5)]!,
        warrantyUnit: days ? "Days" : "Months",
        active: next(15) !== 0,
      });
    }
  });
  await em.transactional(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insertMany(Asset, rows.slice(i, i + 500));
  });
  return rows.length;
}
