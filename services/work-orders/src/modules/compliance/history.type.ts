import { Field, Int, ObjectType } from "type-graphql";
import { LocalDateScalar, Readers } from "@wo/shared";
import { ComplianceStatus } from "./compliance.status";

@ObjectType({ description: "One certificate in the history of a compliance register cell (a site × compliance type)" })
export class ComplianceCertificate {
  @Readers.everyone()
  @Field(() => Int, { description: "The certificate (Document.id); its file through documentDownloadLink(id)" })
  documentId!: number;

  @Readers.everyone()
  @Field(() => String, { description: "The file's name, as uploaded" })
  fileName!: string;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { description: "The certificate's date" })
  certDate!: string;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { nullable: true, description: "When it expires (expires): null when the type has no fixed period" })
  expiresOn!: string | null;

  @Readers.everyone()
  @Field(() => ComplianceStatus, {
    description:
      "Its status at the time: for the current certificate, on `today`; for a replaced one, on the date of the certificate that replaced it (OVERDUE: it was renewed late)",
  })
  status!: ComplianceStatus;

  @Readers.everyone()
  @Field(() => Boolean, { description: "True for the certificate the register's cell reads (the newest)" })
  current!: boolean;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The work order it is attached to (WorkOrder.id); null when attached to the site itself" })
  workOrderId!: number | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "That work order's reference (WO0000123)" })
  workOrderRef!: string | null;

  @Readers.everyone()
  @Field(() => Int, {
    nullable: true,
    description: "The certificate it replaced (Document.id): the previous one in this history; null for the first",
  })
  replacesDocumentId!: number | null;
}
