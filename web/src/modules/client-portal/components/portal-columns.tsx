import type { WorkOrderField } from "../../../gql/graphql";
import { dateColumn, linkColumn, textColumn, type GridColumn } from "../../../ui/grid";
import { popupLink, type PopupParam } from "../hooks/usePopupParam";

/** What the portal's work-order grids show of a row (a subset of WorkOrder a client may read) */
export type PortalRow = {
  id: number;
  refNo: string;
  dateOpened?: string | null;
  dueDate?: string | null;
  siteName?: string | null;
  issue?: string | null;
  details?: string | null;
  clientRef?: string | null;
  subTradeName?: string | null;
  workOrderStatus?: string | null;
  assetCode?: string | null;
};

type Col<R> = GridColumn<R, WorkOrderField>;

/** The reference as a link opening the order's popup over the page (`?workOrder=7`, `?ppm=7`) */
export const refColumn = <R extends PortalRow>(title: string, popup: PopupParam, width = 130): Col<R> =>
  linkColumn("RefNo", title, { to: (r) => popupLink(popup, r.id), text: (r) => r.refNo }, { width, apiField: "REFERENCE" });

export const dueDateColumn = <R extends PortalRow>(): Col<R> =>
  dateColumn("DueDate", "Due Date", (r) => r.dueDate, { width: 110, apiField: "DUE_DATE" });
export const dateOpenedColumn = <R extends PortalRow>(): Col<R> =>
  dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" });
export const siteColumn = <R extends PortalRow>(): Col<R> => textColumn("Site", "Site", (r) => r.siteName, { width: 200, apiField: "SITE" });
export const issueColumn = <R extends PortalRow>(): Col<R> => textColumn("Issue", "Issue", (r) => r.issue, { width: 240, apiField: "ISSUE" });
export const clientRefColumn = <R extends PortalRow>(): Col<R> =>
  textColumn("ClientRef", "Client Ref", (r) => r.clientRef, { width: 120, apiField: "CLIENT_REF" });
export const subTradeColumn = <R extends PortalRow>(): Col<R> =>
  textColumn("SubTrade", "Sub-Trade", (r) => r.subTradeName, { width: 150, apiField: "SUB_TRADE" });
export const statusColumn = <R extends PortalRow>(): Col<R> =>
  textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 150, apiField: "STATUS" });
