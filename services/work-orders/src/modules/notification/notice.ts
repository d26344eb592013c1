import type { EntityManager } from "@mikro-orm/postgresql";
import { ContractorNotice, type ContractorNoticeReason } from "../work-order/contractor-notice.entity";

export interface ContractorNoticeInput {
  workOrderId: number;
  contractorId: number;
  reason: ContractorNoticeReason;
}

/**
 * Records, in the caller's transaction, that a contractor must be told about a work order: every
 * change that gives an order to a contractor (approve-and-convert, a change of contractor, a PPM
 * conversion) and a resend calls this, so the notice commits or rolls back with the change.
 */
export function noticeContractor(tx: EntityManager, input: ContractorNoticeInput): void {
  tx.create(ContractorNotice, input);
}
