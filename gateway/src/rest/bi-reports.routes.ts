import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyBiReportFragment } from "../gql/graphql";
import { flag, formId, idParam, optionalId } from "./legacy";
import { legacy } from "./shape";
import { shim, ShimReply, type ShimInput } from "./shim";

graphql(`
  fragment LegacyBiReport on BiReportNode {
    id
    name
    description
    embedCode
    embedUrl
    userId
    dashboard
  }
`);

/** A BI report in the legacy shape (portals §3: id, Name, Description, EmbedCode, UserProfileId; and Dashboard). */
const legacyReport = legacy<LegacyBiReportFragment>({ fields: { userId: "UserProfileId" } });

/** A model read that finds no row answers as the services' NotFoundError does. */
const noData = () => new ShimReply(404, { Message: "No data found!" });

const reportForm = z.object({
  id: formId,
  userprofileid: idParam,
  name: z.string({ message: "Name is required" }),
  description: z.string().nullish(),
  embedcode: z.string({ message: "EmbedCode is required" }),
  dashboard: flag,
});

const SAVE = graphql(`
  mutation BIReportsSave($input: SaveBiReportInput!) {
    saveBiReport(input: $input) {
      report {
        ...LegacyBiReport
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const saveVariables = ({ args }: ShimInput, id?: number) => {
  const f = reportForm.parse(args);
  return {
    input: {
      id: id ?? f.id,
      userId: f.userprofileid,
      name: f.name,
      description: f.description ?? null,
      embedCode: f.embedcode,
      dashboard: f.dashboard ?? null,
    },
  };
};

const LIST = graphql(`
  query BIReportsList($userId: Int) {
    biReports(userId: $userId) {
      ...LegacyBiReport
    }
  }
`);

export const biReportRoutes = [
  ...["/BIReports", "/ClientPortal/Reports"].map((path) =>
    shim({
      method: "get",
      path,
      tenancy: "own",
      operation: LIST,
      variables: ({ args }) => ({ userId: optionalId.parse(args.userid) ?? null }),
      result: ({ biReports }) => biReports.map(legacyReport),
    }),
  ),
  shim({
    method: "get",
    path: "/BIReports/:id",
    tenancy: "own",
    operation: graphql(`
      query BIReportsModel($id: Int!) {
        biReport(id: $id) {
          ...LegacyBiReport
        }
      }
    `),
    blank: ({ args }) =>
      idParam.parse(args.id) === 0
        ? { id: 0, Name: "", Description: null, EmbedCode: "", EmbedUrl: null, UserProfileId: null, Dashboard: false }
        : undefined,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ biReport }) => legacyReport(biReport),
  }),
  shim({
    method: "get",
    path: "/bidashboard/:id",
    tenancy: "own",
    operation: graphql(`
      query BIDashboardModel($userId: Int) {
        biDashboard(userId: $userId) {
          ...LegacyBiReport
        }
      }
    `),
    // {id} is the user whose dashboard report it is (the portal sends the signed-in user's id)
    variables: ({ args }) => ({ userId: idParam.parse(args.id) }),
    result: ({ biDashboard }) => {
      if (!biDashboard) throw noData();
      return legacyReport(biDashboard);
    },
  }),
  shim({
    method: "post",
    path: "/BIReports",
    tenancy: "staff",
    operation: SAVE,
    variables: (input) => saveVariables(input),
    result: (d) => legacyReport(d.saveBiReport.report!),
  }),
  shim({
    method: "put",
    path: "/BIReports/:id",
    tenancy: "staff",
    operation: SAVE,
    variables: (input) => saveVariables(input, idParam.parse(input.args.id)),
    result: (d) => legacyReport(d.saveBiReport.report!),
  }),
  shim({
    method: "delete",
    path: "/BIReports/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation BIReportsDelete($id: Int!) {
        deleteBiReport(id: $id)
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: () => ({ Message: "BI report Deleted" }),
  }),
];
