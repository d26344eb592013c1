import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyBillingItemFragment, LegacyQuoteFragment, QuoteField } from "../gql/graphql";
import { idParam, mapFilters, optionalId, pageArgs, parseFilter, parseSort, text } from "./legacy";
import { legacyInstant, legacyMoney, legacyVersion } from "./params";
import { modelSaves } from "./model";
import { legacy, list } from "./shape";
import { shim } from "./shim";

/** A quote's fields, as the quotation row, the quote model and the portals' quote rows read them. */
graphql(`
  fragment LegacyQuote on Quote {
    id
    workOrderId
    entityName
    billingTypeId
    billingStatusId
    billingStatus
    quoteRef
    ampmQuoteRef
    billingDate
    summary
    totalAmountExTax
    totalTax
    totalAmountIncTax
    workOrderRef
    clientName
    contractorName
    siteName
    sentAt
    decidedAt
    decisionNote
    newWorkOrderId
    version
  }
`);

/** A quote's line, as the billing item rows read it. */
graphql(`
  fragment LegacyBillingItem on BillingItem {
    id
    billingId
    billingItemTypeId
    billingItemType
    description
    taxRate
    itemAmountExTax
    units
    itemAmountIncTax
    lineAmountExTax
    taxAmount
    lineAmountIncTax
    sortOrder
  }
`);

/**
 * A quote in the legacy shapes (portals §3): the Quote model (id, BillingStatus, BillingStatusId,
 * BillingTypeId, QuoteRef, AMPMQuoteRef, BillingDate, Summary, TotalAmountExTax, EntityId,
 * EntityName), the Quotation row (ContractorName, ClientName, WorkOrderName) and the client
 * portal's quote row (Dated, Site, Description, Cost, Status), with the totals' tax and gross.
 */
export const legacyQuote = legacy<Partial<LegacyQuoteFragment> & { id: number }>({
  fields: {
    workOrderId: ["EntityId", "WorkOrderId"],
    billingStatus: ["BillingStatus", "Status"],
    ampmQuoteRef: "AMPMQuoteRef",
    billingDate: ["BillingDate", "Dated"],
    summary: ["Summary", "Description"],
    totalAmountExTax: ["TotalAmountExTax", "Cost"],
    workOrderRef: ["WorkOrderName", "WorkOrderRef"],
    siteName: ["Site", "SiteName"],
  },
});

/**
 * A quote's line in the legacy shape (portals §3 Billing item): id, BillingId, BillingTypeId,
 * BillingItemTypeId, Description, TaxRate, ItemAmountExTax, Units, ItemAmountIncTax,
 * LineAmountExTax, Unit, TaxAmount, and the invoice-style grid's Quantity (the units),
 * ItemCostPriceExTax (the amount per unit) and LineAmountIncTax. No unit of measure is kept: Unit is null.
 */
export const legacyBillingItem = legacy<LegacyBillingItemFragment>({
  fields: {
    units: (v) => ({ Units: v, Quantity: v }),
    itemAmountExTax: (v) => ({ ItemAmountExTax: v, ItemCostPriceExTax: v }),
  },
  extra: () => ({ BillingTypeId: 1, Unit: null }),
});

/** The quotation grid's sort and filter fields, by their legacy names (any case). */
const FIELDS: Record<string, QuoteField> = {
  Id: "QUOTE_REF",
  QuoteRef: "QUOTE_REF",
  BillingDate: "BILLING_DATE",
  Dated: "BILLING_DATE",
  AMPMQuoteRef: "AMPM_QUOTE_REF",
  ContractorName: "CONTRACTOR",
  Contractor: "CONTRACTOR",
  ClientName: "CLIENT",
  Client: "CLIENT",
  Site: "SITE",
  SiteName: "SITE",
  WorkOrderName: "WORK_ORDER",
  WorkOrder: "WORK_ORDER",
  WorkOrderRef: "WORK_ORDER",
  EntityId: "WORK_ORDER",
  Summary: "SUMMARY",
  Description: "SUMMARY",
  BillingStatus: "STATUS",
  Status: "STATUS",
  TotalAmountExTax: "TOTAL",
  Cost: "TOTAL",
  Total: "TOTAL",
  TotalAmountIncTax: "TOTAL_INC_TAX",
};

const LIST = graphql(`
  query QuotesList(
    $has: Boolean!
    $page: Int!
    $pageSize: Int!
    $search: String
    $workOrderId: Int
    $clientId: Int
    $contractorId: Int
    $billingStatusId: Int
    $sort: [QuoteSortInput!]
    $filters: [QuoteFilterInput!]
  ) {
    quotes(
      page: $page
      pageSize: $pageSize
      search: $search
      workOrderId: $workOrderId
      clientId: $clientId
      contractorId: $contractorId
      billingStatusId: $billingStatusId
      sort: $sort
      filters: $filters
    ) @include(if: $has) {
      totalCount
      nodes {
        ...LegacyQuote
      }
    }
  }
`);

const listParams = z.object({
  search: text(200),
  clientid: optionalId,
  contractorid: optionalId,
  billingstatusid: optionalId,
  workorderid: optionalId,
  entityid: optionalId,
  entityname: z.string().nullish(),
});

/** An entity name as the legacy calls send it, compared without regard to case; absent is the expected one. */
const named = (v: string | null | undefined, expected: string) => v == null || v.trim() === "" || v.trim().toLowerCase() === expected.toLowerCase();

/**
 * A list of quotes: the quotation grid (GET /api/Billings), a client portal's quotes, and a work
 * order's quotes (`byOrder`: entityId with entityName=WorkOrder, or workOrderId; none given, or
 * another entity named, answers an empty list, as the legacy tab before an order is open).
 */
const quotesList = (path: string, byOrder = false) =>
  shim({
    method: "get",
    path,
    tenancy: "scoped",
    operation: LIST,
    variables: ({ args }) => {
      const p = listParams.parse(args);
      const workOrderId = p.workorderid ?? (named(p.entityname, "WorkOrder") ? p.entityid : undefined);
      return {
        has: !byOrder || !!workOrderId,
        ...pageArgs(args),
        search: p.search,
        workOrderId: workOrderId ?? null,
        clientId: p.clientid || null,
        contractorId: p.contractorid || null,
        billingStatusId: p.billingstatusid || null,
        sort: parseSort(args.sort, FIELDS),
        filters: mapFilters(parseFilter(args.filter), FIELDS),
      };
    },
    result: ({ quotes }) => (quotes ? list(quotes.nodes.map(legacyQuote), quotes.totalCount) : list([])),
  });

const ITEMS = graphql(`
  query BillingItemsList($has: Boolean!, $billingId: Int!, $page: Int!, $pageSize: Int!) {
    billingItems(billingId: $billingId, page: $page, pageSize: $pageSize) @include(if: $has) {
      totalCount
      nodes {
        ...LegacyBillingItem
      }
    }
  }
`);

/** A quote's items (page size 0, or none, is every item): by billingId, or entityId with entityName=Quote; none given answers an empty list. */
const itemsList = (path: string) =>
  shim({
    method: "get",
    path,
    tenancy: "scoped",
    operation: ITEMS,
    variables: ({ args }) => {
      const p = z.object({ billingid: optionalId, entityid: optionalId, entityname: z.string().nullish() }).parse(args);
      const billingId = p.billingid ?? (named(p.entityname, "Quote") ? p.entityid : undefined);
      return { has: !!billingId, billingId: billingId ?? 0, ...pageArgs(args) };
    },
    result: ({ billingItems }) => (billingItems ? list(billingItems.nodes.map(legacyBillingItem), billingItems.totalCount) : list([])),
  });

/** A whole number sent as a number or a string; empty is none. */
const formInt = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v == null || String(v).trim() === "") return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: "custom", message: "must be a whole number" });
      return z.NEVER;
    }
    return n;
  });

const quoteForm = z.object({
  id: formInt,
  version: legacyVersion,
  entityid: formInt,
  workorderid: formInt,
  summary: z.string().nullish(),
  billingdate: legacyInstant,
  ampmquoteref: z.string().nullish(),
});

/** The generic model's quote (POST/PUT /api/Billings): its status, references and totals are the server's; AMPMQuoteRef only when sent. */
function quoteInput(args: Record<string, unknown>, id: number | null) {
  // EntityName is always WorkOrder: a quote is for a work order, whatever the caller names
  const f = quoteForm.parse(args);
  return {
    id: id ?? f.id,
    version: f.version,
    workOrderId: f.entityid ?? f.workorderid,
    summary: f.summary ?? null,
    billingDate: f.billingdate,
    ...("ampmquoteref" in args ? { ampmQuoteRef: f.ampmquoteref ?? null } : {}),
  };
}

const itemForm = z.object({
  id: formInt,
  billingid: formInt,
  description: z.string().nullish(),
  units: legacyMoney,
  quantity: legacyMoney,
  itemamountextax: legacyMoney,
  itemcostpriceextax: legacyMoney,
  taxrate: legacyMoney,
  billingitemtypeid: formInt,
});

/** A billing item as the quote popup posts it (Units or Quantity; ItemAmountExTax or ItemCostPriceExTax). */
function itemInput(args: Record<string, unknown>, id: number | null) {
  const f = itemForm.parse(args);
  return {
    id: id ?? f.id,
    billingId: f.billingid,
    description: f.description ?? null,
    units: f.units ?? f.quantity,
    itemAmountExTax: f.itemamountextax ?? f.itemcostpriceextax,
    taxRate: f.taxrate,
    billingItemTypeId: f.billingitemtypeid,
  };
}

/** GET /api/Billings/0: a new quote (a Draft, dated now), for the work order named by entityId when given. */
function blankQuote(args: Record<string, unknown>) {
  const entityId = optionalId.parse(args.entityid ?? args.workorderid) ?? 0;
  return {
    id: 0,
    EntityId: entityId,
    EntityName: "WorkOrder",
    BillingTypeId: 1,
    BillingStatusId: 1,
    BillingStatus: "Draft",
    QuoteRef: null,
    AMPMQuoteRef: null,
    BillingDate: new Date().toISOString(),
    Summary: null,
    TotalAmountExTax: 0,
    TotalTax: 0,
    TotalAmountIncTax: 0,
    Version: 0,
  };
}

/**
 * Quotes and their items (portals §2.10, §3, §7; docs/billing.md "Quotes"): the quotation grid, the
 * generic model calls for Billings, the quote items, and the portals' quote calls. Staff read every
 * quote, a contractor its own, a client those sent to it (never a draft); staff holding reporting
 * at full and contractors (their own orders) write. Paths with an id take digits only (`/Billings/Costs`
 * and `/Billings/QuotedCost` are other calls: static paths are matched first). /api/BillingItemTypes
 * is a lookup (services/shared/src/lookups.ts); sending a quote is POST /api/Contractors/SubmitQuote.
 */
export const quoteRoutes = [
  quotesList("/Billings"),
  shim({
    method: "get",
    path: "/Billings/:id",
    tenancy: "scoped",
    operation: graphql(`
      query BillingsModel($id: Int!) {
        quote(id: $id) {
          ...LegacyQuote
        }
      }
    `),
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? blankQuote(args) : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ quote }) => legacyQuote(quote),
  }),
  ...modelSaves({
    path: "/Billings",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation BillingsSave($input: SaveQuoteInput!) {
        saveQuote(input: $input) {
          quote {
            ...LegacyQuote
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }, id) => ({ input: quoteInput(args, id) }),
    result: ({ saveQuote }) => legacyQuote(saveQuote.quote!),
  }),
  shim({
    method: "delete",
    path: "/Billings/:id",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation BillingsDelete($id: Int!) {
        deleteQuote(id: $id) {
          deletedId
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    // 'An accepted quote cannot be deleted': the quotation grid alerts the response as it is (§8)
    refusalBody: "message",
    result: ({ deleteQuote }) => ({ id: deleteQuote.deletedId, Message: "Quote Deleted" }),
  }),
  itemsList("/BillingItems"),
  ...modelSaves({
    path: "/BillingItems",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation BillingItemsSave($input: SaveBillingItemInput!) {
        saveBillingItem(input: $input) {
          item {
            ...LegacyBillingItem
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }, id) => ({ input: itemInput(args, id) }),
    result: ({ saveBillingItem }) => legacyBillingItem(saveBillingItem.item!),
  }),
  shim({
    method: "delete",
    path: "/BillingItems/:id",
    tenancy: "scoped:contractor",
    operation: graphql(`
      mutation BillingItemsDelete($id: Int!) {
        deleteBillingItem(id: $id) {
          deletedId
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteBillingItem }) => ({ id: deleteBillingItem.deletedId, Message: "Billing item deleted" }),
  }),
  // the client portal's quotes list, its work order's quotes tab and its quote details popup (portals §2.1, §7)
  quotesList("/ClientPortal/CustomerPortalQuotes"),
  quotesList("/ClientPortal/CustomerPortalWorkOrderQuotes", true),
  itemsList("/ClientPortal/CustomerPortalWorkOrderBillingItems"),
  // the contractor portal's work order's quotes (portals §7)
  quotesList("/ContractorPortal/ContractorPortalWorkOrderQuotes", true),
];
