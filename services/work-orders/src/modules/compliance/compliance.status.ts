import { DateTime } from "luxon";
import { registerEnumType } from "type-graphql";

/** Where a site stands on one compliance type (issue 27): computed from certificates, never typed by hand. */
export enum ComplianceStatus {
  IN_DATE = "IN_DATE",
  DUE_SOON = "DUE_SOON",
  OVERDUE = "OVERDUE",
  MISSING = "MISSING",
}
registerEnumType(ComplianceStatus, {
  name: "ComplianceStatus",
  description: "Where a site stands on one compliance type, computed from its latest certificate",
  valuesConfig: {
    IN_DATE: { description: "The latest certificate is valid for longer than the client's due-soon days (or its type has no fixed period)" },
    DUE_SOON: { description: "The latest certificate expires within the client's due-soon days (default 30), today included" },
    OVERDUE: { description: "The latest certificate expired before today" },
    MISSING: { description: "No certificate of this type on the site or its closed orders" },
  },
});

/** A certificate's expiry: its date plus the type's validity in months; null when the type has no fixed period. */
export function expiryOf(certDate: string, validityMonths: number | null): string | null {
  if (validityMonths == null) return null;
  return DateTime.fromISO(certDate, { zone: "utc" }).plus({ months: validityMonths }).toISODate()!;
}

/**
 * The status of a site × type on `today` (YYYY-MM-DD, London): MISSING without a certificate;
 * IN_DATE with one of a type without a fixed period; else OVERDUE once the expiry has passed
 * (valid through the expiry day itself), DUE_SOON from `dueSoonDays` before the expiry, IN_DATE before.
 */
export function complianceStatus(certDate: string | null, validityMonths: number | null, today: string, dueSoonDays: number): ComplianceStatus {
  if (!certDate) return ComplianceStatus.MISSING;
  const expires = expiryOf(certDate, validityMonths);
  if (!expires) return ComplianceStatus.IN_DATE;
  if (expires < today) return ComplianceStatus.OVERDUE;
  const dueFrom = DateTime.fromISO(expires, { zone: "utc" }).minus({ days: dueSoonDays }).toISODate()!;
  return today >= dueFrom ? ComplianceStatus.DUE_SOON : ComplianceStatus.IN_DATE;
}
