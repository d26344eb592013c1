import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import { Access, NotFoundError, Readers, REPORT_READERS, requireViewer, tenantScope, type ServiceContext } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";
import { workOrderReference } from "../work-order/work-order.reference";
import { REPORT_COLUMNS } from "./report.columns";
import { ReportDateArgs, ReportFilterArgs, ReportListArgs, ValuationReportArgs } from "./report.input";
import { ORDER_LOG_LIST, QUERY_REPORT_LIST, VALUATION_LIST } from "./report.reader";
import * as reports from "./report.service";
import { ReportColumn, ReportContractorValue, ReportOrder, ReportOrderPage, ReportReasonCount, ReportSource, ReportWeek } from "./report.type";

/** Staff who read the reports: reporting (Finance, Contracts, Operations) or reports (Management) at read; administrators. */
const READERS = REPORT_READERS.areas;

/** The reports (portals §2.13, docs/reports.md): three lists of ReportOrder rows, their charts and their columns. */
@Resolver(() => ReportOrder)
export class ReportResolver {
  @Access.staffAreas(READERS, { portal: ["contractor"] })
  @Query(() => ReportOrderPage, {
    description:
      "The order log (GET /api/Reports/WeeklyLogs): orders logged within the London days given, of a client and a valuation number; " +
      "a contractor user its own orders only. Default sort: ORDER_NUMBER ascending",
  })
  async orderLogReport(@Args() args: ReportListArgs, @Ctx() ctx: ServiceContext): Promise<ReportOrderPage> {
    return reports.listReport(ctx.em, ORDER_LOG_LIST, tenantScope(requireViewer(ctx)), args);
  }

  @Access.staffAreas(READERS)
  @Query(() => ReportOrderPage, {
    description:
      "The valuation report (GET /api/Reports/Validation): Closed, Approved and Submitted orders with a submitted cost, dated by when they closed " +
      "(else their last status change). Default sort: SITE_CODE ascending",
  })
  async valuationReport(@Args() args: ValuationReportArgs, @Ctx() ctx: ServiceContext): Promise<ReportOrderPage> {
    return reports.listReport(ctx.em, VALUATION_LIST, tenantScope(requireViewer(ctx)), args);
  }

  @Access.staffAreas(READERS)
  @Query(() => ReportOrderPage, {
    description:
      "The query report (GET /api/Reports/QueryReport): orders in Query logged within the dates given. Default sort: LOGGED_DATE descending",
  })
  async queryReport(@Args() args: ReportListArgs, @Ctx() ctx: ServiceContext): Promise<ReportOrderPage> {
    return reports.listReport(ctx.em, QUERY_REPORT_LIST, tenantScope(requireViewer(ctx)), args);
  }

  @Access.staffAreas(READERS)
  @Query(() => [ReportWeek], { description: "The order log's orders per London week: logged, and closed (the order log's rows alone)" })
  orderLogChart(@Args() args: ReportFilterArgs, @Ctx() ctx: ServiceContext): Promise<ReportWeek[]> {
    return reports.orderLogChart(ctx.em, ORDER_LOG_LIST, tenantScope(requireViewer(ctx)), { ...args });
  }

  @Access.staffAreas(READERS)
  @Query(() => [ReportContractorValue], { description: "The valuation's net value by contractor: the twelve largest, then Others" })
  valuationByContractor(@Args() args: ReportDateArgs, @Ctx() ctx: ServiceContext): Promise<ReportContractorValue[]> {
    return reports.valuationByContractor(ctx.em, VALUATION_LIST, tenantScope(requireViewer(ctx)), { ...args });
  }

  @Access.staffAreas(READERS)
  @Query(() => [ReportReasonCount], { description: "The query report's orders by query reason, most first" })
  queryReasonCounts(@Args() args: ReportFilterArgs, @Ctx() ctx: ServiceContext): Promise<ReportReasonCount[]> {
    return reports.queryReasonCounts(ctx.em, QUERY_REPORT_LIST, tenantScope(requireViewer(ctx)), { ...args });
  }

  @Access.staffAreas(READERS)
  @Query(() => [ReportColumn], { description: "A report's columns (the exports' and the builder's), in order" })
  reportColumns(@Arg("source", () => ReportSource, { description: "The report whose columns to list" }) source: ReportSource): ReportColumn[] {
    return REPORT_COLUMNS[source].map(({ key, header, format }) => ({ key, header, format }));
  }

  @Readers.contractors()
  @FieldResolver(() => WorkOrder, { description: "The work order itself (billing's cost checks, say), read as the viewer may" })
  async workOrder(@Root() row: ReportOrder, @Ctx() ctx: ServiceContext): Promise<WorkOrder> {
    const wo = await workOrderReference.__resolveReference({ id: row.id }, ctx);
    if (!wo) throw new NotFoundError("Work order not found");
    return wo;
  }
}
