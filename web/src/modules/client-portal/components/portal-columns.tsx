import { workOrderRefColumn, type PortalRow } from "../../portal-shared/portal-columns";
import { popupLink, type PopupParam } from "../hooks/usePopupParam";

export {
  clientRefColumn,
  dateOpenedColumn,
  dueDateColumn,
  issueColumn,
  siteColumn,
  statusColumn,
  subTradeColumn,
  type PortalRow,
} from "../../portal-shared/portal-columns";

/** The reference as a link opening the order's popup over the client portal's page (`?workOrder=7`, `?ppm=7`) */
export const refColumn = <R extends PortalRow>(title: string, popup: PopupParam, width = 130) =>
  workOrderRefColumn<R>(title, (r) => popupLink(popup, r.id), width);
