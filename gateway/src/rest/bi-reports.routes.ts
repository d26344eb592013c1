import { z } from "zod";
import { formId, idParam, modelState, optionalId } from "./legacy";
import { shim, ShimReply } from "./shim";

const REPORT = "id userId name description embedUrl embedCode";

interface ReportData {
  id: number;
  userId: number;
  name: string;
  description: string | null;
  embedUrl: string;
  embedCode: string;
}

/** A BI report in the legacy shape (portals §3: id, Name, Description, EmbedCode, UserProfileId). */
const legacyReport = (r: ReportData) => ({
  id: r.id,
  Name: r.name,
  Description: r.description,
  EmbedCode: r.embedCode,
  EmbedUrl: r.embedUrl,
  UserProfileId: r.userId,
});

const reportForm = z.object({
  id: formId,
  userprofileid: idParam,
  name: z.string({ message: "Name is required" }),
  description: z.string().nullish(),
  embedcode: z.string({ message: "EmbedCode is required" }),
});

interface Save {
  saveBiReport: { report: ReportData | null; error: { message: string; fieldErrors: { field: string; message: string }[] } | null };
}

const SAVE = `mutation BIReportsSave($input: SaveBiReportInput!) {
  saveBiReport(input: $input) { report { ${REPORT} } error { message fieldErrors { field message } } }
}`;

const saveVariables = (args: Record<string, unknown>, id?: number) => {
  const f = reportForm.parse(args);
  return { input: { id: id ?? f.id, userId: f.userprofileid, name: f.name, description: f.description ?? null, embedCode: f.embedcode } };
};

const saveResult = (data: Save) => {
  const e = data.saveBiReport.error;
  if (e) throw new ShimReply(400, { Message: e.message, ModelState: modelState(e.fieldErrors) });
  return legacyReport(data.saveBiReport.report!);
};

const listOperation = (name: string) => `query ${name}($userId: Int) { biReports(userId: $userId) { ${REPORT} } }`;

export const biReportRoutes = [
  shim({
    method: "get",
    path: "/BIReports",
    operation: listOperation("BIReportsList"),
    variables: ({ args }) => ({ userId: optionalId.parse(args.userid) ?? null }),
    result: (data: { biReports: ReportData[] }) => data.biReports.map(legacyReport),
  }),
  shim({
    method: "get",
    path: "/ClientPortal/Reports",
    operation: listOperation("ClientPortalReports"),
    variables: ({ args }) => ({ userId: optionalId.parse(args.userid) ?? null }),
    result: (data: { biReports: ReportData[] }) => data.biReports.map(legacyReport),
  }),
  shim({
    method: "get",
    path: "/BIReports/:id",
    operation: `query BIReportsModel($id: Int!) { biReport(id: $id) { ${REPORT} } }`,
    blank: ({ args }) =>
      idParam.parse(args.id) === 0 ? { id: 0, Name: "", Description: null, EmbedCode: "", EmbedUrl: null, UserProfileId: null } : undefined,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: (data: { biReport: ReportData }) => legacyReport(data.biReport),
  }),
  shim({ method: "post", path: "/BIReports", operation: SAVE, variables: ({ args }) => saveVariables(args), result: saveResult }),
  shim({
    method: "put",
    path: "/BIReports/:id",
    operation: SAVE,
    variables: ({ args }) => saveVariables(args, idParam.parse(args.id)),
    result: saveResult,
  }),
  shim({
    method: "delete",
    path: "/BIReports/:id",
    operation: `mutation BIReportsDelete($id: Int!) { deleteBiReport(id: $id) }`,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: () => ({ Message: "BI report Deleted" }),
  }),
];
