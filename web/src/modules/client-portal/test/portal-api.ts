import { graphql } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { failedReply, okReply } from "../../../test/api";
import { server } from "../../../test/server";
import { WorkOrderLookups_Client, WorkOrderLookups_Site, WorkOrderLookups_SubTrades } from "../../work-orders/hooks/useWorkOrderLookups";
import { Answers_Questions } from "../../work-orders/components/answers/RequestAnswers";
import { CopySiteDocumentsPopup_Copy, CopySiteDocumentsPopup_SiteDocuments } from "../../documents/components/CopySiteDocumentsPopup";
import { UploadDocumentPopup_Upload } from "../../documents/components/UploadDocumentPopup";
import { DocumentTypes_List } from "../../documents/document-types";
import { NewRequest_Save } from "../components/request/useNewRequest";

type Vars = Record<string, unknown>;
/** A document's answer as the server sends it: ResultOf, with each object's __typename */
type Typed<T> =
  T extends ReadonlyArray<infer I> ? ReadonlyArray<Typed<I>> : T extends object ? { [K in keyof T]: Typed<T[K]> } & { __typename?: string } : T;
type Reply<D> = Typed<ResultOf<D>>;

export const TYPES: Reply<typeof DocumentTypes_List>["documentTypes"] = [
  { __typename: "DocumentType", id: 1, name: "Job Sheet" },
  { __typename: "DocumentType", id: 2, name: "Certificate" },
];

export type RequestApiOptions = {
  /** The client's sites (default one: chosen for the user) */
  sites?: Array<{ id: number; name: string }>;
  /** How many times the copy fails before it succeeds */
  copyFailures?: number;
  /** How many times the upload fails before it succeeds */
  uploadFailures?: number;
  /** The save's refusal, if any */
  saveRefusal?: string;
};

/** The New Request's API: the lookups, the questions, the site's documents, the save, the copy and the upload; every call in order */
export function mockRequestApi(options: RequestApiOptions = {}) {
  const order: Array<{ op: string; variables: Vars }> = [];
  const sites = options.sites ?? [{ id: 5, name: "Harbour Street" }];
  let copyFailures = options.copyFailures ?? 0;
  let uploadFailures = options.uploadFailures ?? 0;
  server.use(
    graphql.query("DocumentTypes_List", () => okReply({ documentTypes: TYPES } satisfies Reply<typeof DocumentTypes_List>)),
    graphql.query("WorkOrderLookups_Client", () =>
      okReply({
        siteList: sites.map((s) => ({ __typename: "Site", ...s, siteCode: `S${s.id}` })),
        userOptions: [],
        trades: [{ __typename: "Trade", id: 3, name: "Plumbing" }],
      } satisfies Reply<typeof WorkOrderLookups_Client>),
    ),
    graphql.query("WorkOrderLookups_Site", () =>
      okReply({ assetOptions: [{ __typename: "AssetOption", id: 8, assetCode: "BOILER-1" }] } satisfies Reply<typeof WorkOrderLookups_Site>),
    ),
    graphql.query("WorkOrderLookups_SubTrades", () =>
      okReply({ trades: [{ __typename: "Trade", id: 31, name: "Leaks" }] } satisfies Reply<typeof WorkOrderLookups_SubTrades>),
    ),
    graphql.query("Answers_Questions", () =>
      okReply({ questions: [{ __typename: "Question", id: 41, content: "Where is the leak?" }] } satisfies Reply<typeof Answers_Questions>),
    ),
    graphql.query("CopySiteDocumentsPopup_SiteDocuments", () =>
      okReply({
        documents: {
          __typename: "DocumentPage",
          nodes: [{ __typename: "Document", id: 61, originalFilename: "Asbestos register.pdf", documentTypeId: 2, certDate: null }],
        },
      } satisfies Reply<typeof CopySiteDocumentsPopup_SiteDocuments>),
    ),
    graphql.mutation("NewRequest_Save", ({ variables }) => {
      order.push({ op: "save", variables });
      const reply: Reply<typeof NewRequest_Save> = options.saveRefusal
        ? {
            saveWorkOrder: {
              __typename: "SaveWorkOrderPayload",
              workOrder: null,
              error: { __typename: "WorkOrderError", code: "BAD_USER_INPUT", message: options.saveRefusal, fieldErrors: [] } as never,
            },
          }
        : { saveWorkOrder: { __typename: "SaveWorkOrderPayload", workOrder: { __typename: "WorkOrder", id: 900, refNo: "WO0000900" }, error: null } };
      return okReply(reply);
    }),
    graphql.mutation("CopySiteDocumentsPopup_Copy", ({ variables }) => {
      order.push({ op: "copy", variables });
      if (copyFailures-- > 0) return failedReply([{ message: "Copy failed", extensions: { code: "INTERNAL_SERVER_ERROR" } }]);
      return okReply({
        copySiteDocuments: { __typename: "CopyDocumentsPayload", documents: [{ __typename: "Document", id: 70 }], error: null },
      } satisfies Reply<typeof CopySiteDocumentsPopup_Copy>);
    }),
    graphql.mutation("UploadDocumentPopup_Upload", ({ variables }) => {
      order.push({ op: "upload", variables });
      if (uploadFailures-- > 0) return failedReply([{ message: "Upload failed", extensions: { code: "INTERNAL_SERVER_ERROR" } }]);
      return okReply({
        uploadDocument: { __typename: "DocumentPayload", document: { __typename: "Document", id: 71 }, error: null },
      } satisfies Reply<typeof UploadDocumentPopup_Upload>);
    }),
  );
  return order;
}
