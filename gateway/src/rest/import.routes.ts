import { z } from "zod";
import { graphql } from "../gql";
import { shim, ShimInputError, ShimReply } from "./shim";

/** What POST /api/Import imports, by its `type` (or `entity`) field. */
const IMPORT_TYPES = ["sites", "contractors", "users", "sitecompliance"] as const;
const importType = z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(IMPORT_TYPES));

/**
 * POST /api/Import: the data import of #/configuration/import (docs/data-import.md), a multipart post
 * of one CSV or XLSX file and a `type` (or `entity`) field: sites, contractors, users or sitecompliance
 * (which compliance types apply to sites). One operation holds the four mutations, each under
 * @include, so the gateway sends the file only to the owner of the chosen one (assets for sites and
 * contractors, identity for users, work-orders for sites' compliance types). Imported: 200
 * `{ Message, Imported }`; refused: 400 `{ Message, Rows: [{ Line, Message }] }`, nothing imported;
 * over the upload limit 413; anyone but an administrator 403.
 */
export const importRoutes = [
  shim({
    method: "post",
    path: "/Import",
    tenancy: "staff",
    multipart: true,
    operation: graphql(`
      mutation DataImport($file: Upload, $sites: Boolean!, $contractors: Boolean!, $users: Boolean!, $siteCompliance: Boolean!) {
        importSites(file: $file) @include(if: $sites) {
          imported
          rowErrors {
            line
            message
          }
        }
        importContractors(file: $file) @include(if: $contractors) {
          imported
          rowErrors {
            line
            message
          }
        }
        importUsers(file: $file) @include(if: $users) {
          imported
          rowErrors {
            line
            message
          }
        }
        importSiteCompliance(file: $file) @include(if: $siteCompliance) {
          imported
          rowErrors {
            line
            message
          }
        }
      }
    `),
    variables: ({ args, files }) => {
      const raw = args.type ?? args.entity;
      if (raw === undefined || raw === "") throw new ShimInputError("Choose what to import: sites, contractors, users or sitecompliance");
      const parsed = importType.safeParse(raw);
      if (!parsed.success) throw new ShimInputError(`Cannot import '${String(raw)}': choose sites, contractors, users or sitecompliance`);
      const type = parsed.data;
      // no file: the mutation refuses it, after its access check
      return {
        file: files[0]?.upload ?? null,
        sites: type === "sites",
        contractors: type === "contractors",
        users: type === "users",
        siteCompliance: type === "sitecompliance",
      };
    },
    result: (data) => {
      const outcome = data.importSites ?? data.importContractors ?? data.importUsers ?? data.importSiteCompliance;
      if (!outcome) throw new ShimReply(500, { Message: "Something went wrong" });
      const bad = outcome.rowErrors;
      if (bad.length)
        throw new ShimReply(400, {
          Message: `The file was not imported: ${bad.length} bad row${bad.length === 1 ? "" : "s"}`,
          Rows: bad.map((r) => ({ Line: r.line, Message: r.message })),
        });
      const n = outcome.imported;
      return { Message: `${n} row${n === 1 ? "" : "s"} imported`, Imported: n };
    },
  }),
];
