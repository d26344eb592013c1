import { useEffect, useMemo, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { ValuationTab_ValuationQuery } from "../../../gql/graphql";
import { Button } from "../../../ui";
import { formatMoney } from "../../../ui/format";
import { DataGrid, useServerGrid, type GridSort } from "../../../ui/grid";
import { exportSort, reportColumn } from "../report-columns";
import { exportUrl, REPORT_PAGE_SIZE, REPORT_PAGE_SIZES } from "../report-filters";
import { ReportChart } from "./ReportChart";
import { ReportFilterBar, useReportFilters } from "./ReportFilterBar";
import { useFirstPageOnChange } from "./useReportGridPaging";

export const ValuationTab_Valuation = graphql(`
  query ValuationTab_Valuation($dateFrom: LocalDate, $dateTo: LocalDate, $page: Int!, $pageSize: Int!, $sort: [ReportOrderSortInput!]) {
    valuationReport(dateFrom: $dateFrom, dateTo: $dateTo, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        siteCode
        expenseCode
        assetNumber
        assetCode
        orderNumber
        description
        contractorName
        netValue
        accrualValue
        invoiceNo
        invoiceDate
        methodOfReporting
        contractorShortName
        trade
        subTrade
        dueDate
        opsDirector
        opsManager
        surveyor
      }
    }
  }
`);

export const ValuationTab_Chart = graphql(`
  query ValuationTab_Chart($dateFrom: LocalDate, $dateTo: LocalDate) {
    valuationByContractor(dateFrom: $dateFrom, dateTo: $dateTo) {
      contractorId
      contractorName
      orders
      netValue
    }
  }
`);

type Row = ValuationTab_ValuationQuery["valuationReport"]["nodes"][number];

/** Portals §2.13: the valuation report's widths; at 1440 px or narrower some columns step aside */
export const VALUATION_WIDE_FROM = 1441;

/** Hidden on windows 1440 px wide or narrower (Net Value among them, §2.13); shown on wider ones */
export const VALUATION_NARROW_HIDDEN = ["NetValue", "AssetCode", "MethodOfReporting", "ContractorShortName", "DueDate"];

/** Columns the product has no data for (docs: Ops Director, Ops Manager, Surveyor): there but hidden */
export const VALUATION_NO_DATA = ["OpsDirector", "OpsManager", "Surveyor"];

/** Default sort: site code (portals §9) */
export const VALUATION_DEFAULT_SORT: GridSort = { field: "SiteCode", direction: "ASC" };

function columns(wide: boolean) {
  const narrowHidden = (field: string) => !wide && VALUATION_NARROW_HIDDEN.includes(field);
  return [
    reportColumn<Row>("siteCode", "Site Code"),
    reportColumn<Row>("expenseCode", "Expense Code"),
    reportColumn<Row>("assetNumber", "Asset Number"),
    reportColumn<Row>("assetCode", "Asset Code", narrowHidden("AssetCode")),
    reportColumn<Row>("orderNumber", "Order Number"),
    reportColumn<Row>("description", "Description"),
    reportColumn<Row>("contractorName", "Contractor"),
    reportColumn<Row>("netValue", "Net Value", narrowHidden("NetValue")),
    reportColumn<Row>("accrualValue", "Accrual Value"),
    reportColumn<Row>("invoiceNo", "Invoice No"),
    reportColumn<Row>("invoiceDate", "Invoice Date"),
    reportColumn<Row>("methodOfReporting", "Method of Reporting", narrowHidden("MethodOfReporting")),
    reportColumn<Row>("contractorShortName", "Contractor Short Name", narrowHidden("ContractorShortName")),
    reportColumn<Row>("trade", "Trade"),
    reportColumn<Row>("subTrade", "Sub Trade"),
    reportColumn<Row>("dueDate", "Due Date", narrowHidden("DueDate")),
    reportColumn<Row>("opsDirector", "Ops Director", true),
    reportColumn<Row>("opsManager", "Ops Manager", true),
    reportColumn<Row>("surveyor", "Surveyor", true),
  ];
}

/** Whether the window is wider than 1440 px, following its resizes */
export function useWideWindow(): boolean {
  const [wide, setWide] = useState(() => window.innerWidth >= VALUATION_WIDE_FROM);
  useEffect(() => {
    const update = () => setWide(window.innerWidth >= VALUATION_WIDE_FROM);
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return wide;
}

const money = (n: number) => formatMoney(n);

/**
 * The valuation report (portals §2.13): the orders valued in a date range (approved, closed or
 * submitted with a cost), by site code; the columns of §2.13, some hidden on windows 1440 px wide
 * or narrower; a chart of the value by contractor; the export of the same rows (ValidationReport.aspx).
 */
export function ValuationTab() {
  const filters = useReportFilters();
  const { dateFrom, dateTo } = filters.values;
  const values = useMemo(() => ({ dateFrom, dateTo }), [dateFrom, dateTo]);
  const wide = useWideWindow();
  const [initialWide] = useState(wide);
  const definitions = useMemo(() => columns(initialWide), [initialWide]);
  const grid = useServerGrid(ValuationTab_Valuation, {
    stateKey: "report-valuation",
    columns: definitions,
    pageSize: REPORT_PAGE_SIZE,
    defaultSort: VALUATION_DEFAULT_SORT,
    page: (d) => d.valuationReport,
    variables: values,
    fetchPolicy: "cache-and-network",
  });
  useFirstPageOnChange(grid.view, values);
  // the window crossed 1440 px: those columns follow (the first render has them from the definitions)
  const setHidden = useRef(grid.view.setHidden);
  setHidden.current = grid.view.setHidden;
  const shownFor = useRef(initialWide);
  useEffect(() => {
    if (shownFor.current === wide) return;
    shownFor.current = wide;
    for (const field of VALUATION_NARROW_HIDDEN) setHidden.current(field, !wide);
  }, [wide]);
  const rows = useQuery(ValuationTab_Chart, { variables: values }).data?.valuationByContractor;
  const chart = useMemo(
    () =>
      rows
        ? {
            labels: rows.map((r) => r.contractorName ?? "Others"),
            series: [{ label: "Net value", values: rows.map((r) => Number(r.netValue)), color: "#2d72d2" }],
          }
        : null,
    [rows],
  );
  const exportFile = () =>
    void downloadExport(exportUrl("ValidationReport", { ...values, sort: exportSort(grid.view.query.sort) }), "Valuation report export");
  return (
    <div className="wo-report">
      <div className="wo-report__bar">
        <ReportFilterBar id="valuation" kind="dates" text={filters.text} onChange={filters.setText} />
        <Button icon="download" text="Export" onClick={exportFile} />
      </div>
      <DataGrid {...grid} label="Valuation report" searchable={false} pageSizes={REPORT_PAGE_SIZES} />
      {chart ? <ReportChart title="Valuation by contractor" labelTitle="Contractor" {...chart} format={money} horizontal /> : null}
    </div>
  );
}
