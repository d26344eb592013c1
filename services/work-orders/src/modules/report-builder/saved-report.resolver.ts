import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, allows, requireViewer, type AccessRule, type ServiceContext, REPORT_READERS } from "@wo/shared";
import { SavedReport } from "./saved-report.entity";
import { SaveSavedReportInput } from "./saved-report.input";
import * as reports from "./saved-report.service";
import { DeleteSavedReportPayload, ReportBuilderViewerCan, SaveSavedReportPayload } from "./saved-report.type";

/** Who keeps the saved reports: staff holding reporting at full (Finance, Contracts, Operations), administrators */
const SAVED_REPORT_WRITERS = { audience: ["staff"], area: "reporting", level: "full" } as const satisfies AccessRule;

@Resolver()
export class SavedReportResolver {
  @Access.staffAreas(REPORT_READERS.areas)
  @Query(() => ReportBuilderViewerCan, { description: "What the viewer may do with saved reports (the report builder's New, Edit and Delete)" })
  reportBuilderViewerCan(@Ctx() ctx: ServiceContext): ReportBuilderViewerCan {
    const may = allows(SAVED_REPORT_WRITERS, requireViewer(ctx));
    return { create: may, edit: may, delete: may };
  }

  @Access.staffAreas(REPORT_READERS.areas)
  @Query(() => [SavedReport], {
    description:
      "The report builder's saved reports, by name (GET /api/Reports/builderlist): staff who read the reports (reporting or reports at read)",
  })
  savedReports(@Ctx() ctx: ServiceContext): Promise<SavedReport[]> {
    return reports.listSavedReports(ctx.em, requireViewer(ctx));
  }

  @Access.staff(SAVED_REPORT_WRITERS.area, SAVED_REPORT_WRITERS.level)
  @Mutation(() => SaveSavedReportPayload, {
    description:
      "Creates (id 0 or none) or changes a saved report: name required ('Required fields'), unique; columns and sort from the source's catalogue (reportColumns)",
  })
  saveSavedReport(
    @Arg("input", () => SaveSavedReportInput, { description: "The saved report to create (id 0 or absent) or update" }) input: SaveSavedReportInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveSavedReportPayload> {
    return reports.saveSavedReport(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff(SAVED_REPORT_WRITERS.area, SAVED_REPORT_WRITERS.level)
  @Mutation(() => DeleteSavedReportPayload, { description: "Deletes a saved report" })
  deleteSavedReport(
    @Arg("id", () => Int, { description: "The id of the saved report to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteSavedReportPayload> {
    return reports.deleteSavedReport(ctx.em, requireViewer(ctx), id);
  }
}
