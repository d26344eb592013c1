import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import * as reports from "./bi-report.service";
import { BiReportNode, SaveBiReportInput, SaveBiReportPayload } from "./bi-report.type";

@Resolver()
export class BiReportResolver {
  @Access.signedIn()
  @Query(() => [BiReportNode], {
    description: "A user's BI reports (GET /api/BIReports?userId, /api/ClientPortal/Reports): administrators any user's, everyone else their own",
  })
  biReports(
    @Arg("userId", () => Int, { nullable: true, description: "The user whose reports to list; absent: the signed-in user's own" })
    userId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<BiReportNode[]> {
    return reports.listBiReports(ctx.em, requireViewer(ctx), userId);
  }

  @Access.signedIn()
  @Query(() => BiReportNode, {
    nullable: true,
    description:
      "A user's dashboard report (GET /api/bidashboard/{userId}; the client portal's dashboard): the viewer's own when userId is absent; administrators any user's, everyone else only their own; null when none is set",
  })
  biDashboard(
    @Arg("userId", () => Int, { nullable: true, description: "The user whose dashboard report to read; absent: the signed-in user's own" })
    userId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<BiReportNode | null> {
    return reports.getBiDashboard(ctx.em, requireViewer(ctx), userId);
  }

  @Access.signedIn()
  @Query(() => BiReportNode, { description: "One BI report (GET /api/BIReports/{id}): administrators, or the user it is for" })
  biReport(
    @Arg("id", () => Int, { description: "The report's id (BiReportNode.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<BiReportNode> {
    return reports.getBiReport(ctx.em, requireViewer(ctx), id);
  }

  @Access.admin()
  @Mutation(() => SaveBiReportPayload, { description: "Creates or updates a user's BI report" })
  saveBiReport(
    @Arg("input", { description: "The report to create (id 0 or absent) or update" }) input: SaveBiReportInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveBiReportPayload> {
    return reports.saveBiReport(ctx.em, requireViewer(ctx), input);
  }

  @Access.admin()
  @Mutation(() => Boolean, { description: "Deletes a BI report (DELETE /api/BIReports/{id})" })
  deleteBiReport(@Arg("id", () => Int, { description: "The report's id" }) id: number, @Ctx() ctx: ServiceContext): Promise<boolean> {
    return reports.deleteBiReport(ctx.em, requireViewer(ctx), id);
  }
}
