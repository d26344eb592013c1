import { useMemo, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { ComplianceMatrix_RegisterQuery, ComplianceSiteSortField, ComplianceStatus } from "../../../gql/graphql";
import { Callout, Intent, Spinner } from "../../../ui";
import { DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { ComplianceHistoryPopup } from "./ComplianceHistoryPopup";
import { ComplianceLegend, ComplianceStatusTag } from "./ComplianceStatusTag";
import { RaisedOrder } from "./RaisedOrder";
import { ukDate } from "./status";
import "./compliance.css";

export const ComplianceMatrix_Types = graphql(`
  query ComplianceMatrix_Types {
    complianceTypes {
      id
      code
      name
      validityMonths
    }
  }
`);

export const ComplianceMatrix_Register = graphql(`
  query ComplianceMatrix_Register(
    $clientId: Int!
    $region: String
    $status: [ComplianceStatus!]
    $page: Int!
    $pageSize: Int!
    $search: String
    $sort: [ComplianceSiteSort!]
  ) {
    complianceRegister(clientId: $clientId, region: $region, status: $status, page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        name
        siteCode
        postCode
        ownSet
        cells {
          complianceTypeId
          status
          certDate
          expiresOn
          documentId
          raisedWorkOrder {
            id
            reference
          }
        }
      }
    }
  }
`);

type Row = ComplianceMatrix_RegisterQuery["complianceRegister"]["nodes"][number];
type Type = { id: number; name: string };
type Opened = { site: Row; type: Type };

export type ComplianceMatrixProps = {
  clientId: number;
  region: string | null;
  status: ComplianceStatus | null;
  /** Saves the grid's view under this key */
  stateKey: string;
  /** Where a certificate's order opens */
  orderLink?: (workOrderId: number) => string;
};

/** A text column sorted on the server and not filtered (the register takes no column filters). */
function sortedText(field: string, title: string, value: (r: Row) => string | null | undefined, apiField: ComplianceSiteSortField, width: number) {
  const { filter: _filter, ...column } = textColumn<Row, ComplianceSiteSortField>(field, title, value, { width, apiField });
  return column;
}

function matrixColumns(
  types: readonly Type[],
  open: (o: Opened) => void,
  orderLink?: (workOrderId: number) => string,
): GridColumn<Row, ComplianceSiteSortField>[] {
  return [
    { ...sortedText("Site", "Site", (r) => r.name, "SITE_NAME", 220), locked: true },
    sortedText("SiteCode", "Code", (r) => r.siteCode, "SITE_CODE", 90),
    sortedText("PostCode", "Postcode", (r) => r.postCode, "POST_CODE", 90),
    ...types.map((t): GridColumn<Row, ComplianceSiteSortField> => ({
      field: `type_${t.id}`,
      title: t.name,
      // one line: the status with its date ("Overdue since 28/10/2026") and a raised order ("PPM WO0001234")
      width: Math.min(320, Math.max(290, t.name.length * 8)),
      render: (r) => {
        const c = r.cells.find((x) => x.complianceTypeId === t.id);
        if (!c) return <span className="wo-compliance__none">Not required</span>;
        const detail = c.expiresOn ? `${c.status === "OVERDUE" ? "since" : "to"} ${ukDate(c.expiresOn)}` : undefined;
        const tag = (
          <ComplianceStatusTag status={c.status} detail={detail} label={`${r.name}, ${t.name}`} onClick={() => open({ site: r, type: t })} />
        );
        if (!c.raisedWorkOrder) return tag;
        return (
          <span className="wo-compliance__cell">
            {tag}
            <RaisedOrder order={c.raisedWorkOrder} orderLink={orderLink} />
          </span>
        );
      },
      text: (r) => {
        const c = r.cells.find((x) => x.complianceTypeId === t.id);
        if (!c) return "Not required";
        return `${c.status} ${c.expiresOn ?? ""}${c.raisedWorkOrder ? ` PPM ${c.raisedWorkOrder.reference}` : ""}`;
      },
    })),
  ];
}

/**
 * The compliance register's matrix (issue 27): a client's sites (server paged, searched, sorted) ×
 * the compliance types, each cell its status in words on its colour, opening the certificate
 * history, and the PPM order the register raised for the cell's cycle ("PPM WO0001234"). On a phone the grid shows each site as a card listing its types' statuses.
 */
export function ComplianceMatrix(props: ComplianceMatrixProps) {
  const { data, error } = useQuery(ComplianceMatrix_Types);
  if (error) return <Callout intent={Intent.WARNING}>{error.message}</Callout>;
  if (!data) return <Spinner aria-label="Loading" />;
  return <MatrixGrid {...props} types={data.complianceTypes} />;
}

function MatrixGrid({ clientId, region, status, stateKey, orderLink, types }: ComplianceMatrixProps & { types: readonly Type[] }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  // the pages pass orderLink as a new function each render: the columns keep the latest without being rebuilt
  const link = useRef(orderLink);
  link.current = orderLink;
  const linked = orderLink != null;
  const columns = useMemo(() => matrixColumns(types, setOpened, linked ? (id) => link.current!(id) : undefined), [types, linked]);
  const grid = useServerGrid(ComplianceMatrix_Register, {
    stateKey,
    columns,
    pageSize: 25,
    defaultSort: { field: "Site", direction: "ASC" },
    page: (d) => d.complianceRegister,
    variables: { clientId, region, status: status ? [status] : null },
    fetchPolicy: "cache-and-network",
  });
  return (
    <div className="wo-compliance__matrix">
      <ComplianceLegend />
      <DataGrid {...grid} label="Compliance register" columnChooser={false} emptyText="No sites match" />
      {opened ? (
        <ComplianceHistoryPopup
          siteId={opened.site.id}
          siteName={opened.site.name}
          typeId={opened.type.id}
          typeName={opened.type.name}
          raised={opened.site.cells.find((c) => c.complianceTypeId === opened.type.id)?.raisedWorkOrder ?? null}
          orderLink={orderLink}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </div>
  );
}
