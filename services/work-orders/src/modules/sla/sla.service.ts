import type { EntityManager } from "@mikro-orm/postgresql";
import { addSlaHours } from "./business-hours";

/** The hours of an SLA code for one client. */
export interface SlaHours {
  responseHours: number;
  fixHours: number;
  businessHoursOnly: boolean;
}

/**
 * A client's hours for an SLA code: its own (assets' published view v_client_sla, set on the client
 * page), else the code's default hours of the lookup (clock hours, response and fix alike). Null
 * when the code is not known.
 */
export async function slaHours(em: EntityManager, clientId: number, code: string): Promise<SlaHours | null> {
  const [own] = await em
    .getConnection()
    .execute<{ response_hours: string; fix_hours: string; business_hours_only: boolean }[]>(
      "select response_hours, fix_hours, business_hours_only from assets.v_client_sla where client_id = ? and code = ?",
      [clientId, code],
      "all",
      em.getTransactionContext(),
    );
  if (own) return { responseHours: Number(own.response_hours), fixHours: Number(own.fix_hours), businessHoursOnly: own.business_hours_only };
  const [lookup] = await em
    .getConnection()
    .execute<{ response_hours: number }[]>(
      "select response_hours from work_orders.sla_code where code = ?",
      [code],
      "all",
      em.getTransactionContext(),
    );
  if (!lookup) return null;
  return { responseHours: lookup.response_hours, fixHours: lookup.response_hours, businessHoursOnly: false };
}

/** The due dates of an order opened at `opened` under these hours: fixed by (dueDate) and responded to by (responseDueDate). */
export function dueDates(opened: Date, hours: SlaHours): { dueDate: Date; responseDueDate: Date } {
  return {
    dueDate: addSlaHours(opened, hours.fixHours, hours.businessHoursOnly),
    responseDueDate: addSlaHours(opened, hours.responseHours, hours.businessHoursOnly),
  };
}
