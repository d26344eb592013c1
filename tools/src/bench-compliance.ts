import type pg from "pg";

/**
 * The compliance register's estate for the bench (issue 27: "at a million work orders and 20,000 sites"):
 * one client, "Bench Estates", with 20,000 sites spread over 40 postcode areas, every seeded compliance
 * type in its default set (lifts and PAT on a tenth of the sites only, as their own sets), and on each
 * site zero to three certificates of each type (a tenth of the cells none, some long expired, some due
 * soon, most in date), with now and then an archived one. Set-based, and only the first time: the
 * client's name is the mark that it is there. Returns the client's id.
 *
 * The certificates are rows without files (their storage keys point nowhere): the register reads the
 * rows, never the files. The demo's million orders stay on the demo's clients.
 */
export const COMPLIANCE_SITES = 20_000;
const CLIENT = "Bench Estates";
const AREAS = [
  "AB",
  "B",
  "BA",
  "BD",
  "BH",
  "BN",
  "BR",
  "BS",
  "CB",
  "CF",
  "CM",
  "CR",
  "CV",
  "DE",
  "E",
  "EC",
  "EH",
  "G",
  "GL",
  "GU",
  "HA",
  "IP",
  "KT",
  "L",
  "LE",
  "LS",
  "M",
  "ME",
  "N",
  "NE",
  "NG",
  "NW",
  "OX",
  "PO",
  "RG",
  "S",
  "SE",
  "SO",
  "SW",
  "W",
];

export async function seedComplianceEstate(db: pg.Client): Promise<number> {
  const found = await db.query<{ id: number }>("select id from assets.client where name = $1", [CLIENT]);
  const clientId = found.rows[0]?.id ?? (await seedEstate(db));
  await seedCertificates(db, clientId);
  return clientId;
}

/** The client, its sites and their requirements, in one transaction. */
async function seedEstate(db: pg.Client): Promise<number> {
  await db.query("begin");
  try {
    const { rows } = await db.query<{ id: number }>("insert into assets.client (name, customer) values ($1, 'Bench') returning id", [CLIENT]);
    const clientId = rows[0]!.id;
    await db.query(
      `insert into assets.site (client_id, site_code, name, address_line1, city, post_code)
       select $1, 'BE' || lpad(g::text, 5, '0'),
              (array['Riverside', 'Station', 'Market', 'Park', 'Castle', 'Mill', 'Harbour', 'Abbey'])[1 + g % 8] || ' House ' || g,
              g || ' High Street', 'Town ' || (g % 97),
              ($2::text[])[1 + g % array_length($2::text[], 1)] || (1 + g % 20) || ' ' || (g % 9) || chr(65 + g % 26) || chr(65 + (g / 26) % 26)
       from generate_series(1, $3::int) g`,
      [clientId, AREAS, COMPLIANCE_SITES],
    );
    // the default set: every type but lifts and PAT, which a tenth of the sites have besides (their own set)
    await db.query(
      `insert into work_orders.client_compliance (client_id, type_ids, due_soon_days)
       select $1, array_agg(id order by id), 30 from work_orders.compliance_type where code not in ('LIFT_EXAMINATION', 'PAT')`,
      [clientId],
    );
    await db.query(
      `insert into work_orders.site_compliance (site_id, type_ids)
       select s.id, (select array_agg(id order by id) from work_orders.compliance_type)
       from assets.site s where s.client_id = $1 and s.id % 10 = 0`,
      [clientId],
    );
    await db.query("commit");
    await db.query("analyze assets.site");
    return clientId;
  } catch (e) {
    await db.query("rollback");
    throw e;
  }
}

/**
 * 0-3 certificates a site and type (a tenth none), dated up to six years back from today, written as
 * the product writes them: the triggers keep `compliance_latest` and each site's summary (under the
 * client's advisory lock), a few hundred sites a transaction. A batch already written is skipped, so
 * an interrupted seed goes on where it stopped.
 */
async function seedCertificates(db: pg.Client, clientId: number): Promise<void> {
  const { rows } = await db.query<{ id: number }>("select id from assets.site where client_id = $1 order by id", [clientId]);
  const BATCH = 250;
  let wrote = false;
  for (let i = 0; i < rows.length; i += BATCH) {
    const ids = rows.slice(i, i + BATCH).map((r) => r.id);
    const done = await db.query(
      "select 1 from work_orders.document where entity_name = 'Site' and entity_id = any($1::int[]) and compliance_type_id is not null limit 1",
      [ids],
    );
    if (done.rowCount) continue;
    wrote = true;
    await db.query(
      `insert into work_orders.document (entity_name, entity_id, document_type_id, cert_date, original_filename, storage_key,
         content_type, size, archived, uploaded_by_id, uploaded_by_name, date_uploaded, compliance_type_id)
       select 'Site', s.id, t.document_type_id, d.cert_date, t.code || '-' || s.site_code || '-' || n || '.pdf',
              'bench/none/' || s.id || '/' || t.id || '/' || n, 'application/pdf', 100000, (s.id + n) % 53 = 0,
              null, 'Bench', d.cert_date::timestamptz, t.id
       from assets.site s
       cross join work_orders.compliance_type t
       cross join generate_series(1, 3) n
       cross join lateral (select current_date - ((s.id * 7 + t.id * 131 + n * 401) % 2190) as cert_date) d
       where s.id = any($1::int[]) and (s.id + t.id) % 10 <> 0 and n <= 1 + (s.id + t.id) % 3`,
      [ids],
    );
  }
  if (wrote) {
    await db.query("vacuum (analyze) work_orders.document");
    await db.query("vacuum (analyze) work_orders.compliance_latest");
  }
}
