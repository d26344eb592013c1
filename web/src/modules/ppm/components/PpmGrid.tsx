import { useMemo } from "react";
import { graphql } from "../../../gql";
import type { PpmField, PpmGrid_PpmsQuery } from "../../../gql/graphql";
import { paths } from "../../../app/paths";
import { AnchorButton, Intent } from "../../../ui";
import { dateColumn, DataGrid, linkColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";

export const PpmGrid_Ppms = graphql(`
  query PpmGrid_Ppms($page: Int!, $pageSize: Int!, $search: String, $filters: [PpmFilterInput!], $sort: [PpmSortInput!]) {
    ppms(page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        refNo
        firstVisit
        nextVisit
        clientName
        siteName
        contractorName
        subTradeName
        description
        ppmStatus
        costPerAnnum
      }
    }
  }
`);

type Row = PpmGrid_PpmsQuery["ppms"]["nodes"][number];

/** A calendar date (YYYY-MM-DD, no zone) as DD/MM/YYYY */
export const localDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split("-").reverse().join("/") : "");

/** A column of calendar dates: shown DD/MM/YYYY as they are (no zone to convert), filtered by day */
export function localDateColumn<R, F extends string>(
  field: string,
  title: string,
  value: (row: R) => string | null | undefined,
  options: { width?: number; apiField?: F },
) {
  const text = (row: R) => localDate(value(row));
  return { ...dateColumn<R, F>(field, title, value, options), render: text, text };
}

/** The PPM row of portals §3: RefNo, FirstVisit, NextPPMVisit, Client, Site, Contractor, Subtrade, Description, Status, Cost */
export function ppmColumns(): GridColumn<Row, PpmField>[] {
  return [
    linkColumn("RefNo", "Ref No.", { to: (r) => paths.ppm(r.id), text: (r) => r.refNo }, { width: 110, apiField: "REFERENCE" }),
    localDateColumn("FirstVisit", "First Visit", (r) => r.firstVisit, { width: 110, apiField: "FIRST_VISIT" }),
    localDateColumn("NextPPMVisit", "Next Visit", (r) => r.nextVisit, { width: 110, apiField: "NEXT_VISIT" }),
    textColumn("Client", "Client", (r) => r.clientName, { width: 170, apiField: "CLIENT" }),
    textColumn("Site", "Site", (r) => r.siteName, { width: 170, apiField: "SITE" }),
    textColumn("Contractor", "Contractor", (r) => r.contractorName, { width: 190, apiField: "CONTRACTOR" }),
    textColumn("Subtrade", "Sub-Trade", (r) => r.subTradeName, { width: 150, apiField: "SUB_TRADE" }),
    textColumn("Description", "Description", (r) => r.description, { width: 260, apiField: "DESCRIPTION" }),
    textColumn("Status", "Status", (r) => r.ppmStatus, { width: 100, apiField: "STATUS" }),
    moneyColumn("Cost", "Cost", (r) => r.costPerAnnum, { width: 120, apiField: "COST" }),
  ];
}

/** The PPM list (portals §2.9 #/ppm): server paged, sorted (by reference unless chosen), searched; a reference opens the schedule */
export function PpmGrid() {
  const columns = useMemo(() => ppmColumns(), []);
  const grid = useServerGrid(PpmGrid_Ppms, {
    stateKey: "ppm",
    columns,
    defaultSort: { field: "RefNo", direction: "ASC" },
    page: (data) => data.ppms,
    fetchPolicy: "cache-and-network",
  });
  const toolbar = <AnchorButton icon="add" intent={Intent.PRIMARY} text="New PPM" href={`#${paths.ppm(0)}`} />;
  return <DataGrid {...grid} label="PPM" toolbar={toolbar} emptyText="No PPMs found" />;
}
