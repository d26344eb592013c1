import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, NotFoundError, type FieldErrorShape, type Viewer } from "@wo/shared";
import { Client } from "./client.entity";
import { ClientSlaCode, SLA_CODES, type SlaCodeValue } from "./client-sla.entity";
import type { ClientSlaCodeInput } from "./client.input";
import { ClientError, type ClientSlaCodeRow, type SaveClientSlaCodesPayload } from "./client.type";

/** Hours: at least 0, at most 999,999.99, to two decimals (numeric(8,2)). */
const HOURS = /^\d{1,6}(\.\d{1,2})?$/;

/** All nine codes in order, those the client has not set with empty times. */
function rows(set: ClientSlaCode[]): ClientSlaCodeRow[] {
  const byCode = new Map(set.map((s) => [s.code, s]));
  return SLA_CODES.map((code) => {
    const s = byCode.get(code);
    return {
      code,
      // two decimals, as numeric(8,2) gives them (a row just written holds the text it was given)
      responseHours: s ? Number(s.responseHours).toFixed(2) : null,
      fixHours: s ? Number(s.fixHours).toFixed(2) : null,
      businessHoursOnly: s?.businessHoursOnly ?? false,
    };
  });
}

async function requireClient(em: EntityManager, clientId: number): Promise<Client> {
  const client = await em.findOne(Client, { id: clientId });
  if (!client) throw new NotFoundError();
  return client;
}

/** A client's SLA codes A to H and PPM (the SLA codes tab). */
export async function listClientSlaCodes(em: EntityManager, clientId: number): Promise<ClientSlaCodeRow[]> {
  await requireClient(em, clientId);
  return rows(await em.find(ClientSlaCode, { clientId }));
}

const hoursOf = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/**
 * Sets a client's SLA codes in one transaction: each code given with both times is set (response
 * and fix at least 0, fix not before response), each given with neither is cleared; codes not
 * given stay as they are. Refused as a whole when any row is wrong.
 */
export async function saveClientSlaCodes(
  em: EntityManager,
  viewer: Viewer,
  clientId: number,
  codes: ClientSlaCodeInput[],
): Promise<SaveClientSlaCodesPayload> {
  const client = await requireClient(em, clientId);
  const errors: FieldErrorShape[] = [];
  const seen = new Set<string>();
  const wanted: { code: SlaCodeValue; response: string | null; fix: string | null; business: boolean }[] = [];
  for (const c of codes) {
    const code = c.code.trim().toUpperCase();
    if (!(SLA_CODES as readonly string[]).includes(code)) {
      errors.push({ field: "code", message: `${c.code} is not an SLA code (A to H, or PPM)` });
      continue;
    }
    if (seen.has(code)) {
      errors.push({ field: `${code}.code`, message: `SLA code ${code} is given twice` });
      continue;
    }
    seen.add(code);
    const response = hoursOf(c.responseHours);
    const fix = hoursOf(c.fixHours);
    if ((response == null) !== (fix == null)) {
      errors.push({ field: `${code}.${response == null ? "responseHours" : "fixHours"}`, message: "Required fields" });
      continue;
    }
    const bad = [
      [response, "responseHours", "Response"],
      [fix, "fixHours", "Fix"],
    ].filter(([v]) => v != null && !HOURS.test(v));
    for (const [, field, label] of bad)
      errors.push({ field: `${code}.${field}`, message: `${label} time of ${code} must be 0 or more hours, up to 2 decimals` });
    if (!bad.length && response != null && fix != null && Number(fix) < Number(response)) {
      errors.push({ field: `${code}.fixHours`, message: `Fix time of ${code} must not be less than its response time` });
    }
    wanted.push({ code: code as SlaCodeValue, response, fix, business: c.businessHoursOnly });
  }
  if (errors.length) {
    const message = errors.every((e) => e.message === "Required fields") ? "Required fields" : errors.map((e) => e.message).join("\n");
    return { codes: null, error: errorOf(ClientError, "INVALID", message, errors) };
  }

  const saved = await em.transactional(async (tx) => {
    const current = new Map((await tx.find(ClientSlaCode, { clientId })).map((s) => [s.code, s]));
    for (const w of wanted) {
      const row = current.get(w.code);
      if (w.response == null) {
        if (row) tx.remove(row);
        continue;
      }
      if (row) {
        row.responseHours = w.response;
        row.fixHours = w.fix!;
        row.businessHoursOnly = w.business;
      } else {
        tx.create(ClientSlaCode, { clientId, code: w.code, responseHours: w.response, fixHours: w.fix!, businessHoursOnly: w.business });
      }
    }
    await tx.flush();
    const summary = wanted.map((w) =>
      w.response == null ? `${w.code} cleared` : `${w.code} ${w.response}h/${w.fix}h${w.business ? " business hours" : ""}`,
    );
    audit(tx, viewer, {
      entityName: "Client",
      entityId: client.id,
      action: "Updated",
      actionTaken: `SLA codes of ${client.name}: ${summary.join(", ") || "unchanged"}`,
    });
    return tx.find(ClientSlaCode, { clientId });
  });
  return { codes: rows(saved), error: null };
}
