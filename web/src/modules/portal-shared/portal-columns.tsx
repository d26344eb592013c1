import type { WorkOrderField } from "../../gql/graphql";
import { dateColumn, linkColumn, textColumn, type GridColumn } from "../../ui/grid";

/**
 * The columns of the portals' work-order grids (the client's and the contractor's): what they show
 * of a row, a subset of WorkOrder a portal user may read, and the API field each sorts by.
 */
export type PortalRow = {
  id: number;
  refNo: string;
  dateOpened?: string | null;
  dueDate?: string | null;
  clientName?: string | null;
  siteName?: string | null;
  issue?: string | null;
  details?: string | null;
  clientRef?: string | null;
  subTradeName?: string | null;
  workOrderStatus?: string | null;
  assetCode?: string | null;
};

type Col<R> = GridColumn<R, WorkOrderField>;

/** The reference as a link: to the order's popup over the page (each portal says where that is) */
export const workOrderRefColumn = <R extends PortalRow>(title: string, to: (row: R) => string, width = 130): Col<R> =>
  linkColumn("RefNo", title, { to, text: (r) => r.refNo }, { width, apiField: "REFERENCE" });

export const dueDateColumn = <R extends PortalRow>(): Col<R> =>
  dateColumn("DueDate", "Due Date", (r) => r.dueDate, { width: 110, apiField: "DUE_DATE" });
export const dateOpenedColumn = <R extends PortalRow>(): Col<R> =>
  dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" });
export const clientColumn = <R extends PortalRow>(): Col<R> =>
  textColumn("Client", "Client", (r) => r.clientName, { width: 180, apiField: "CLIENT" });
export const siteColumn = <R extends PortalRow>(): Col<R> => textColumn("Site", "Site", (r) => r.siteName, { width: 200, apiField: "SITE" });
export const issueColumn = <R extends PortalRow>(): Col<R> => textColumn("Issue", "Issue", (r) => r.issue, { width: 240, apiField: "ISSUE" });
export const clientRefColumn = <R extends PortalRow>(): Col<R> =>
  textColumn("ClientRef", "Client Ref", (r) => r.clientRef, { width: 120, apiField: "CLIENT_REF" });
export const subTradeColumn = <R extends PortalRow>(): Col<R> =>
  textColumn("SubTrade", "Sub-Trade", (r) => r.subTradeName, { width: 150, apiField: "SUB_TRADE" });
export const statusColumn = <R extends PortalRow>(): Col<R> =>
  textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 150, apiField: "STATUS" });
