/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Adds a contractor to a contract (POST /api/ContractorInContracts: id, ContractId, ContractorId, PostcodePrefix). */
export type AddContractorInContractInput = {
  /** The contract to add the contractor to (Contract.id); required */
  contractId?: number | null | undefined;
  /** 'Select Contractor' when absent or 0 */
  contractorId?: number | null | undefined;
  /** Postcode areas, districts or sectors: 'M, SK1, WA14' */
  postcodePrefix?: string | null | undefined;
  /** True offers the contractor first for the contract's work (default false) */
  preferred?: boolean | null | undefined;
};

/** An answer to a sub-trade's question, saved with its work order (id absent: a new one). */
export type AnswerInput = {
  /** Required, at least one character */
  answerContent: string;
  /** The answer to update (Answer.id); 0 or absent adds one */
  id?: number | null | undefined;
  /** Required, at least one character */
  questionContent: string;
};

/** What an API key lets a machine do */
export type ApiKeyScope =
  /** Read only: GraphQL queries, the legacy REST reads and the report exports, across every client (as a back-office reader) or one client's rows (as that client's portal user) */
  | 'REPORTING'
  /** The legacy REST API as a chosen user (its type, department, tenant and permissions); changes only when the key allows writes */
  | 'REST';

/** The columns the api key list can be sorted by, each named after the field it shows */
export type ApiKeySortField =
  /** The `createdAt` field (a date, compared by calendar day in Europe/London) */
  | 'CREATED_AT'
  /** The `expiresAt` field (a date, compared by calendar day in Europe/London) */
  | 'EXPIRES_AT'
  /** The `lastUsedAt` field (a date, compared by calendar day in Europe/London) */
  | 'LAST_USED_AT'
  /** The `name` field (text, compared ignoring case) */
  | 'NAME'
  /** The `prefix` field (text, compared ignoring case) */
  | 'PREFIX';

/** One sort column of the api key list and its direction; later entries break ties of earlier ones */
export type ApiKeySortInput = {
  /** Ascending or descending (default DESC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: ApiKeySortField;
};

/** The columns the asset list can be sorted and filtered by, each named after the field it shows */
export type AssetField =
  /** The `active` field (a whole number) */
  | 'ACTIVE'
  /** The `assetCode` field (text, compared ignoring case) */
  | 'ASSET_CODE'
  /** The `categoryName` field (text, compared ignoring case) */
  | 'CATEGORY'
  /** The `clientName` field (text, compared ignoring case) */
  | 'CLIENT'
  /** The `description` field (text, compared ignoring case) */
  | 'DESCRIPTION'
  /** The `id` field (a whole number) */
  | 'ID'
  /** The `installedDate` field (a date, compared by calendar day in Europe/London) */
  | 'INSTALLED_DATE'
  /** The `inWarranty` field (a whole number) */
  | 'IN_WARRANTY'
  /** The `make` field (text, compared ignoring case) */
  | 'MAKE'
  /** The `model` field (text, compared ignoring case) */
  | 'MODEL'
  /** The `serialNo` field (text, compared ignoring case) */
  | 'SERIAL_NO'
  /** The `siteName` field (text, compared ignoring case) */
  | 'SITE'
  /** The `siteCode` field (text, compared ignoring case) */
  | 'SITE_CODE'
  /** The `supplierName` field (text, compared ignoring case) */
  | 'SUPPLIER'
  /** The `warrantyEndDate` field (a date, compared by calendar day in Europe/London) */
  | 'WARRANTY_END_DATE'
  /** The `warrantyPeriod` field (a whole number) */
  | 'WARRANTY_PERIOD'
  /** The `warrantyUnit` field (text, compared ignoring case) */
  | 'WARRANTY_UNIT';

/** A condition on one column of the asset list (a grid's column filter): the rows whose column compares to the value by the operator */
export type AssetFilterInput = {
  /** The column compared */
  field: AssetField;
  /** How the column is compared with the value */
  operator: FilterOperator;
  /** The value compared with, as text (dates YYYY-MM-DD or DD/MM/YYYY, numbers with a point); null or absent with IS_EMPTY and IS_NOT_EMPTY. At most 200 characters */
  value?: string | null | undefined;
};

/** One sort column of the asset list and its direction; later entries break ties of earlier ones */
export type AssetSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: AssetField;
};

/** The columns the audit list can be sorted by, each named after the field it shows */
export type AuditSortField =
  /** The `actionByName` field (text, compared ignoring case) */
  | 'ACTION_BY_NAME'
  /** The `actionDate` field (a date, compared by calendar day in Europe/London) */
  | 'ACTION_DATE'
  /** The `actionTaken` field (text, compared ignoring case) */
  | 'ACTION_TAKEN'
  /** The `entityName` field (text, compared ignoring case) */
  | 'ENTITY_NAME'
  /** The `id` field (a whole number) */
  | 'ID';

/** One sort column of the audit list and its direction; later entries break ties of earlier ones */
export type AuditSortInput = {
  /** Ascending or descending (default DESC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: AuditSortField;
};

/** One SLA code's times as the SLA codes tab sends them; both empty clears the code. */
export type ClientSlaCodeInput = {
  /** True counts the response time in business hours only (weekdays, not bank holidays) */
  businessHoursOnly?: boolean;
  /** A to H, or PPM */
  code: string;
  /** Hours, at least the response time */
  fixHours?: string | null | undefined;
  /** Hours, at least 0 */
  responseHours?: string | null | undefined;
};

/** The columns the client list can be sorted by, each named after the field it shows */
export type ClientSortField =
  /** The `contractValue` field (a number with decimals) */
  | 'CONTRACT_VALUE'
  /** The `customer` field (text, compared ignoring case) */
  | 'CUSTOMER'
  /** The `id` field (a whole number) */
  | 'ID'
  /** The `name` field (text, compared ignoring case) */
  | 'NAME'
  /** The `renewalDate` field (a date, compared by calendar day in Europe/London) */
  | 'RENEWAL_DATE'
  /** The `startDate` field (a date, compared by calendar day in Europe/London) */
  | 'START_DATE'
  /** The `status` field (text, compared ignoring case) */
  | 'STATUS';

/** One sort column of the client list and its direction; later entries break ties of earlier ones */
export type ClientSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: ClientSortField;
};

/** One sort column of the compliance site list and its direction; later entries break ties of earlier ones */
export type ComplianceSiteSort = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: ComplianceSiteSortField;
};

/** The columns the compliance site list can be sorted by, each named after the field it shows */
export type ComplianceSiteSortField =
  /** The `id` field (a whole number) */
  | 'ID'
  /** The `postCode` field (text, compared ignoring case) */
  | 'POST_CODE'
  /** The `siteCode` field (text, compared ignoring case) */
  | 'SITE_CODE'
  /** The `name` field (text, compared ignoring case) */
  | 'SITE_NAME';

/** Where a site stands on one compliance type, computed from its latest certificate */
export type ComplianceStatus =
  /** The latest certificate expires within the client's due-soon days (default 30), today included */
  | 'DUE_SOON'
  /** The latest certificate is valid for longer than the client's due-soon days (or its type has no fixed period) */
  | 'IN_DATE'
  /** No certificate of this type on the site or its closed orders */
  | 'MISSING'
  /** The latest certificate expired before today */
  | 'OVERDUE';

/** The columns the contract list can be sorted and filtered by, each named after the field it shows */
export type ContractSortField =
  /** The `accountNo` field (text, compared ignoring case) */
  | 'ACCOUNT_NO'
  /** The `clientId` field (text, compared ignoring case) */
  | 'CLIENT'
  /** The `endDate` field (a date, compared by calendar day in Europe/London) */
  | 'END_DATE'
  /** The `id` field (a whole number) */
  | 'ID'
  /** The `name` field (text, compared ignoring case) */
  | 'NAME'
  /** The `startDate` field (a date, compared by calendar day in Europe/London) */
  | 'START_DATE'
  /** The `contractStatusId` field (text, compared ignoring case) */
  | 'STATUS'
  /** The `subTradeId` field (text, compared ignoring case) */
  | 'SUB_TRADE'
  /** The `tradeId` field (text, compared ignoring case) */
  | 'TRADE';

/** One sort column of the contract list and its direction; later entries break ties of earlier ones */
export type ContractSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: ContractSortField;
};

/** A condition on one column of the contractor list (a grid's column filter): the rows whose column compares to the value by the operator */
export type ContractorFilterInput = {
  /** The column compared */
  field: ContractorSortField;
  /** How the column is compared with the value */
  operator: FilterOperator;
  /** The value compared with, as text (dates YYYY-MM-DD or DD/MM/YYYY, numbers with a point); null or absent with IS_EMPTY and IS_NOT_EMPTY. At most 200 characters */
  value?: string | null | undefined;
};

/** The columns the contractor in contract list can be sorted by, each named after the field it shows */
export type ContractorInContractSortField =
  /** The `contractId` field (text, compared ignoring case) */
  | 'CONTRACT'
  /** The `contractorId` field (text, compared ignoring case) */
  | 'CONTRACTOR'
  /** The `postcodePrefix` field (text, compared ignoring case) */
  | 'POSTCODE_PREFIX';

/** One sort column of the contractor in contract list and its direction; later entries break ties of earlier ones */
export type ContractorInContractSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: ContractorInContractSortField;
};

/** The columns the contractor list can be sorted and filtered by, each named after the field it shows */
export type ContractorSortField =
  /** The `active` field (text, compared ignoring case) */
  | 'ACTIVE'
  /** The `contact` field (text, compared ignoring case) */
  | 'CONTACT'
  /** The `email` field (text, compared ignoring case) */
  | 'EMAIL'
  /** The `name` field (text, compared ignoring case) */
  | 'NAME'
  /** The `oohTelephone` field (text, compared ignoring case) */
  | 'OOH_TELEPHONE'
  /** The `telephone` field (text, compared ignoring case) */
  | 'TELEPHONE';

/** One sort column of the contractor list and its direction; later entries break ties of earlier ones */
export type ContractorSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: ContractorSortField;
};

/** What a cost-check flag is about (docs/billing.md "Cost checks") */
export type CostCheckCode =
  /** An amended price is above the logged total by more than the tolerance */
  | 'AMENDED_ABOVE_LOGGED'
  /** An entry on a bank holiday of England and Wales not flagged as one */
  | 'BANK_HOLIDAY_NOT_FLAGGED'
  /** The logged total is no longer the cost submitted (logs changed after the submission) */
  | 'LOGGED_CHANGED'
  /** Man-hours billed at the normal rate outside the contractor's normal window (or at a weekend) */
  | 'NORMAL_RATE_OUT_OF_HOURS'
  /** An entry flagged bank holiday on a day that is not one in England and Wales */
  | 'NOT_A_BANK_HOLIDAY'
  /** A PPM work order without a certificate attached */
  | 'NO_CERTIFICATE'
  /** No job sheet is attached to the work order */
  | 'NO_JOB_SHEET'
  /** Time logged without a rate card (or hourly rate) in the client's contract for the contractor */
  | 'NO_RATE_CARD'
  /** Man-hours billed at the out-of-hours rate inside the contractor's normal window */
  | 'OUT_OF_HOURS_RATE_IN_HOURS'
  /** The submitted cost is over the accepted quote by more than the tolerance */
  | 'OVER_QUOTE'
  /** More than one call-out charge on one attendance day */
  | 'REPEATED_CALL_OUT'
  /** A time entry's cost differs from what the contract's current rates make of it */
  | 'TIME_COST_DIFFERS';

/** ERROR: the order would be paid more than it should, or lacks its paperwork; WARNING: worth a look */
export type CostCheckSeverity =
  /** The order would be paid more than it should, or lacks its paperwork */
  | 'ERROR'
  /** Worth a look before approving */
  | 'WARNING';

/** A new API key */
export type CreateApiKeyInput = {
  /** REPORTING only: limit the key to this client's rows (a client's own BI team); absent: every client */
  clientId?: number | null | undefined;
  /** When the key stops working (in the future); absent: it does not expire */
  expiresAt?: string | null | undefined;
  /** What will use the key (a tool, a team): at least 3 characters */
  name: string;
  /** Calls the key may make in a minute; absent: the product's API_KEY_RATE_LIMIT */
  rateLimitPerMinute?: number | null | undefined;
  /** What the key lets a machine do */
  scope: ApiKeyScope;
  /** REST only, and required there: the user the key acts as (its type, department, tenant and permissions) */
  userId?: number | null | undefined;
  /** REST only: the key may change what its user may change; a reporting key never may */
  writes?: boolean;
};

/** A new webhook endpoint */
export type CreateWebhookEndpointInput = {
  /** Its scope: a client (that client's events, as its portal users read them), or null for every client as staff */
  clientId?: number | null | undefined;
  /** What it is for */
  description?: string | null | undefined;
  /** The events it takes (one at least) */
  events: Array<WebhookEventType>;
  /** Who is told by e-mail when it is paused */
  ownerEmail: string;
  /** Where deliveries go: https, a public address */
  url: string;
};

/** How near a work order's due date is: its grid row's colour */
export type Deadline =
  /** Due within the coming-up window and still outstanding (orange) */
  | 'COMING_UP'
  /** Not due soon, closed, or without a due date */
  | 'NONE'
  /** Past its due date and still outstanding (red) */
  | 'OVERDUE';

/** What a document is attached to */
export type DocumentEntityName =
  /** Attached to a PPM schedule */
  | 'PPM'
  /** Attached to a site (certificates, site documents) */
  | 'Site'
  /** Attached to a work order */
  | 'WorkOrder';

/** One sort column of the document list and its direction; later entries break ties of earlier ones */
export type DocumentSort = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: DocumentSortField;
};

/** The columns the document list can be sorted by, each named after the field it shows */
export type DocumentSortField =
  /** The `archived` field (a whole number) */
  | 'ARCHIVED'
  /** The `certDate` field (a date, compared by calendar day in Europe/London) */
  | 'CERT_DATE'
  /** The `dateUploaded` field (a date, compared by calendar day in Europe/London) */
  | 'DATE_UPLOADED'
  /** The `documentTypeId` field (a whole number) */
  | 'DOCUMENT_TYPE'
  /** The `id` field (a whole number) */
  | 'ID'
  /** The `originalFilename` field (text, compared ignoring case) */
  | 'ORIGINAL_FILENAME'
  /** The `entityId` field (text, compared ignoring case) */
  | 'SITE_NAME';

/** A condition on one column of the engineer list (a grid's column filter): the rows whose column compares to the value by the operator */
export type EngineerFilterInput = {
  /** The column compared */
  field: EngineerSortField;
  /** How the column is compared with the value */
  operator: FilterOperator;
  /** The value compared with, as text (dates YYYY-MM-DD or DD/MM/YYYY, numbers with a point); null or absent with IS_EMPTY and IS_NOT_EMPTY. At most 200 characters */
  value?: string | null | undefined;
};

/** The columns the engineer list can be sorted and filtered by, each named after the field it shows */
export type EngineerSortField =
  /** The `contractorId` field (text, compared ignoring case) */
  | 'CONTRACTOR'
  /** The `email` field (text, compared ignoring case) */
  | 'EMAIL'
  /** The `firstName` field (text, compared ignoring case) */
  | 'FIRST_NAME'
  /** The `lastName` field (text, compared ignoring case) */
  | 'LAST_NAME'
  /** The `mobile` field (text, compared ignoring case) */
  | 'MOBILE'
  /** The `registrationNumber` field (text, compared ignoring case) */
  | 'REGISTRATION_NUMBER'
  /** The `skills` field (text, compared ignoring case) */
  | 'SKILLS';

/** One sort column of the engineer list and its direction; later entries break ties of earlier ones */
export type EngineerSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: EngineerSortField;
};

/** How a column filter compares a column with its value. Text compares ignore case; dates compare by calendar day in Europe/London (value YYYY-MM-DD or DD/MM/YYYY) */
export type FilterOperator =
  /** Text columns only: contains the value anywhere */
  | 'CONTAINS'
  /** Text columns only: ends with the value */
  | 'ENDS_WITH'
  /** Equal to the value */
  | 'EQ'
  /** Greater than (later than) the value */
  | 'GT'
  /** Greater than or equal to (on or after) the value */
  | 'GTE'
  /** The column is empty (null, or blank text); the value is ignored */
  | 'IS_EMPTY'
  /** The column has a value; the value is ignored */
  | 'IS_NOT_EMPTY'
  /** Less than (earlier than) the value */
  | 'LT'
  /** Less than or equal to (on or before) the value */
  | 'LTE'
  /** Not equal to the value (on a text column rows where it is empty are kept; on others they are not) */
  | 'NEQ'
  /** Text columns only: begins with the value */
  | 'STARTS_WITH';

/** The columns the log material list can be sorted by, each named after the field it shows */
export type LogMaterialField =
  /** The `costPerItem` field (a number with decimals) */
  | 'COST_PER_ITEM'
  /** The `dateCreated` field (a date, compared by calendar day in Europe/London) */
  | 'DATE_CREATED'
  /** The `description` field (text, compared ignoring case) */
  | 'DESCRIPTION'
  /** The `id` field (a whole number) */
  | 'ID'
  /** The `materialType` field (text, compared ignoring case) */
  | 'MATERIAL_TYPE'
  /** The `quantity` field (a number with decimals) */
  | 'QUANTITY'
  /** The `totalCost` field (a number with decimals) */
  | 'TOTAL_COST';

/** One sort column of the log material list and its direction; later entries break ties of earlier ones */
export type LogMaterialSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: LogMaterialField;
};

/** The columns the log time list can be sorted by, each named after the field it shows */
export type LogTimeField =
  /** The `callOutCharge` field (a number with decimals) */
  | 'CALL_OUT_CHARGE'
  /** The `costhours` field (a number with decimals) */
  | 'COSTHOURS'
  /** The `costPerHour` field (a number with decimals) */
  | 'COST_PER_HOUR'
  /** The `dateCreated` field (a date, compared by calendar day in Europe/London) */
  | 'DATE_CREATED'
  /** The `id` field (a whole number) */
  | 'ID'
  /** The `manHours` field (a number with decimals) */
  | 'MAN_HOURS'
  /** The `numberOfEngineers` field (a whole number) */
  | 'NUMBER_OF_ENGINEERS'
  /** The `timeFrom` field (text, compared ignoring case) */
  | 'TIME_FROM'
  /** The `timeTo` field (text, compared ignoring case) */
  | 'TIME_TO'
  /** The `workDate` field (a date, compared by calendar day in Europe/London) */
  | 'WORK_DATE';

/** One sort column of the log time list and its direction; later entries break ties of earlier ones */
export type LogTimeSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: LogTimeField;
};

/** How a contractor's notification goes */
export type OutboxChannel =
  /** By e-mail to the contractor's address */
  | 'EMAIL'
  /** By text message to the work order's SMS number */
  | 'SMS';

/** Where a notification is: queued, sent or failed */
export type OutboxState =
  /** The last retry failed (or there was no address); see lastError */
  | 'FAILED'
  /** Waiting for the sender (or for a mail server to be configured) */
  | 'QUEUED'
  /** Handed to the mail server or the SMS provider */
  | 'SENT';

/** The columns the ppm list can be sorted and filtered by, each named after the field it shows */
export type PpmField =
  /** The `clientName` field (text, compared ignoring case) */
  | 'CLIENT'
  /** The `contractorName` field (text, compared ignoring case) */
  | 'CONTRACTOR'
  /** The `costPerAnnum` field (a number with decimals) */
  | 'COST'
  /** The `description` field (text, compared ignoring case) */
  | 'DESCRIPTION'
  /** The `firstVisit` field (a date, compared by calendar day in Europe/London) */
  | 'FIRST_VISIT'
  /** The `frequency` field (a whole number) */
  | 'FREQUENCY'
  /** The `nextVisit` field (a date, compared by calendar day in Europe/London) */
  | 'NEXT_VISIT'
  /** The `refNo` field (text, compared ignoring case) */
  | 'REFERENCE'
  /** The `siteName` field (text, compared ignoring case) */
  | 'SITE'
  /** The `ppmStatus` field (text, compared ignoring case) */
  | 'STATUS'
  /** The `subTradeName` field (text, compared ignoring case) */
  | 'SUB_TRADE';

/** A condition on one column of the ppm list (a grid's column filter): the rows whose column compares to the value by the operator */
export type PpmFilterInput = {
  /** The column compared */
  field: PpmField;
  /** How the column is compared with the value */
  operator: FilterOperator;
  /** The value compared with, as text (dates YYYY-MM-DD or DD/MM/YYYY, numbers with a point); null or absent with IS_EMPTY and IS_NOT_EMPTY. At most 200 characters */
  value?: string | null | undefined;
};

/** One sort column of the ppm list and its direction; later entries break ties of earlier ones */
export type PpmSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: PpmField;
};

/** The columns the quote list can be sorted and filtered by, each named after the field it shows */
export type QuoteField =
  /** The `ampmQuoteRef` field (text, compared ignoring case) */
  | 'AMPM_QUOTE_REF'
  /** The `billingDate` field (a date, compared by calendar day in Europe/London) */
  | 'BILLING_DATE'
  /** The `clientName` field (text, compared ignoring case) */
  | 'CLIENT'
  /** The `contractorName` field (text, compared ignoring case) */
  | 'CONTRACTOR'
  /** The `quoteRef` field (text, compared ignoring case) */
  | 'QUOTE_REF'
  /** The `siteName` field (text, compared ignoring case) */
  | 'SITE'
  /** The `billingStatus` field (text, compared ignoring case) */
  | 'STATUS'
  /** The `summary` field (text, compared ignoring case) */
  | 'SUMMARY'
  /** The `totalAmountExTax` field (a number with decimals) */
  | 'TOTAL'
  /** The `totalAmountIncTax` field (a number with decimals) */
  | 'TOTAL_INC_TAX'
  /** The `workOrderRef` field (text, compared ignoring case) */
  | 'WORK_ORDER';

/** A condition on one column of the quote list (a grid's column filter): the rows whose column compares to the value by the operator */
export type QuoteFilterInput = {
  /** The column compared */
  field: QuoteField;
  /** How the column is compared with the value */
  operator: FilterOperator;
  /** The value compared with, as text (dates YYYY-MM-DD or DD/MM/YYYY, numbers with a point); null or absent with IS_EMPTY and IS_NOT_EMPTY. At most 200 characters */
  value?: string | null | undefined;
};

/** One sort column of the quote list and its direction; later entries break ties of earlier ones */
export type QuoteSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: QuoteField;
};

/** The columns the report order list can be sorted by, each named after the field it shows */
export type ReportOrderSortField =
  /** The `accrualValue` field (a number with decimals) */
  | 'ACCRUAL_VALUE'
  /** The `approvedCost` field (a number with decimals) */
  | 'APPROVED_COST'
  /** The `assetCode` field (text, compared ignoring case) */
  | 'ASSET_CODE'
  /** The `assetNumber` field (a whole number) */
  | 'ASSET_NUMBER'
  /** The `clientName` field (text, compared ignoring case) */
  | 'CLIENT_NAME'
  /** The `contractorName` field (text, compared ignoring case) */
  | 'CONTRACTOR_NAME'
  /** The `contractorShortName` field (text, compared ignoring case) */
  | 'CONTRACTOR_SHORT_NAME'
  /** The `dateClosed` field (a date, compared by calendar day in Europe/London) */
  | 'DATE_CLOSED'
  /** The `description` field (text, compared ignoring case) */
  | 'DESCRIPTION'
  /** The `dueDate` field (a date, compared by calendar day in Europe/London) */
  | 'DUE_DATE'
  /** The `estimatedCost` field (a number with decimals) */
  | 'ESTIMATED_COST'
  /** The `expenseCode` field (text, compared ignoring case) */
  | 'EXPENSE_CODE'
  /** The `instructions` field (text, compared ignoring case) */
  | 'INSTRUCTIONS'
  /** The `invoiceAmount` field (a number with decimals) */
  | 'INVOICE_AMOUNT'
  /** The `invoiceDate` field (a date, compared by calendar day in Europe/London) */
  | 'INVOICE_DATE'
  /** The `invoiceNo` field (text, compared ignoring case) */
  | 'INVOICE_NO'
  /** The `loggedDate` field (a date, compared by calendar day in Europe/London) */
  | 'LOGGED_DATE'
  /** The `methodOfReporting` field (text, compared ignoring case) */
  | 'METHOD_OF_REPORTING'
  /** The `netValue` field (a number with decimals) */
  | 'NET_VALUE'
  /** The `orderNumber` field (text, compared ignoring case) */
  | 'ORDER_NUMBER'
  /** The `queryReason` field (text, compared ignoring case) */
  | 'QUERY_REASON'
  /** The `siteCode` field (text, compared ignoring case) */
  | 'SITE_CODE'
  /** The `siteName` field (text, compared ignoring case) */
  | 'SITE_NAME'
  /** The `status` field (text, compared ignoring case) */
  | 'STATUS'
  /** The `submittedCost` field (a number with decimals) */
  | 'SUBMITTED_COST'
  /** The `subTrade` field (text, compared ignoring case) */
  | 'SUB_TRADE'
  /** The `trade` field (text, compared ignoring case) */
  | 'TRADE'
  /** The `valuationNumber` field (text, compared ignoring case) */
  | 'VALUATION_NUMBER'
  /** The `workOrderType` field (text, compared ignoring case) */
  | 'WORK_ORDER_TYPE';

/** One sort column of the report order list and its direction; later entries break ties of earlier ones */
export type ReportOrderSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: ReportOrderSortField;
};

/** The order log, the valuation report and the query report */
export type ReportSource =
  /** The order log: every work order, by date opened (logged) */
  | 'ORDER_LOG'
  /** The query report: orders in status 11 Query, by date opened */
  | 'QUERY'
  /** The valuation report: Closed, Approved and Submitted orders with a submitted cost, by date closed */
  | 'VALUATION';

/** A new password for a user (POST /api/authorise/ResetPassword) */
export type ResetPasswordInput = {
  /** The user's own password: required when users change their own; an administrator resetting another user's leaves it out */
  currentPassword?: string | null | undefined;
  /** The new password; it must meet the password policy (the error says which rule it breaks) */
  newPassword: string;
  /** The user whose password is set (User.id): one's own, or anyone's for administrators */
  userId: number;
};

/** An answer as the checklist grid saves it (POST, PUT /api/Answers); id 0 or absent adds one. */
export type SaveAnswerInput = {
  /** Required, at least one character */
  answerContent: string;
  /** The answer to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Required, at least one character */
  questionContent: string;
  /** The work order's id (WorkOrder.id) */
  workOrderId: number;
};

/** An asset as the popup (and POST/PUT /api/Assets) sends it; id 0 or absent creates. */
export type SaveAssetInput = {
  /** Absent: true for a new asset, unchanged otherwise */
  active?: boolean | null | undefined;
  /** The asset's code, unique within the client; required */
  assetCode?: string | null | undefined;
  /** The asset's category (AssetCategory.id); null for none */
  categoryId?: number | null | undefined;
  /** The client the asset belongs to (Client.id); required */
  clientId?: number | null | undefined;
  /** Free-text description */
  description?: string | null | undefined;
  /** The asset to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** The day it was installed (YYYY-MM-DD); the warranty runs from it */
  installedDate?: string | null | undefined;
  /** Manufacturer, free text */
  make?: string | null | undefined;
  /** Model name or number, free text */
  model?: string | null | undefined;
  /** Manufacturer's serial number, free text */
  serialNo?: string | null | undefined;
  /** The site it stands on (Site.id); required, one of the client's sites */
  siteId?: number | null | undefined;
  /** The supplying contractor; 0 or absent for none */
  supplierId?: number | null | undefined;
  /** A whole number of days or months, 0 or more (absent: 0) */
  warrantyPeriod?: number | null | undefined;
  /** Days or Months (absent: Months) */
  warrantyUnit?: string | null | undefined;
};

/** A BI report as the administration form sends it; id 0 or absent creates */
export type SaveBiReportInput = {
  /** The user's dashboard report: true clears the flag on the user's other reports (at most one); absent keeps it */
  dashboard?: boolean | null | undefined;
  /** A note on what the report shows, up to 2,000 characters */
  description?: string | null | undefined;
  /** The report tool's embed code: one iframe on an allowed report host */
  embedCode: string;
  /** The report to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** The report's title, up to 200 characters; required */
  name: string;
  /** The user the report is for (User.id) */
  userId: number;
};

/** A quote's line (POST/PUT /api/BillingItems): description, amount ex tax and units are required ('Required fields'); units 1 or more and the amount 0 or more, each with up to 3 decimals; the tax rate from 0 to 1 (0.2 when left out). */
export type SaveBillingItemInput = {
  /** The quote (BillingId): required on create, fixed after */
  billingId?: number | null | undefined;
  /** billingItemTypes; 0 or none: no type */
  billingItemTypeId?: number | null | undefined;
  /** Required */
  description?: string | null | undefined;
  /** The quote line to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Required: pounds per unit ex tax, 0 or more, up to 3 decimals */
  itemAmountExTax?: string | null | undefined;
  /** 0 to 1 (0.2 = 20% VAT); left out: 0.2 on create, unchanged on update */
  taxRate?: string | null | undefined;
  /** Required: 1 or more, up to 3 decimals */
  units?: string | null | undefined;
};

/** A brand to create (no id, or 0) or update; what is missing is refused with the §5 texts. */
export type SaveBrandInput = {
  /** The client the brand belongs to (Client.id); required */
  clientId?: number | null | undefined;
  /** The brand to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** The brand's name, unique within the client ('Brand exists'); required */
  name?: string | null | undefined;
};

/** A client's compliance settings to save */
export type SaveClientComplianceInput = {
  /** The client (Client.id) */
  clientId: number;
  /** Its default set of compliance types (ComplianceType.id) */
  defaultTypeIds: Array<number>;
  /** Days before expiry a requirement counts as due soon, 0 to 365; absent: unchanged (default 30) */
  dueSoonDays?: number | null | undefined;
  /** Raise PPM orders before its types fall due; absent: unchanged (off by default) */
  raiseOrders?: boolean | null | undefined;
};

/** A client as the details form sends it; id 0 or absent creates. */
export type SaveClientInput = {
  /** Absent: unchanged (true for a new client) */
  active?: boolean | null | undefined;
  /** Pounds, at least 0, up to 2 decimals */
  contractValue?: string | null | undefined;
  /** The customer account reference */
  customer?: string | null | undefined;
  /** The client to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** The client's name, unique; required */
  name?: string | null | undefined;
  /** The day the contract is due for renewal (YYYY-MM-DD) */
  renewalDate?: string | null | undefined;
  /** The day the service began (YYYY-MM-DD) */
  startDate?: string | null | undefined;
};

/** A contract as the contract page sends it; id 0 or absent creates. */
export type SaveContractInput = {
  /** The client's account number for the contract, free text */
  accountNo?: string | null | undefined;
  /** Required */
  clientId?: number | null | undefined;
  /** Required (ContractStatuses) */
  contractStatusId?: number | null | undefined;
  /** The last day of the contract (YYYY-MM-DD); on or after the start */
  endDate?: string | null | undefined;
  /** The contract to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Defaults to '<client> - <sub-trade>' */
  name?: string | null | undefined;
  /** The first day of the contract (YYYY-MM-DD) */
  startDate?: string | null | undefined;
  /** Required: a sub-trade of the trade */
  subTradeId?: number | null | undefined;
  /** Required */
  tradeId?: number | null | undefined;
};

/** A contractor as the details form (and POST/PUT /api/Contractors) sends it; id 0 or absent creates. */
export type SaveContractorInput = {
  /** False deactivates the contractor; absent keeps it (true when creating) */
  active?: boolean | null | undefined;
  /** Contact name */
  contact?: string | null | undefined;
  /** E-mail address, where work orders are sent; must be a valid address */
  email?: string | null | undefined;
  /** The contractor to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Required; unique without regard to case */
  name?: string | null | undefined;
  /** HH:mm */
  normalFinish?: string | null | undefined;
  /** HH:mm; with normalFinish, before it */
  normalStart?: string | null | undefined;
  /** HH:mm */
  oohOneFinish?: string | null | undefined;
  /** HH:mm; an out-of-hours band may cross midnight */
  oohOneStart?: string | null | undefined;
  /** Out-of-hours telephone, free text */
  oohTelephone?: string | null | undefined;
  /** HH:mm */
  oohThreeFinish?: string | null | undefined;
  /** HH:mm */
  oohThreeStart?: string | null | undefined;
  /** HH:mm */
  oohTwoFinish?: string | null | undefined;
  /** HH:mm */
  oohTwoStart?: string | null | undefined;
  /** A short name for tight lists */
  shortName?: string | null | undefined;
  /** Office telephone, free text */
  telephone?: string | null | undefined;
};

/** The rates page (#/contracts/matching/{id}): coverage and rate card of one contractor in one contract. */
export type SaveContractorRatesInput = {
  /** False stops offering the contractor for the contract's work */
  active?: boolean | null | undefined;
  /** 0 to 1, step 0.01 */
  bankHolidayUplift?: string | null | undefined;
  /** £, 3 decimals at most */
  callOutCharge?: string | null | undefined;
  /** £, 3 decimals at most */
  hourlyRate?: string | null | undefined;
  /** The contractor's placement in the contract to update (ContractorInContract.id) */
  id: number;
  /** 0 to 1, step 0.01 */
  materialsMarkup?: string | null | undefined;
  /** Hours, 0 to 24, 2 decimals at most */
  minimumChargeHours?: string | null | undefined;
  /** £, 3 decimals at most */
  oohCallOutCharge?: string | null | undefined;
  /** 0 to 1, step 0.01 */
  oohUplift?: string | null | undefined;
  /** Postcode areas, districts or sectors covered, comma-separated: 'M, SK1, WA14' */
  postcodePrefix?: string | null | undefined;
  /** True offers the contractor first for the contract's work */
  preferred?: boolean | null | undefined;
  /** £, 3 decimals at most */
  travelCharge?: string | null | undefined;
};

/** An engineer as the engineer form (and POST/PUT /api/engineer) sends it; id 0 or absent creates. */
export type SaveEngineerInput = {
  /** False deactivates the engineer; absent keeps it (true when creating) */
  active?: boolean | null | undefined;
  /** Required */
  contractorId?: number | null | undefined;
  /** E-mail address; must be a valid address */
  email?: string | null | undefined;
  /** Required */
  firstName?: string | null | undefined;
  /** The engineer to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Required */
  lastName?: string | null | undefined;
  /** A UK mobile number */
  mobile?: string | null | undefined;
  /** Gas Safe, NICEIC or similar registration number */
  registrationNumber?: string | null | undefined;
  /** Trade skills, free text (e.g. "Gas, plumbing") */
  skills?: string | null | undefined;
};

/** A grid's layout and saved filters to keep for the signed-in user (POST api/users/viewstate) */
export type SaveGridStateInput = {
  /** Which grid: a short lower-case name (default work_orders) */
  grid?: string;
  /** The web client's text encoding of the grid's tabs, columns and filters, up to 200,000 characters; stored as sent */
  gridData: string;
  /** The saved state's id; 0 or absent creates it */
  id?: number | null | undefined;
};

/** A material entry as the materials form (and POST/PUT /api/LogMaterials) sends it; id 0 or absent creates. Type, description, cost per item and quantity are required ('Required fields'); cost per item 0 or more with at most 3 decimals, quantity more than 0 with at most 3 decimals. */
export type SaveLogMaterialInput = {
  /** Required: pounds, 0 or more, at most 3 decimals */
  costPerItem?: string | null | undefined;
  /** Required */
  description?: string | null | undefined;
  /** The material entry to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Required (GET /api/LogMaterialTypes) */
  logMaterialTypeId?: number | null | undefined;
  /** Required: more than 0, at most 3 decimals */
  quantity?: string | null | undefined;
  /** The version read, when updating: a stale one is refused */
  version?: number | null | undefined;
  /** Required when creating; an entry stays on its order */
  workOrderId?: number | null | undefined;
};

/** A time entry as the log time popup (and POST/PUT /api/LogTimes) sends it; id 0 or absent creates. Checked in log.service: the date ('Date is a required field'), HH:mm times and the number of engineers are required ('Required fields'); engineers a whole number of at least 0. */
export type SaveLogTimeInput = {
  /** The whole entry is charged at the bank-holiday uplift */
  bankHoliday?: boolean | null | undefined;
  /** The time entry to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Required: a whole number of at least 0 */
  numberOfEngineers?: number | null | undefined;
  /** A progress code (GET /api/ProgressCodes); 0 or empty: none */
  progressCodeId?: number | null | undefined;
  /** Required, HH:mm */
  timeFrom?: string | null | undefined;
  /** Required, HH:mm; earlier than TimeFrom: the next day */
  timeTo?: string | null | undefined;
  /** The version read, when updating: a stale one is refused */
  version?: number | null | undefined;
  /** Required: 'Date is a required field' */
  workDate?: string | null | undefined;
  /** Required when creating; an entry stays on its order */
  workOrderId?: number | null | undefined;
};

/** A PPM schedule as the PPM form (and POST/PUT /api/PPMs) sends it; id 0 or absent creates. Every field but asset, description and next visit is required ('Required fields'); an empty asset is none (0); an empty next visit is the first visit. */
export type SavePpmInput = {
  /** An asset of the site; 0 or empty: none */
  assetId?: number | null | undefined;
  /** Required */
  clientId?: number | null | undefined;
  /** Required: an active contractor */
  contractorId?: number | null | undefined;
  /** 0 or more, up to 3 decimals */
  costPerAnnum?: string | null | undefined;
  /** What the visit is for: the raised work orders' issue */
  description?: string | null | undefined;
  /** Required */
  firstVisit?: string | null | undefined;
  /** Required, 1 or more */
  frequency?: number | null | undefined;
  /** The PPM schedule to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Empty: the first visit */
  nextVisit?: string | null | undefined;
  /** Required (GET /api/PPMStatus) */
  ppmStatusId?: number | null | undefined;
  /** Required: a site of the client */
  siteId?: number | null | undefined;
  /** Required */
  subTradeId?: number | null | undefined;
  /** The version read, when updating: a stale one is refused */
  version?: number | null | undefined;
  /** Required: Weeks or Months */
  weeksMonths?: string | null | undefined;
};

/** A sub-trade's checklist question to create (id 0 or absent) or update (POST, PUT /api/Questions). */
export type SaveQuestionInput = {
  /** False retires the question: no longer asked; absent keeps it (true when creating) */
  active?: boolean | null | undefined;
  /** Required: the question */
  content?: string | null | undefined;
  /** The question to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Absent: after the sub-trade's other questions (new) or unchanged */
  sortOrder?: number | null | undefined;
  /** Required: a sub-trade */
  subTradeId?: number | null | undefined;
};

/** A quote as the quote popups (and POST/PUT /api/Billings) send it; id 0 or absent creates one for the work order. Its status, references, totals and parties are set by the server. */
export type SaveQuoteInput = {
  /** The back office's own reference: staff only (any status); left out: unchanged */
  ampmQuoteRef?: string | null | undefined;
  /** Dated; now when left out on create, unchanged on update */
  billingDate?: string | null | undefined;
  /** The quote to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** What is quoted for (Summary): required */
  summary?: string | null | undefined;
  /** The version read, when updating: a stale one is refused */
  version?: number | null | undefined;
  /** The work order quoted for (EntityId): required on create, fixed after */
  workOrderId?: number | null | undefined;
};

/** A saved report as the builder's form sends it: id 0 or none makes one, another id changes that one. */
export type SaveSavedReportInput = {
  /** Keys of the source's catalogue (reportColumns), in the file's order; at least one */
  columns: Array<string>;
  /** A note on what it shows, up to 4,000 characters */
  description?: string | null | undefined;
  /** The saved report to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** The report's name; required */
  name?: string | null | undefined;
  /** The direction of sortField (default ASC) */
  sortDirection?: SortDirection | null | undefined;
  /** A key of the catalogue to sort on; none: the source's default sort */
  sortField?: string | null | undefined;
  /** The data source the report reads */
  source: ReportSource;
  /** Only orders with this valuation number (order log and query sources) */
  valuationNumber?: string | null | undefined;
};

/** A site as the site popup (and POST/PUT /api/Sites) sends it; id 0 or absent creates. */
export type SaveSiteInput = {
  /** False closes the site; absent keeps it (true when creating) */
  active?: boolean | null | undefined;
  /** First line of the address */
  addressLine1?: string | null | undefined;
  /** Second line of the address */
  addressLine2?: string | null | undefined;
  /** Asbestos warning to show anyone sent to the site */
  asbestosWarning?: string | null | undefined;
  /** A brand of the same client */
  brandId?: number | null | undefined;
  /** Town or city */
  city?: string | null | undefined;
  /** Required */
  clientId?: number | null | undefined;
  /** Free-text notes on the site */
  comments?: string | null | undefined;
  /** The county of the address, free text */
  county?: string | null | undefined;
  /** The site to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** A user of the same client */
  mainContactId?: number | null | undefined;
  /** Required */
  name?: string | null | undefined;
  /** A UK postcode; stored upper case with one space */
  postCode?: string | null | undefined;
  /** Required; unique within the client */
  siteCode?: string | null | undefined;
  /** The site's e-mail address; must be a valid address */
  siteEmail?: string | null | undefined;
  /** The site manager's name, free text */
  siteManager?: string | null | undefined;
};

/** A trade (no parent) or sub-trade to create (id 0 or absent) or update (POST, PUT /api/Trades); checked in trade.service. */
export type SaveTradeInput = {
  /** The trade to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Required; unique within its parent without regard to case */
  name?: string | null | undefined;
  /** A sub-trade's trade (a top-level trade); 0 or absent: a trade */
  parentTradeId?: number | null | undefined;
};

/** A user as the administration form (and the account page, for one's own profile) sends it. id 0 or absent creates. Checked in user.service: the business rules answer field errors. */
export type SaveUserInput = {
  /** False deactivates the user: they can no longer sign in; absent keeps it (true when creating) */
  active?: boolean | null | undefined;
  /** The user's own password: required when users change their own password or e-mail */
  currentPassword?: string | null | undefined;
  /** The staff user's department (Department.id), which sets the permissions; null for portal users */
  departmentId?: number | null | undefined;
  /** The sign-in name: a valid address, unique among users, up to 320 characters */
  email: string;
  /** The client's or contractor's id, with entityName, for portal users */
  entityId?: number | null | undefined;
  /** Client or Contractor, for portal users */
  entityName?: string | null | undefined;
  /** Required, up to 100 characters */
  firstName: string;
  /** The user to update; 0 or absent creates one */
  id?: number | null | undefined;
  /** Required, up to 100 characters */
  lastName: string;
  /** Whether repeated failed sign-ins lock the account; absent keeps it */
  lockoutEnabled?: boolean | null | undefined;
  /** Mobile number, free text up to 40 characters */
  mobile?: string | null | undefined;
  /** Required when creating; when given, it must meet the password policy */
  password?: string | null | undefined;
  /** Landline number, free text up to 40 characters */
  phoneNumber?: string | null | undefined;
  /** Job title, up to 100 characters */
  position?: string | null | undefined;
  /** The kind of user (UserType.id); required when creating; only administrators change it */
  userTypeId?: number | null | undefined;
};

/** A work order or request as the request screen, the work-order page and the quick view save it (POST, PUT /api/WorkOrders). id 0 or absent creates. On an update a field left out keeps its value; null clears it (a flag left null keeps its value). A value the save would not keep is refused by name (NOT_ALLOWED), never dropped: a client user's back-office field, an approved cost without approving, a capital code without a financial code, a due date the SLA code replaces. */
export type SaveWorkOrderInput = {
  /** When the site may be visited, free text */
  accessTimes?: string | null | undefined;
  /** A new request's answers, saved in the same transaction */
  answers?: Array<AnswerInput> | null | undefined;
  /** Only with a move to Approved (10), which approves the costs by approveWorkOrderCosts' rule (required then: 0 or more, up to 3 decimals); otherwise leave it out or send the stored one (NOT_ALLOWED, or LOCKED once approved) */
  approvedCost?: string | null | undefined;
  /** Save as a request: status 1 (Awaiting Response) */
  asRequest?: boolean | null | undefined;
  /** An asset of the site */
  assetId?: number | null | undefined;
  /** The capital code (CapitalCode.id); staff only */
  capitalCodeId?: number | null | undefined;
  /** The client's id (Client.id) */
  clientId: number;
  /** The client's own reference for the work (e.g. its purchase order number) */
  clientRef?: string | null | undefined;
  /** A user of the client */
  contactId?: number | null | undefined;
  /** 0 = none ('Select ...') */
  contractorId?: number | null | undefined;
  /** Default: now */
  dateOpened?: string | null | undefined;
  /** The longer description of the work */
  details?: string | null | undefined;
  /** Kept only when the order has no SLA code: otherwise computed from it */
  dueDate?: string | null | undefined;
  /** Up to 3 decimals; defaulted from the financial code */
  estimatedCost?: string | null | undefined;
  /** The financial code (FinancialCode.id); staff only */
  financialCodeId?: number | null | undefined;
  /** 0 or absent: a new work order */
  id?: number | null | undefined;
  /** The invoiced amount in pounds; staff only */
  invoiceAmount?: string | null | undefined;
  /** The invoice's date (ISO 8601); staff only */
  invoiceDate?: string | null | undefined;
  /** The invoice number; staff only */
  invoiceNo?: string | null | undefined;
  /** Required */
  issue?: string | null | undefined;
  /** How the work was requested (MethodOfRequest.id) */
  methodOfRequestId?: number | null | undefined;
  /** The progress reported (ProgressCode.id); a contractor may change only this, the asset and a note */
  progressCodeId?: number | null | undefined;
  /** A progress note: saved with the change, in the same transaction, as a public note by the user (the contractor portal's save; up to 4000 characters, empty is none) */
  progressNote?: string | null | undefined;
  /** Why the costs are queried (QueryReason.id) */
  queryReasonId?: number | null | undefined;
  /** When the work was requested (ISO 8601); absent: now */
  requestDate?: string | null | undefined;
  /** The name of whoever asked for the work, free text */
  requestedBy?: string | null | undefined;
  /** Tell the contractor of the order and its changes (default true) */
  sendNotifications?: boolean | null | undefined;
  /** The site's id (Site.id) */
  siteId: number;
  /** The SLA code (A to H, or PPM) that sets the due date */
  slaCode?: string | null | undefined;
  /** Tell the contractor by SMS too */
  smsNotifications?: boolean | null | undefined;
  /** The mobile number for SMS notifications */
  smsNumber?: string | null | undefined;
  /** Required */
  subTradeId?: number | null | undefined;
  /** The trade's id (Trade.id) */
  tradeId?: number | null | undefined;
  /** The valuation number; staff only */
  valuationNumber?: string | null | undefined;
  /** The version read; required when id > 0: a stale one is refused (STALE) */
  version?: number | null | undefined;
  /** A move the transition table allows; one that has its own action goes through its rule (Approved with approvedCost, Query with queryReasonId, Cancelled) or is refused naming it (ACTION_REQUIRED) */
  workOrderStatusId?: number | null | undefined;
  /** The job type: required of staff; a client user's request takes Reactive (1) when it sends none (0 or absent) */
  workOrderTypeId?: number | null | undefined;
};

/** A note to add to a work order, or a change to one (POST/PUT /api/WorkOrderNotes) */
export type SaveWorkOrderNoteInput = {
  /** 0 or absent: a new note */
  id?: number | null | undefined;
  /** 1 to 4000 characters */
  note: string;
  /** Staff only: a private note (portal users may write only public ones) */
  privateNote?: boolean | null | undefined;
  /** The work order's id (WorkOrder.id) */
  workOrderId: number;
};

/** A condition on one column of the site list (a grid's column filter): the rows whose column compares to the value by the operator */
export type SiteFilterInput = {
  /** The column compared */
  field: SiteSortField;
  /** How the column is compared with the value */
  operator: FilterOperator;
  /** The value compared with, as text (dates YYYY-MM-DD or DD/MM/YYYY, numbers with a point); null or absent with IS_EMPTY and IS_NOT_EMPTY. At most 200 characters */
  value?: string | null | undefined;
};

/** The columns the site list can be sorted and filtered by, each named after the field it shows */
export type SiteSortField =
  /** The `addressLine1` field (text, compared ignoring case) */
  | 'ADDRESS_LINE1'
  /** The `addressLine2` field (text, compared ignoring case) */
  | 'ADDRESS_LINE2'
  /** The `brandId` field (text, compared ignoring case) */
  | 'BRAND'
  /** The `city` field (text, compared ignoring case) */
  | 'CITY'
  /** The `clientId` field (text, compared ignoring case) */
  | 'CLIENT'
  /** The `county` field (text, compared ignoring case) */
  | 'COUNTY'
  /** The `name` field (text, compared ignoring case) */
  | 'NAME'
  /** The `postCode` field (text, compared ignoring case) */
  | 'POST_CODE'
  /** The `siteCode` field (text, compared ignoring case) */
  | 'SITE_CODE'
  /** The `siteEmail` field (text, compared ignoring case) */
  | 'SITE_EMAIL'
  /** The `siteManager` field (text, compared ignoring case) */
  | 'SITE_MANAGER';

/** One sort column of the site list and its direction; later entries break ties of earlier ones */
export type SiteSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: SiteSortField;
};

/** What the SLA attainment report groups by (the order's current one) */
export type SlaAttainmentGroupBy =
  /** The order's client */
  | 'CLIENT'
  /** The order's contractor (orders without one: a group of their own) */
  | 'CONTRACTOR'
  /** The order's sub-trade (orders without one: a group of their own) */
  | 'SUB_TRADE';

/** The two SLA clocks of an order (docs/sla.md) */
export type SlaClockKind =
  /** The fix clock, to dueDate */
  | 'FIX'
  /** The response clock, to responseDueDate */
  | 'RESPONSE';

/** Where an SLA clock stands (docs/sla.md) */
export type SlaClockState =
  /** Past its target: still running, or met late */
  | 'BREACHED'
  /** Met on or before its target */
  | 'MET'
  /** Paused while the order waits on the client (Awaiting Quote Approval) */
  | 'PAUSED'
  /** Counting down to its target */
  | 'RUNNING'
  /** Ended without the work: cancelled, discarded, or closed by an accepted quote (its work goes on in a new order) */
  | 'STOPPED';

/** The order of a sort column */
export type SortDirection =
  /** Ascending: A to Z, smallest first, earliest first; empty values last */
  | 'ASC'
  /** Descending: Z to A, largest first, latest first; empty values first */
  | 'DESC';

/** A document's type to change (PUT /api/Documents) */
export type UpdateDocumentInput = {
  /** Absent: unchanged; null clears it */
  certDate?: string | null | undefined;
  /** The compliance type it proves (ComplianceType.id). Absent: unchanged; null clears it */
  complianceTypeId?: number | null | undefined;
  /** The new type (DocumentType.id: 1 Job Sheet, 2 Certificate, 3 Work Sheet, 4 Report) */
  documentTypeId: number;
  /** The document to update (Document.id) */
  id: number;
};

/** A change of a webhook endpoint: the fields given change, the others stay */
export type UpdateWebhookEndpointInput = {
  /** A new description (empty: none) */
  description?: string | null | undefined;
  /** The events it takes from now on */
  events?: Array<WebhookEventType> | null | undefined;
  /** The endpoint */
  id: number;
  /** A new owner's e-mail address */
  ownerEmail?: string | null | undefined;
  /** true pauses it; false resumes it (its failing time cleared) */
  paused?: boolean | null | undefined;
  /** A new URL */
  url?: string | null | undefined;
};

/** Where an uploaded file goes: what it is attached to and its type (POST /api/Documents) */
export type UploadDocumentInput = {
  /** Required when a contractor uploads, and with a compliance type */
  certDate?: string | null | undefined;
  /** The compliance type the certificate proves (ComplianceType.id); it then counts toward the site's compliance register and needs certDate */
  complianceTypeId?: number | null | undefined;
  /** Default 1 (Job Sheet) */
  documentTypeId?: number | null | undefined;
  /** The id of that work order, site or PPM schedule */
  entityId: number;
  /** What to attach it to: a work order, a site or a PPM schedule */
  entityName: DocumentEntityName;
};

/** The columns the user list can be sorted by, each named after the field it shows */
export type UserSortField =
  /** The `createdAt` field (a date, compared by calendar day in Europe/London) */
  | 'CREATED_AT'
  /** The `department` field (text, compared ignoring case) */
  | 'DEPARTMENT'
  /** The `email` field (text, compared ignoring case) */
  | 'EMAIL'
  /** The `firstName` field (text, compared ignoring case) */
  | 'FIRST_NAME'
  /** The `fullName` field (text, compared ignoring case) */
  | 'FULL_NAME'
  /** The `id` field (a whole number) */
  | 'ID'
  /** The `lastName` field (text, compared ignoring case) */
  | 'LAST_NAME'
  /** The `position` field (text, compared ignoring case) */
  | 'POSITION'
  /** The `userType` field (text, compared ignoring case) */
  | 'USER_TYPE';

/** One sort column of the user list and its direction; later entries break ties of earlier ones */
export type UserSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: UserSortField;
};

/** How the product treats a signed-in user */
export type ViewerKind =
  /** An administrator: everything, across all clients and contractors */
  | 'ADMIN'
  /** A client portal user: only their own client's data */
  | 'CLIENT'
  /** A contractor portal user: only the work given to their own contractor */
  | 'CONTRACTOR'
  /** A back-office user: what the department's permissions allow, across all clients */
  | 'STAFF';

/** The columns the webhook delivery list can be sorted by, each named after the field it shows */
export type WebhookDeliveryField =
  /** The `createdAt` field (a date, compared by calendar day in Europe/London) */
  | 'CREATED_AT'
  /** The `id` field (a whole number) */
  | 'ID';

/** One sort column of the webhook delivery list and its direction; later entries break ties of earlier ones */
export type WebhookDeliverySortInput = {
  /** Ascending or descending (default DESC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: WebhookDeliveryField;
};

/** Where a delivery stands */
export type WebhookDeliveryState =
  /** The endpoint answered 2xx */
  | 'DELIVERED'
  /** The last retry failed, or the endpoint was paused */
  | 'FAILED'
  /** Waiting for its first attempt or for a retry */
  | 'QUEUED';

/** An event a webhook endpoint may take; its value in a delivery's `type` is the lower-case dotted name (docs/webhooks.md) */
export type WebhookEventType =
  /** costs.approved: staff approved a work order's costs */
  | 'COSTS_APPROVED'
  /** costs.submitted: a work order's costs were submitted for payment (at the logged total or an amended price) */
  | 'COSTS_SUBMITTED'
  /** document.added: a document was uploaded to a work order */
  | 'DOCUMENT_ADDED'
  /** quote.decided: the client or staff accepted or rejected a quote, or asked for an alternative (the decision and the reason in data) */
  | 'QUOTE_DECIDED'
  /** quote.sent: a contractor's quote was sent to the client for approval (or sent again) */
  | 'QUOTE_SENT'
  /** work_order.created: a work order was raised (any way: a save, a portal request, a PPM visit, a quote's new order) */
  | 'WORK_ORDER_CREATED'
  /** work_order.status_changed: a work order moved to another status */
  | 'WORK_ORDER_STATUS_CHANGED';

/** The columns the work order list can be sorted and filtered by, each named after the field it shows */
export type WorkOrderField =
  /** The `actualCost` field (a number with decimals) */
  | 'ACTUAL_COST'
  /** The `approvedCost` field (a number with decimals) */
  | 'APPROVED_COST'
  /** The `clientName` field (text, compared ignoring case) */
  | 'CLIENT'
  /** The `clientRef` field (text, compared ignoring case) */
  | 'CLIENT_REF'
  /** The `contractorName` field (text, compared ignoring case) */
  | 'CONTRACTOR'
  /** The `dateClosed` field (a date, compared by calendar day in Europe/London) */
  | 'DATE_CLOSED'
  /** The `dateOpened` field (a date, compared by calendar day in Europe/London) */
  | 'DATE_OPENED'
  /** The `details` field (text, compared ignoring case) */
  | 'DETAILS'
  /** The `dueDate` field (a date, compared by calendar day in Europe/London) */
  | 'DUE_DATE'
  /** The `estimatedCost` field (a number with decimals) */
  | 'ESTIMATED_COST'
  /** The `invoiceNo` field (text, compared ignoring case) */
  | 'INVOICE_NO'
  /** The `issue` field (text, compared ignoring case) */
  | 'ISSUE'
  /** The `progressCode` field (text, compared ignoring case) */
  | 'PROGRESS_CODE'
  /** The `refNo` field (text, compared ignoring case) */
  | 'REFERENCE'
  /** The `requestedBy` field (text, compared ignoring case) */
  | 'REQUESTED'
  /** The `siteName` field (text, compared ignoring case) */
  | 'SITE'
  /** The `siteCode` field (text, compared ignoring case) */
  | 'SITE_CODE'
  /** The `slaCode` field (text, compared ignoring case) */
  | 'SLA_CODE'
  /** The `workOrderStatus` field (text, compared ignoring case) */
  | 'STATUS'
  /** The `subTradeName` field (text, compared ignoring case) */
  | 'SUB_TRADE'
  /** The `tradeName` field (text, compared ignoring case) */
  | 'TRADE'
  /** The `workOrderType` field (text, compared ignoring case) */
  | 'TYPE'
  /** The `valuationNumber` field (text, compared ignoring case) */
  | 'VALUATION_NUMBER';

/** A condition on one column of the work order list (a grid's column filter): the rows whose column compares to the value by the operator */
export type WorkOrderFilterInput = {
  /** The column compared */
  field: WorkOrderField;
  /** How the column is compared with the value */
  operator: FilterOperator;
  /** The value compared with, as text (dates YYYY-MM-DD or DD/MM/YYYY, numbers with a point); null or absent with IS_EMPTY and IS_NOT_EMPTY. At most 200 characters */
  value?: string | null | undefined;
};

/** A step of a work order's progress that a client may know */
export type WorkOrderProgress =
  /** The request was approved and converted (moved from Awaiting Response on) */
  | 'APPROVED'
  /** The order was given to a contractor (the contractor was told) */
  | 'ASSIGNED'
  /** The order was cancelled */
  | 'CANCELLED'
  /** The work was done: Completed, Awaiting Certificate, Closed and the statuses after them */
  | 'COMPLETED'
  /** The request was declined (Discarded) */
  | 'DECLINED'
  /** A quote was sent for approval (Awaiting Quote Approval) */
  | 'QUOTED'
  /** The request or work order was raised */
  | 'RAISED';

/** One sort column of the work order list and its direction; later entries break ties of earlier ones */
export type WorkOrderSortInput = {
  /** Ascending or descending (default ASC) */
  direction?: SortDirection;
  /** The column to sort by */
  field: WorkOrderField;
};

export type SessionStore_SignedInFragment = { __typename: 'SignedIn', accessToken: string, expiresAt: string, rememberToken: string | null, me: { __typename: 'Me', kind: ViewerKind, authCode: string, clientId: number | null, contractorId: number | null, permissions: Array<{ __typename: 'PermissionEntry', name: string, level: string }> } } & { ' $fragmentName'?: 'SessionStore_SignedInFragment' };

export type SessionRoot_RememberSignInMutationVariables = Exact<{
  token: string;
}>;


export type SessionRoot_RememberSignInMutation = { signInWithRememberToken: { __typename: 'SignInPayload', session: (
      { __typename: 'SignedIn' }
      & { ' $fragmentRefs'?: { 'SessionStore_SignedInFragment': SessionStore_SignedInFragment } }
    ) | null, error: { __typename: 'SignInError', code: string, message: string } | null } };

export type SessionRoot_RenewMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionRoot_RenewMutation = { renewSession: { __typename: 'SignedIn', accessToken: string, expiresAt: string } };

export type SessionRoot_SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionRoot_SignOutMutation = { signOut: boolean };

export type Shell_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Shell_MeQuery = { me: { __typename: 'Me', kind: ViewerKind, authCode: string, clientId: number | null, contractorId: number | null, user: { __typename: 'User', id: number, fullName: string }, department: { __typename: 'Department', id: number, name: string } | null, permissions: Array<{ __typename: 'PermissionEntry', name: string, level: string }> } };

export type Shell_CheckSessionMutationVariables = Exact<{
  requestedUrl?: string | null | undefined;
}>;


export type Shell_CheckSessionMutation = { checkSession: { __typename: 'SessionCheck', valid: boolean, requestedUrl: string | null } };

export type AccountDetailsForm_DetailsFragment = { __typename: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, mobile: string | null, phoneNumber: string | null, position: string | null } & { ' $fragmentName'?: 'AccountDetailsForm_DetailsFragment' };

export type AccountDetailsForm_UserQueryVariables = Exact<{
  id: number;
}>;


export type AccountDetailsForm_UserQuery = { user: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'AccountDetailsForm_DetailsFragment': AccountDetailsForm_DetailsFragment } }
  ) };

export type AccountDetailsForm_SaveMutationVariables = Exact<{
  input: SaveUserInput;
}>;


export type AccountDetailsForm_SaveMutation = { saveUser: { __typename: 'SaveUserPayload', user: (
      { __typename: 'User' }
      & { ' $fragmentRefs'?: { 'AccountDetailsForm_DetailsFragment': AccountDetailsForm_DetailsFragment } }
    ) | null, error: (
      { __typename: 'UserError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_UserError_Fragment': SaveForm_Error_UserError_Fragment } }
    ) | null } };

export type PasswordChangeForm_ResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type PasswordChangeForm_ResetMutation = { resetPassword: { __typename: 'ResetPasswordPayload', ok: boolean, error: (
      { __typename: 'UserError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_UserError_Fragment': SaveForm_Error_UserError_Fragment } }
    ) | null } };

export type AssetGrid_AssetsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<AssetFilterInput> | AssetFilterInput | null | undefined;
  sort?: Array<AssetSortInput> | AssetSortInput | null | undefined;
  clientId?: number | null | undefined;
  siteId?: number | null | undefined;
  categoryId?: number | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  serialNo?: string | null | undefined;
  inWarranty?: boolean | null | undefined;
  active?: boolean | null | undefined;
}>;


export type AssetGrid_AssetsQuery = { assets: { __typename: 'AssetPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Asset', id: number, assetCode: string, make: string | null, model: string | null, serialNo: string | null, description: string | null, clientId: number, clientName: string | null, siteId: number, siteName: string | null, categoryName: string | null, installedDate: string | null, warrantyPeriod: number, warrantyUnit: string, warrantyEndDate: string | null, inWarranty: boolean, active: boolean }> } };

export type AssetGrid_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssetGrid_LookupsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }>, assetCategories: Array<{ __typename: 'AssetCategory', id: number, name: string }> };

export type AssetGrid_SitesQueryVariables = Exact<{
  clientId: number;
}>;


export type AssetGrid_SitesQuery = { siteList: Array<{ __typename: 'Site', id: number, name: string }> };

export type AssetGrid_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type AssetGrid_DeleteMutation = { deleteAsset: { __typename: 'DeleteAssetPayload', deletedId: number | null, error: (
      { __typename: 'AssetError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_AssetError_Fragment': SaveForm_Error_AssetError_Fragment } }
    ) | null } };

export type AssetImportWindow_ClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssetImportWindow_ClientsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }> };

export type AssetImportWindow_ImportMutationVariables = Exact<{
  clientId: number;
  file: File;
}>;


export type AssetImportWindow_ImportMutation = { importAssets: { __typename: 'ImportAssetsPayload', imported: number, rowErrors: Array<{ __typename: 'AssetImportRowError', line: number, message: string }>, error: (
      { __typename: 'AssetError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_AssetError_Fragment': SaveForm_Error_AssetError_Fragment } }
    ) | null } };

export type AssetPopup_AssetQueryVariables = Exact<{
  id: number;
}>;


export type AssetPopup_AssetQuery = { asset: { __typename: 'Asset', id: number, clientId: number, siteId: number, categoryId: number | null, assetCode: string, make: string | null, model: string | null, serialNo: string | null, description: string | null, supplierId: number | null, installedDate: string | null, warrantyPeriod: number, warrantyUnit: string, active: boolean } };

export type AssetPopup_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssetPopup_LookupsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }>, assetCategories: Array<{ __typename: 'AssetCategory', id: number, name: string }>, contractorList: Array<{ __typename: 'Contractor', id: number, name: string }> };

export type AssetPopup_SitesQueryVariables = Exact<{
  clientId: number;
}>;


export type AssetPopup_SitesQuery = { siteList: Array<{ __typename: 'Site', id: number, name: string, siteCode: string }> };

export type AssetPopup_SaveMutationVariables = Exact<{
  input: SaveAssetInput;
}>;


export type AssetPopup_SaveMutation = { saveAsset: { __typename: 'SaveAssetPayload', asset: { __typename: 'Asset', id: number, assetCode: string, warrantyEndDate: string | null, inWarranty: boolean } | null, error: (
      { __typename: 'AssetError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_AssetError_Fragment': SaveForm_Error_AssetError_Fragment } }
    ) | null } };

export type AuditTrailGrid_AuditTrailQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  entityName?: string | null | undefined;
  sort?: Array<AuditSortInput> | AuditSortInput | null | undefined;
}>;


export type AuditTrailGrid_AuditTrailQuery = { auditTrail: { __typename: 'AuditTrailPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'AuditTrailEntry', id: string, entityName: string, actionByName: string, actionDate: string, actionTaken: string }> } };

export type AuditTrailGrid_EntityNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditTrailGrid_EntityNamesQuery = { auditEntityNames: Array<string> };

export type LoginForm_SignInMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe: boolean;
}>;


export type LoginForm_SignInMutation = { signIn: { __typename: 'SignInPayload', session: (
      { __typename: 'SignedIn' }
      & { ' $fragmentRefs'?: { 'SessionStore_SignedInFragment': SessionStore_SignedInFragment } }
    ) | null, error: { __typename: 'SignInError', code: string, message: string } | null } };

export type BiDashboard_ReportQueryVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type BiDashboard_ReportQuery = { biDashboard: { __typename: 'BiReportNode', id: number, name: string, embedUrl: string } | null };

export type ClientQuoteDecisions_AcceptMutationVariables = Exact<{
  quoteId: number;
  version?: number | null | undefined;
}>;


export type ClientQuoteDecisions_AcceptMutation = { acceptQuote: { __typename: 'QuoteDecisionPayload', newWorkOrderId: number | null, quote: { __typename: 'Quote', id: number, billingStatusId: number, billingStatus: string | null, decidedAt: string | null, newWorkOrderId: number | null, version: number } | null, error: (
      { __typename: 'QuoteDecisionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteDecisionError_Fragment': SaveForm_Error_QuoteDecisionError_Fragment } }
    ) | null } };

export type ClientQuoteDecisions_RejectMutationVariables = Exact<{
  quoteId: number;
  version?: number | null | undefined;
  note: string;
}>;


export type ClientQuoteDecisions_RejectMutation = { rejectQuote: { __typename: 'QuoteDecisionPayload', quote: { __typename: 'Quote', id: number, billingStatusId: number, billingStatus: string | null, decidedAt: string | null, decisionNote: string | null, version: number } | null, error: (
      { __typename: 'QuoteDecisionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteDecisionError_Fragment': SaveForm_Error_QuoteDecisionError_Fragment } }
    ) | null } };

export type ClientQuoteDecisions_AlternativeMutationVariables = Exact<{
  quoteId: number;
  version?: number | null | undefined;
  note: string;
}>;


export type ClientQuoteDecisions_AlternativeMutation = { requestAlternativeQuote: { __typename: 'QuoteDecisionPayload', quote: { __typename: 'Quote', id: number, billingStatusId: number, billingStatus: string | null, decidedAt: string | null, decisionNote: string | null, version: number } | null, error: (
      { __typename: 'QuoteDecisionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteDecisionError_Fragment': SaveForm_Error_QuoteDecisionError_Fragment } }
    ) | null } };

export type ClientQuotePopup_QuoteQueryVariables = Exact<{
  id: number;
}>;


export type ClientQuotePopup_QuoteQuery = { quote: { __typename: 'Quote', id: number, quoteRef: string, ampmQuoteRef: string | null, billingDate: string, billingStatusId: number, billingStatus: string | null, summary: string | null, workOrderId: number, workOrderRef: string | null, siteName: string | null, contractorName: string | null, sentAt: string | null, decidedAt: string | null, decisionNote: string | null, totalAmountExTax: string, totalTax: string, totalAmountIncTax: string, version: number, viewerCan: { __typename: 'QuoteViewerCan', answer: boolean } } };

export type ClientSiteAssets_AssetsQueryVariables = Exact<{
  siteId?: number | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sort?: Array<AssetSortInput> | AssetSortInput | null | undefined;
}>;


export type ClientSiteAssets_AssetsQuery = { assets: { __typename: 'AssetPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Asset', id: number, assetCode: string, description: string | null, make: string | null, model: string | null, serialNo: string | null, categoryName: string | null, warrantyEndDate: string | null }> } };

export type ClientSitePopup_SiteQueryVariables = Exact<{
  id: number;
}>;


export type ClientSitePopup_SiteQuery = { site: { __typename: 'Site', id: number, siteCode: string, name: string, addressLine1: string | null, addressLine2: string | null, city: string | null, postCode: string | null, siteManager: string | null } };

export type ClientWorkOrderGrid_WorkOrdersQueryVariables = Exact<{
  clientId?: number | null | undefined;
  ppm?: boolean | null | undefined;
  page: number;
  pageSize: number;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type ClientWorkOrderGrid_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, dueDate: string | null, siteName: string | null, subTradeName: string | null }> } };

export type ClientPpmDetails_WorkOrderQueryVariables = Exact<{
  id: number;
  isStaff: boolean;
  isClient: boolean;
}>;


export type ClientPpmDetails_WorkOrderQuery = { workOrder: (
    { __typename: 'WorkOrder', id: number, refNo: string }
    & { ' $fragmentRefs'?: { 'WorkOrderFields_WorkOrderFragment': WorkOrderFields_WorkOrderFragment } }
  ) };

export type ContractorPopup_ContractorQueryVariables = Exact<{
  id: number;
}>;


export type ContractorPopup_ContractorQuery = { contractor: { __typename: 'Contractor', id: number, name: string, contact: string | null, telephone: string | null, oohTelephone: string | null, email: string | null } };

export type ProgressTimeline_WorkOrderFragment = { __typename: 'WorkOrder', progress: Array<{ __typename: 'WorkOrderProgressStep', step: WorkOrderProgress, at: string, label: string }> } & { ' $fragmentName'?: 'ProgressTimeline_WorkOrderFragment' };

export type ClientWorkOrderDetails_WorkOrderQueryVariables = Exact<{
  id: number;
  isStaff: boolean;
  isClient: boolean;
}>;


export type ClientWorkOrderDetails_WorkOrderQuery = { workOrder: (
    { __typename: 'WorkOrder', id: number, refNo: string, version: number, workOrderStatusId: number, workOrderStatus: string | null, contractorId: number | null, contractorName: string | null, siteId: number, assetId: number | null, tradeId: number | null, subTradeId: number | null, requestedBy: string | null, requestDate: string | null, issue: string | null, clientRef: string | null, viewerCan: { __typename: 'WorkOrderViewerCan', edit: boolean } }
    & { ' $fragmentRefs'?: { 'WorkOrderFields_WorkOrderFragment': WorkOrderFields_WorkOrderFragment;'ProgressTimeline_WorkOrderFragment': ProgressTimeline_WorkOrderFragment } }
  ) };

export type NewRequest_SaveMutationVariables = Exact<{
  input: SaveWorkOrderInput;
}>;


export type NewRequest_SaveMutation = { saveWorkOrder: { __typename: 'SaveWorkOrderPayload', workOrder: { __typename: 'WorkOrder', id: number, refNo: string } | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type ClientCompliancePage_RegionsQueryVariables = Exact<{
  clientId: number;
}>;


export type ClientCompliancePage_RegionsQuery = { complianceRegions: Array<string> };

export type ClientPortalLayout_ClientQueryVariables = Exact<{
  id: number;
}>;


export type ClientPortalLayout_ClientQuery = { client: { __typename: 'Client', id: number, name: string }, clientBrand: { __typename: 'ClientBrand', clientId: number, brandColour: string, logoUrl: string | null, brandName: string } };

export type ClientPpmsPage_WorkOrdersQueryVariables = Exact<{
  clientId?: number | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type ClientPpmsPage_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, dueDate: string | null, siteName: string | null, clientRef: string | null, subTradeName: string | null, details: string | null, issue: string | null, workOrderStatus: string | null }> } };

export type ClientQuotesPage_QuotesQueryVariables = Exact<{
  clientId?: number | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sort?: Array<QuoteSortInput> | QuoteSortInput | null | undefined;
}>;


export type ClientQuotesPage_QuotesQuery = { quotes: { __typename: 'QuotePage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Quote', id: number, billingDate: string, ampmQuoteRef: string | null, quoteRef: string, siteName: string | null, summary: string | null, totalAmountExTax: string, billingStatus: string | null }> } };

export type ClientReportViewPage_ReportQueryVariables = Exact<{
  id: number;
}>;


export type ClientReportViewPage_ReportQuery = { biReport: { __typename: 'BiReportNode', id: number, name: string, description: string | null, embedUrl: string } };

export type ClientReportsPage_ReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientReportsPage_ReportsQuery = { biReports: Array<{ __typename: 'BiReportNode', id: number, name: string, description: string | null }> };

export type ClientSitesPage_SitesQueryVariables = Exact<{
  clientId?: number | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sort?: Array<SiteSortInput> | SiteSortInput | null | undefined;
}>;


export type ClientSitesPage_SitesQuery = { sites: { __typename: 'SitePage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Site', id: number, siteCode: string, name: string, addressLine1: string | null, postCode: string | null, siteManager: string | null, brand: { __typename: 'Brand', id: number, name: string } | null }> } };

export type ClientWorkOrdersPage_WorkOrdersQueryVariables = Exact<{
  clientId?: number | null | undefined;
  ppm?: boolean | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type ClientWorkOrdersPage_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, dateOpened: string, siteName: string | null, issue: string | null, clientRef: string | null, subTradeName: string | null, workOrderStatus: string | null, showCategory: boolean, assetCategoryId: number | null }> } };

export type ClientWorkOrdersPage_CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientWorkOrdersPage_CategoriesQuery = { assetCategories: Array<{ __typename: 'AssetCategory', id: number, name: string }> };

export type ClientDetailsForm_SaveMutationVariables = Exact<{
  input: SaveClientInput;
}>;


export type ClientDetailsForm_SaveMutation = { saveClient: { __typename: 'SaveClientPayload', client: { __typename: 'Client', id: number, name: string, customer: string | null, status: string, startDate: string | null, renewalDate: string | null, contractValue: string | null, active: boolean } | null, error: (
      { __typename: 'ClientError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ClientError_Fragment': SaveForm_Error_ClientError_Fragment } }
    ) | null } };

export type ClientSettingsPanel_SettingsQueryVariables = Exact<{
  clientId: number;
}>;


export type ClientSettingsPanel_SettingsQuery = { parentTrades: Array<{ __typename: 'Trade', id: number, name: string }>, subTradesInClient: Array<{ __typename: 'SubTradeInClientRow', id: number, subTradeId: number }> };

export type ClientSettingsPanel_SubTradesQueryVariables = Exact<{
  parentId: number;
}>;


export type ClientSettingsPanel_SubTradesQuery = { trades: Array<{ __typename: 'Trade', id: number, name: string }> };

export type ClientSettingsPanel_AddMutationVariables = Exact<{
  clientId: number;
  subTradeId: number;
}>;


export type ClientSettingsPanel_AddMutation = { addSubTradeInClient: { __typename: 'AddSubTradeInClientPayload', setting: { __typename: 'SubTradeInClient', id: number, subTradeId: number } | null, error: (
      { __typename: 'ClientError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ClientError_Fragment': SaveForm_Error_ClientError_Fragment } }
    ) | null } };

export type ClientSettingsPanel_RemoveMutationVariables = Exact<{
  id: number;
}>;


export type ClientSettingsPanel_RemoveMutation = { removeSubTradeInClient: number };

export type ClientSlaCodesForm_CodesQueryVariables = Exact<{
  clientId: number;
}>;


export type ClientSlaCodesForm_CodesQuery = { clientSlaCodes: Array<{ __typename: 'ClientSlaCodeRow', code: string, responseHours: string | null, fixHours: string | null, businessHoursOnly: boolean }> };

export type ClientSlaCodesForm_SaveMutationVariables = Exact<{
  clientId: number;
  codes: Array<ClientSlaCodeInput> | ClientSlaCodeInput;
}>;


export type ClientSlaCodesForm_SaveMutation = { saveClientSlaCodes: { __typename: 'SaveClientSlaCodesPayload', codes: Array<{ __typename: 'ClientSlaCodeRow', code: string, responseHours: string | null, fixHours: string | null, businessHoursOnly: boolean }> | null, error: (
      { __typename: 'ClientError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ClientError_Fragment': SaveForm_Error_ClientError_Fragment } }
    ) | null } };

export type ClientPage_ClientQueryVariables = Exact<{
  id: number;
}>;


export type ClientPage_ClientQuery = { client: { __typename: 'Client', id: number, name: string, customer: string | null, status: string, startDate: string | null, renewalDate: string | null, contractValue: string | null, active: boolean } };

export type ClientsPage_ClientsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  active?: boolean | null | undefined;
  sort?: Array<ClientSortInput> | ClientSortInput | null | undefined;
}>;


export type ClientsPage_ClientsQuery = { clients: { __typename: 'ClientPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Client', id: number, name: string, customer: string | null, status: string, startDate: string | null, renewalDate: string | null, contractValue: string | null, active: boolean }> } };

export type ClientComplianceEditor_QueryQueryVariables = Exact<{
  clientId: number;
}>;


export type ClientComplianceEditor_QueryQuery = { clientCompliance: { __typename: 'ClientComplianceSettings', clientId: number, defaultTypeIds: Array<number>, dueSoonDays: number, raiseOrders: boolean, viewerCanEdit: boolean } };

export type ClientComplianceEditor_SaveMutationVariables = Exact<{
  input: SaveClientComplianceInput;
}>;


export type ClientComplianceEditor_SaveMutation = { saveClientCompliance: { __typename: 'ClientComplianceSettings', clientId: number, defaultTypeIds: Array<number>, dueSoonDays: number, raiseOrders: boolean, viewerCanEdit: boolean } };

export type ClientComplianceEditor_ApplyMutationVariables = Exact<{
  clientId: number;
}>;


export type ClientComplianceEditor_ApplyMutation = { applyClientComplianceDefaults: number };

export type ComplianceHistory_QueryQueryVariables = Exact<{
  siteId: number;
  typeId: number;
}>;


export type ComplianceHistory_QueryQuery = { complianceHistory: Array<{ __typename: 'ComplianceCertificate', documentId: number, fileName: string, certDate: string, expiresOn: string | null, status: ComplianceStatus, current: boolean, workOrderId: number | null, workOrderRef: string | null, replacesDocumentId: number | null }> };

export type ComplianceMatrix_TypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceMatrix_TypesQuery = { complianceTypes: Array<{ __typename: 'ComplianceType', id: number, code: string, name: string, validityMonths: number | null }> };

export type ComplianceMatrix_RegisterQueryVariables = Exact<{
  clientId: number;
  region?: string | null | undefined;
  status?: Array<ComplianceStatus> | ComplianceStatus | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sort?: Array<ComplianceSiteSort> | ComplianceSiteSort | null | undefined;
}>;


export type ComplianceMatrix_RegisterQuery = { complianceRegister: { __typename: 'ComplianceSitePage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'ComplianceSite', id: number, name: string, siteCode: string | null, postCode: string | null, ownSet: boolean, cells: Array<{ __typename: 'ComplianceCell', complianceTypeId: number, status: ComplianceStatus, certDate: string | null, expiresOn: string | null, documentId: number | null, raisedWorkOrder: { __typename: 'ComplianceRaisedOrder', id: number, reference: string } | null }> }> } };

export type SiteComplianceEditor_QueryQueryVariables = Exact<{
  siteId: number;
}>;


export type SiteComplianceEditor_QueryQuery = { siteCompliance: { __typename: 'SiteComplianceRequirements', siteId: number, typeIds: Array<number>, ownSet: boolean, viewerCanEdit: boolean } };

export type SiteComplianceEditor_SaveMutationVariables = Exact<{
  siteId: number;
  typeIds?: Array<number> | number | null | undefined;
}>;


export type SiteComplianceEditor_SaveMutation = { setSiteCompliance: { __typename: 'SiteComplianceRequirements', siteId: number, typeIds: Array<number>, ownSet: boolean, viewerCanEdit: boolean } };

export type ComplianceRegisterPage_ClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ComplianceRegisterPage_ClientsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }> };

export type ComplianceRegisterPage_RegionsQueryVariables = Exact<{
  clientId: number;
}>;


export type ComplianceRegisterPage_RegionsQuery = { complianceRegions: Array<string> };

export type BrandsTab_ClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandsTab_ClientsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }> };

export type ClientBrandsPanel_BrandsQueryVariables = Exact<{
  clientId: number;
}>;


export type ClientBrandsPanel_BrandsQuery = { brands: Array<{ __typename: 'Brand', id: number, clientId: number, name: string }> };

export type ClientBrandsPanel_BrandingQueryVariables = Exact<{
  clientId: number;
}>;


export type ClientBrandsPanel_BrandingQuery = { clientBrand: { __typename: 'ClientBrand', clientId: number, brandColour: string, logoUrl: string | null, brandName: string } };

export type ClientBrandsPanel_SaveMutationVariables = Exact<{
  input: SaveBrandInput;
}>;


export type ClientBrandsPanel_SaveMutation = { saveBrand: { __typename: 'SaveBrandPayload', brand: { __typename: 'Brand', id: number, clientId: number, name: string } | null, error: (
      { __typename: 'BrandError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_BrandError_Fragment': SaveForm_Error_BrandError_Fragment } }
    ) | null } };

export type ClientBrandsPanel_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type ClientBrandsPanel_DeleteMutation = { deleteBrand: { __typename: 'DeleteBrandPayload', deletedId: number | null, error: (
      { __typename: 'BrandError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_BrandError_Fragment': SaveForm_Error_BrandError_Fragment } }
    ) | null } };

export type ClientBrandsPanel_UploadLogoMutationVariables = Exact<{
  clientId: number;
  file?: File | null | undefined;
}>;


export type ClientBrandsPanel_UploadLogoMutation = { uploadClientLogo: { __typename: 'ClientBrandPayload', clientBrand: { __typename: 'ClientBrand', clientId: number, brandColour: string, logoUrl: string | null, brandName: string } | null, error: (
      { __typename: 'BrandError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_BrandError_Fragment': SaveForm_Error_BrandError_Fragment } }
    ) | null } };

export type ClientBrandsPanel_ColourMutationVariables = Exact<{
  clientId: number;
  brandColour: string;
}>;


export type ClientBrandsPanel_ColourMutation = { updateClientBrand: { __typename: 'ClientBrandPayload', clientBrand: { __typename: 'ClientBrand', clientId: number, brandColour: string, logoUrl: string | null, brandName: string } | null, error: (
      { __typename: 'BrandError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_BrandError_Fragment': SaveForm_Error_BrandError_Fragment } }
    ) | null } };

export type DataImportTab_ImportMutationVariables = Exact<{
  file: File;
  sites: boolean;
  contractors: boolean;
  users: boolean;
}>;


export type DataImportTab_ImportMutation = { importSites?: { __typename: 'ImportPayload', imported: number, rowErrors: Array<{ __typename: 'ImportRowError', line: number, message: string }>, error: (
      { __typename: 'ImportError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ImportError_Fragment': SaveForm_Error_ImportError_Fragment } }
    ) | null }, importContractors?: { __typename: 'ImportPayload', imported: number, rowErrors: Array<{ __typename: 'ImportRowError', line: number, message: string }>, error: (
      { __typename: 'ImportError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ImportError_Fragment': SaveForm_Error_ImportError_Fragment } }
    ) | null }, importUsers?: { __typename: 'ImportUsersPayload', imported: number, rowErrors: Array<{ __typename: 'UserImportRowError', line: number, message: string }>, error: (
      { __typename: 'UserError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_UserError_Fragment': SaveForm_Error_UserError_Fragment } }
    ) | null } };

export type OutboxTab_MessagesQueryVariables = Exact<{
  state?: OutboxState | null | undefined;
  channel?: OutboxChannel | null | undefined;
  search?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type OutboxTab_MessagesQuery = { outboxMessages: { __typename: 'OutboxMessagePage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'OutboxMessage', id: number, workOrderId: number, channel: OutboxChannel, recipient: string | null, subject: string | null, body: string, reason: string, state: OutboxState, attempts: number, lastError: string | null, createdAt: string, lastAttemptAt: string | null, sentAt: string | null }> } };

export type OutboxTab_SendAgainMutationVariables = Exact<{
  id: number;
}>;


export type OutboxTab_SendAgainMutation = { sendOutboxMessageAgain: { __typename: 'NotificationPayload', messages: Array<{ __typename: 'OutboxMessage', id: number, state: OutboxState }>, error: (
      { __typename: 'NotificationError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_NotificationError_Fragment': SaveForm_Error_NotificationError_Fragment } }
    ) | null } };

export type ApiKeyCreatePopup_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeyCreatePopup_LookupsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }>, users: { __typename: 'UserPage', nodes: Array<{ __typename: 'User', id: number, fullName: string, email: string | null }> } };

export type ApiKeyCreatePopup_CreateMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ApiKeyCreatePopup_CreateMutation = { createApiKey: { __typename: 'CreateApiKeyPayload', secret: string | null, key: { __typename: 'ApiKey', id: number, name: string, prefix: string } | null, error: (
      { __typename: 'ApiKeyError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ApiKeyError_Fragment': SaveForm_Error_ApiKeyError_Fragment } }
    ) | null } };

export type ApiKeysTab_KeysQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
  pageSize: number;
  sort?: Array<ApiKeySortInput> | ApiKeySortInput | null | undefined;
}>;


export type ApiKeysTab_KeysQuery = { apiKeys: { __typename: 'ApiKeyPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'ApiKey', id: number, name: string, prefix: string, scope: ApiKeyScope, clientName: string | null, userName: string | null, writes: boolean, rateLimitPerMinute: number, expiresAt: string | null, createdAt: string, createdByName: string, lastUsedAt: string | null, callsToday: number, revokedAt: string | null, revokedByName: string | null, active: boolean }> } };

export type ApiKeysTab_RevokeMutationVariables = Exact<{
  id: number;
}>;


export type ApiKeysTab_RevokeMutation = { revokeApiKey: { __typename: 'RevokeApiKeyPayload', key: { __typename: 'ApiKey', id: number, revokedAt: string | null, revokedByName: string | null, active: boolean } | null, error: (
      { __typename: 'ApiKeyError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ApiKeyError_Fragment': SaveForm_Error_ApiKeyError_Fragment } }
    ) | null } };

export type QuestionList_QuestionsQueryVariables = Exact<{
  subTradeId: number;
}>;


export type QuestionList_QuestionsQuery = { questions: Array<{ __typename: 'Question', id: number, subTradeId: number, content: string, sortOrder: number, active: boolean }> };

export type QuestionList_SaveMutationVariables = Exact<{
  input: SaveQuestionInput;
}>;


export type QuestionList_SaveMutation = { saveQuestion: { __typename: 'SaveQuestionPayload', question: { __typename: 'Question', id: number, subTradeId: number, content: string, sortOrder: number, active: boolean } | null, error: (
      { __typename: 'TradeError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_TradeError_Fragment': SaveForm_Error_TradeError_Fragment } }
    ) | null } };

export type QuestionList_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type QuestionList_DeleteMutation = { deleteQuestion: { __typename: 'DeleteQuestionPayload', deletedId: number | null, error: (
      { __typename: 'TradeError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_TradeError_Fragment': SaveForm_Error_TradeError_Fragment } }
    ) | null } };

export type TradeList_TradesQueryVariables = Exact<{ [key: string]: never; }>;


export type TradeList_TradesQuery = { tradeList: Array<{ __typename: 'Trade', id: number, name: string, parentTradeId: number | null }> };

export type TradeList_SaveMutationVariables = Exact<{
  input: SaveTradeInput;
}>;


export type TradeList_SaveMutation = { saveTrade: { __typename: 'SaveTradePayload', trade: { __typename: 'Trade', id: number, name: string, parentTradeId: number | null } | null, error: (
      { __typename: 'TradeError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_TradeError_Fragment': SaveForm_Error_TradeError_Fragment } }
    ) | null } };

export type TradeList_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type TradeList_DeleteMutation = { deleteTrade: { __typename: 'DeleteTradePayload', deletedId: number | null, message: string | null, error: (
      { __typename: 'TradeError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_TradeError_Fragment': SaveForm_Error_TradeError_Fragment } }
    ) | null } };

export type EndpointState_SetPausedMutationVariables = Exact<{
  id: number;
  paused: boolean;
}>;


export type EndpointState_SetPausedMutation = { updateWebhookEndpoint: { __typename: 'WebhookEndpointPayload', endpoint: { __typename: 'WebhookEndpoint', id: number, paused: boolean, pausedAt: string | null, pauseReason: string | null, failingSince: string | null, updatedAt: string } | null, error: (
      { __typename: 'WebhookError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WebhookError_Fragment': SaveForm_Error_WebhookError_Fragment } }
    ) | null } };

export type WebhookDeliveryLog_EndpointQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookDeliveryLog_EndpointQuery = { webhookEndpoints: Array<{ __typename: 'WebhookEndpoint', id: number, url: string, description: string | null, paused: boolean, pausedAt: string | null, pauseReason: string | null, failingSince: string | null }> };

export type WebhookDeliveryLog_DeliveriesQueryVariables = Exact<{
  endpointId: number;
  state?: WebhookDeliveryState | null | undefined;
  search?: string | null | undefined;
  page: number;
  pageSize: number;
  sort?: Array<WebhookDeliverySortInput> | WebhookDeliverySortInput | null | undefined;
}>;


export type WebhookDeliveryLog_DeliveriesQuery = { webhookDeliveries: { __typename: 'WebhookDeliveryPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'WebhookDelivery', id: number, endpointId: number, eventId: string, eventType: string, body: string, state: WebhookDeliveryState, attempts: number, statusCode: number | null, responseExcerpt: string | null, durationMs: number | null, lastError: string | null, createdAt: string, lastAttemptAt: string | null, deliveredAt: string | null }> } };

export type WebhookDeliveryLog_ResendMutationVariables = Exact<{
  id: number;
}>;


export type WebhookDeliveryLog_ResendMutation = { resendWebhookDelivery: { __typename: 'WebhookDeliveryPayload', delivery: { __typename: 'WebhookDelivery', id: number, state: WebhookDeliveryState, lastError: string | null } | null, error: (
      { __typename: 'WebhookError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WebhookError_Fragment': SaveForm_Error_WebhookError_Fragment } }
    ) | null } };

export type WebhookEndpointPopup_CreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhookEndpointPopup_CreateMutation = { createWebhookEndpoint: { __typename: 'WebhookEndpointPayload', secret: string | null, endpoint: { __typename: 'WebhookEndpoint', id: number, url: string } | null, error: (
      { __typename: 'WebhookError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WebhookError_Fragment': SaveForm_Error_WebhookError_Fragment } }
    ) | null } };

export type WebhookEndpointPopup_UpdateMutationVariables = Exact<{
  input: UpdateWebhookEndpointInput;
}>;


export type WebhookEndpointPopup_UpdateMutation = { updateWebhookEndpoint: { __typename: 'WebhookEndpointPayload', endpoint: { __typename: 'WebhookEndpoint', id: number, url: string, description: string | null, events: Array<WebhookEventType>, ownerEmail: string, updatedAt: string } | null, error: (
      { __typename: 'WebhookError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WebhookError_Fragment': SaveForm_Error_WebhookError_Fragment } }
    ) | null } };

export type WebhooksTab_EndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksTab_EndpointsQuery = { webhookEndpoints: Array<{ __typename: 'WebhookEndpoint', id: number, url: string, description: string | null, events: Array<WebhookEventType>, clientId: number | null, ownerEmail: string, paused: boolean, pausedAt: string | null, pauseReason: string | null, failingSince: string | null, createdAt: string, lastDelivery: { __typename: 'WebhookDelivery', id: number, eventType: string, state: WebhookDeliveryState, statusCode: number | null, createdAt: string, lastAttemptAt: string | null } | null }>, clientList: Array<{ __typename: 'Client', id: number, name: string }> };

export type WebhooksTab_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type WebhooksTab_DeleteMutation = { deleteWebhookEndpoint: number };

export type ContractorWeeklyLog_OrderLogQueryVariables = Exact<{
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  page: number;
  pageSize: number;
  sort?: Array<ReportOrderSortInput> | ReportOrderSortInput | null | undefined;
}>;


export type ContractorWeeklyLog_OrderLogQuery = { orderLogReport: { __typename: 'ReportOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'ReportOrder', id: number, orderNumber: string, siteCode: string | null, siteName: string | null, clientName: string | null, instructions: string | null, description: string | null, workOrderType: string | null, trade: string | null, subTrade: string | null, loggedDate: string | null, dateClosed: string | null, contractorName: string | null, submittedCost: string | null }> } };

export type ContractorPortalWorkOrders_WorkOrdersQueryVariables = Exact<{
  contractorId?: number | null | undefined;
  statuses?: Array<number> | number | null | undefined;
  ppm?: boolean | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type ContractorPortalWorkOrders_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, dateOpened: string, dueDate: string | null, clientName: string | null, siteName: string | null, issue: string | null, subTradeName: string | null, workOrderStatus: string | null }> } };

export type ContractorCosts_LogTimesQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
  sort?: Array<LogTimeSortInput> | LogTimeSortInput | null | undefined;
}>;


export type ContractorCosts_LogTimesQuery = { logTimes: { __typename: 'LogTimePage', totalCount: number, totalCountExact: boolean, nodes: Array<(
      { __typename: 'LogTime' }
      & { ' $fragmentRefs'?: { 'LogTimeRow_LogTimeFragment': LogTimeRow_LogTimeFragment } }
    )> } };

export type ContractorCosts_LogMaterialsQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
  sort?: Array<LogMaterialSortInput> | LogMaterialSortInput | null | undefined;
}>;


export type ContractorCosts_LogMaterialsQuery = { logMaterials: { __typename: 'LogMaterialPage', totalCount: number, totalCountExact: boolean, nodes: Array<(
      { __typename: 'LogMaterial' }
      & { ' $fragmentRefs'?: { 'LogMaterialRow_LogMaterialFragment': LogMaterialRow_LogMaterialFragment } }
    )> } };

export type ContractorCosts_DeleteTimeMutationVariables = Exact<{
  id: number;
}>;


export type ContractorCosts_DeleteTimeMutation = { deleteLogTime: { __typename: 'DeleteLogPayload', deletedId: number } };

export type ContractorCosts_DeleteMaterialMutationVariables = Exact<{
  id: number;
}>;


export type ContractorCosts_DeleteMaterialMutation = { deleteLogMaterial: { __typename: 'DeleteLogPayload', deletedId: number } };

export type ContractorCosts_SaveTimeMutationVariables = Exact<{
  input: SaveLogTimeInput;
}>;


export type ContractorCosts_SaveTimeMutation = { saveLogTime: { __typename: 'SaveLogTimePayload', logTime: { __typename: 'LogTime', id: number, version: number, workDate: string, timeFrom: string, timeTo: string, numberOfEngineers: number, bankHoliday: boolean, manHours: string, normalHours: string, oohHours: string, costhours: string, callOutCharge: string } | null, error: (
      { __typename: 'LogError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_LogError_Fragment': SaveForm_Error_LogError_Fragment } }
    ) | null } };

export type ContractorCosts_SaveMaterialMutationVariables = Exact<{
  input: SaveLogMaterialInput;
}>;


export type ContractorCosts_SaveMaterialMutation = { saveLogMaterial: { __typename: 'SaveLogMaterialPayload', logMaterial: { __typename: 'LogMaterial', id: number, version: number, description: string, materialType: string | null, costPerItem: string, quantity: string, totalCost: string } | null, error: (
      { __typename: 'LogError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_LogError_Fragment': SaveForm_Error_LogError_Fragment } }
    ) | null } };

export type ContractorPortalPayment_SubmitMutationVariables = Exact<{
  id: number;
  version?: number | null | undefined;
}>;


export type ContractorPortalPayment_SubmitMutation = { submitWorkOrderCosts: { __typename: 'SubmitCostsPayload', message: string | null, workOrder: { __typename: 'WorkOrder', id: number, version: number, workOrderStatusId: number, workOrderStatus: string | null } | null, error: (
      { __typename: 'SubmissionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SubmissionError_Fragment': SaveForm_Error_SubmissionError_Fragment } }
    ) | null } };

export type ContractorPortalPayment_AmendMutationVariables = Exact<{
  workOrderId: number;
  version?: number | null | undefined;
  newPrice: string;
  reason?: string | null | undefined;
}>;


export type ContractorPortalPayment_AmendMutation = { amendSubmittedCosts: { __typename: 'SubmitCostsPayload', message: string | null, workOrder: { __typename: 'WorkOrder', id: number, version: number, workOrderStatusId: number, workOrderStatus: string | null, actualCost: string | null } | null, error: (
      { __typename: 'SubmissionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SubmissionError_Fragment': SaveForm_Error_SubmissionError_Fragment } }
    ) | null } };

export type ContractorPortalWorkOrder_SaveChoicesQueryVariables = Exact<{
  siteId: number;
}>;


export type ContractorPortalWorkOrder_SaveChoicesQuery = { progressCodes: Array<{ __typename: 'ProgressCode', id: number, name: string }>, assetOptions: Array<{ __typename: 'AssetOption', id: number, assetCode: string }> };

export type ContractorPortalWorkOrder_WorkOrderQueryVariables = Exact<{
  id: number;
  isStaff: boolean;
  isClient: boolean;
}>;


export type ContractorPortalWorkOrder_WorkOrderQuery = { workOrder: (
    { __typename: 'WorkOrder', id: number, refNo: string, version: number, workOrderStatusId: number, workOrderStatus: string | null, clientId: number, siteId: number, assetId: number | null, progressCodeId: number | null, actualCost: string | null, viewerCan: { __typename: 'WorkOrderViewerCan', edit: boolean, addNote: boolean, quote: boolean, attach: boolean, logTime: boolean, complete: boolean, submitCosts: boolean, amendCosts: boolean, whyNot: Array<{ __typename: 'WorkOrderActionRefusal', action: string, reason: string }> } }
    & { ' $fragmentRefs'?: { 'WorkOrderFields_WorkOrderFragment': WorkOrderFields_WorkOrderFragment } }
  ), answers: Array<{ __typename: 'Answer', id: number, questionContent: string, answerContent: string }> };

export type ContractorPortalWorkOrder_SaveMutationVariables = Exact<{
  input: SaveWorkOrderInput;
}>;


export type ContractorPortalWorkOrder_SaveMutation = { saveWorkOrder: { __typename: 'SaveWorkOrderPayload', workOrder: { __typename: 'WorkOrder', id: number, version: number, progressCodeId: number | null, progressCode: string | null, assetId: number | null, assetCode: string | null } | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type ContractorPortalWorkOrder_CompleteMutationVariables = Exact<{
  id: number;
  version?: number | null | undefined;
}>;


export type ContractorPortalWorkOrder_CompleteMutation = { completeWorkOrder: { __typename: 'CompleteWorkOrderPayload', code: number | null, message: string | null, workOrder: { __typename: 'WorkOrder', id: number, version: number, workOrderStatusId: number, workOrderStatus: string | null, actualCost: string | null } | null, error: (
      { __typename: 'SubmissionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SubmissionError_Fragment': SaveForm_Error_SubmissionError_Fragment } }
    ) | null } };

export type ContractorQuote_ItemTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractorQuote_ItemTypesQuery = { billingItemTypes: Array<{ __typename: 'BillingItemType', id: number, name: string }> };

export type ContractorQuote_SaveItemMutationVariables = Exact<{
  input: SaveBillingItemInput;
}>;


export type ContractorQuote_SaveItemMutation = { saveBillingItem: { __typename: 'SaveBillingItemPayload', item: { __typename: 'BillingItem', id: number } | null, quote: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'ContractorQuoteState_QuoteFragment': ContractorQuoteState_QuoteFragment } }
    ) | null, error: (
      { __typename: 'QuoteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteError_Fragment': SaveForm_Error_QuoteError_Fragment } }
    ) | null } };

export type ContractorQuoteState_QuoteFragment = { __typename: 'Quote', id: number, billingStatusId: number, billingStatus: string | null, totalAmountExTax: string, totalTax: string, totalAmountIncTax: string, version: number, viewerCan: { __typename: 'QuoteViewerCan', answer: boolean, edit: boolean, send: boolean, delete: boolean } } & { ' $fragmentName'?: 'ContractorQuoteState_QuoteFragment' };

export type ContractorQuotePopup_QuoteFragment = (
  { __typename: 'Quote', quoteRef: string, billingDate: string, summary: string | null, decisionNote: string | null }
  & { ' $fragmentRefs'?: { 'ContractorQuoteState_QuoteFragment': ContractorQuoteState_QuoteFragment } }
) & { ' $fragmentName'?: 'ContractorQuotePopup_QuoteFragment' };

export type ContractorQuote_QuoteQueryVariables = Exact<{
  id: number;
}>;


export type ContractorQuote_QuoteQuery = { quote: (
    { __typename: 'Quote' }
    & { ' $fragmentRefs'?: { 'ContractorQuotePopup_QuoteFragment': ContractorQuotePopup_QuoteFragment } }
  ) };

export type ContractorQuote_ItemsQueryVariables = Exact<{
  billingId: number;
  page: number;
  pageSize: number;
}>;


export type ContractorQuote_ItemsQuery = { billingItems: { __typename: 'BillingItemPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'BillingItem', id: number, description: string, billingItemTypeId: number | null, billingItemType: string | null, units: string, itemAmountExTax: string, taxRate: string, lineAmountExTax: string, taxAmount: string, lineAmountIncTax: string }> } };

export type ContractorQuote_SaveMutationVariables = Exact<{
  input: SaveQuoteInput;
}>;


export type ContractorQuote_SaveMutation = { saveQuote: { __typename: 'SaveQuotePayload', quote: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'ContractorQuotePopup_QuoteFragment': ContractorQuotePopup_QuoteFragment } }
    ) | null, error: (
      { __typename: 'QuoteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteError_Fragment': SaveForm_Error_QuoteError_Fragment } }
    ) | null } };

export type ContractorQuote_SendMutationVariables = Exact<{
  quoteId: number;
  version?: number | null | undefined;
  workOrderId?: number | null | undefined;
}>;


export type ContractorQuote_SendMutation = { sendQuoteForApproval: { __typename: 'QuoteDecisionPayload', quote: { __typename: 'Quote', id: number, billingStatusId: number, billingStatus: string | null, version: number, viewerCan: { __typename: 'QuoteViewerCan', answer: boolean, edit: boolean, send: boolean, delete: boolean } } | null, error: (
      { __typename: 'QuoteDecisionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteDecisionError_Fragment': SaveForm_Error_QuoteDecisionError_Fragment } }
    ) | null } };

export type ContractorQuote_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type ContractorQuote_DeleteMutation = { deleteQuote: { __typename: 'DeleteQuotePayload', deletedId: number | null, error: (
      { __typename: 'QuoteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteError_Fragment': SaveForm_Error_QuoteError_Fragment } }
    ) | null } };

export type ContractorQuote_DeleteItemMutationVariables = Exact<{
  id: number;
}>;


export type ContractorQuote_DeleteItemMutation = { deleteBillingItem: { __typename: 'DeleteBillingItemPayload', deletedId: number | null, quote: (
      { __typename: 'Quote' }
      & { ' $fragmentRefs'?: { 'ContractorQuoteState_QuoteFragment': ContractorQuoteState_QuoteFragment } }
    ) | null, error: (
      { __typename: 'QuoteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteError_Fragment': SaveForm_Error_QuoteError_Fragment } }
    ) | null } };

export type ContractorQuotes_QuotesQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
  sort?: Array<QuoteSortInput> | QuoteSortInput | null | undefined;
}>;


export type ContractorQuotes_QuotesQuery = { quotes: { __typename: 'QuotePage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'Quote', id: number, quoteRef: string, billingDate: string, summary: string | null, billingStatusId: number, billingStatus: string | null, totalAmountExTax: string }> } };

export type ContractorPortalLayout_ContractorQueryVariables = Exact<{
  id: number;
}>;


export type ContractorPortalLayout_ContractorQuery = { contractor: { __typename: 'Contractor', id: number, name: string }, workOrderCounters: { __typename: 'WorkOrderCounters', requestAwaitingAResponse: number } };

export type ContractorPortalWorkOrdersPage_StatusesQueryVariables = Exact<{
  contractorId?: number | null | undefined;
}>;


export type ContractorPortalWorkOrdersPage_StatusesQuery = { workOrderStatuses: Array<{ __typename: 'WorkOrderStatus', id: number, name: string }>, workOrderCounters: { __typename: 'WorkOrderCounters', byStatus: Array<{ __typename: 'StatusCountEntry', statusId: number, count: number }> } };

export type ContractorDetailsForm_SaveMutationVariables = Exact<{
  input: SaveContractorInput;
}>;


export type ContractorDetailsForm_SaveMutation = { saveContractor: { __typename: 'SaveContractorPayload', contractor: { __typename: 'Contractor', id: number, name: string, shortName: string | null, contact: string | null, telephone: string | null, oohTelephone: string | null, email: string | null, active: boolean, normalStart: string | null, normalFinish: string | null, oohOneStart: string | null, oohOneFinish: string | null, oohTwoStart: string | null, oohTwoFinish: string | null, oohThreeStart: string | null, oohThreeFinish: string | null } | null, error: (
      { __typename: 'ContractorError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ContractorError_Fragment': SaveForm_Error_ContractorError_Fragment } }
    ) | null } };

export type ContractorPage_ContractorQueryVariables = Exact<{
  id: number;
}>;


export type ContractorPage_ContractorQuery = { contractor: { __typename: 'Contractor', id: number, name: string, shortName: string | null, contact: string | null, telephone: string | null, oohTelephone: string | null, email: string | null, active: boolean, normalStart: string | null, normalFinish: string | null, oohOneStart: string | null, oohOneFinish: string | null, oohTwoStart: string | null, oohTwoFinish: string | null, oohThreeStart: string | null, oohThreeFinish: string | null } };

export type ContractorsPage_ContractorsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  active?: boolean | null | undefined;
  filters?: Array<ContractorFilterInput> | ContractorFilterInput | null | undefined;
  sort?: Array<ContractorSortInput> | ContractorSortInput | null | undefined;
}>;


export type ContractorsPage_ContractorsQuery = { contractors: { __typename: 'ContractorPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Contractor', id: number, name: string, contact: string | null, telephone: string | null, oohTelephone: string | null, email: string | null, active: boolean }> } };

export type ContractorsPage_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type ContractorsPage_DeleteMutation = { deleteContractor: { __typename: 'DeleteContractorPayload', deletedId: number | null, error: (
      { __typename: 'ContractorError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ContractorError_Fragment': SaveForm_Error_ContractorError_Fragment } }
    ) | null } };

export type ContractForm_OptionsQueryVariables = Exact<{
  tradeId: number;
  withSubTrades: boolean;
}>;


export type ContractForm_OptionsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }>, trades: Array<{ __typename: 'Trade', id: number, name: string }>, subTrades?: Array<{ __typename: 'Trade', id: number, name: string }>, contractStatuses: Array<{ __typename: 'ContractStatus', id: number, name: string }> };

export type ContractForm_SaveMutationVariables = Exact<{
  input: SaveContractInput;
}>;


export type ContractForm_SaveMutation = { saveContract: { __typename: 'SaveContractPayload', contract: { __typename: 'Contract', id: number, accountNo: string | null, name: string, clientId: number, clientName: string, tradeId: number, subTradeId: number, contractStatusId: number, contractStatusName: string, startDate: string | null, endDate: string | null } | null, error: (
      { __typename: 'ContractError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ContractError_Fragment': SaveForm_Error_ContractError_Fragment } }
    ) | null } };

export type ContractGrid_ContractsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sort?: Array<ContractSortInput> | ContractSortInput | null | undefined;
  clientId?: number | null | undefined;
  contractorId?: number | null | undefined;
}>;


export type ContractGrid_ContractsQuery = { contracts: { __typename: 'ContractPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Contract', id: number, accountNo: string | null, name: string, clientId: number, clientName: string, tradeName: string, subTradeName: string, contractStatusName: string, startDate: string | null, endDate: string | null }> } };

export type ContractSitesPanel_SitesQueryVariables = Exact<{
  id: number;
  clientId: number;
}>;


export type ContractSitesPanel_SitesQuery = { sitesInContractorInContract: Array<{ __typename: 'SiteInContractorInContract', id: number, siteId: number, siteCode: string, siteName: string, postCode: string | null }>, siteList: Array<{ __typename: 'Site', id: number, name: string, siteCode: string }> };

export type ContractSitesPanel_AddMutationVariables = Exact<{
  id: number;
  siteId?: number | null | undefined;
}>;


export type ContractSitesPanel_AddMutation = { addSiteInContractorInContract: { __typename: 'SaveSiteInContractorInContractPayload', siteInContractorInContract: { __typename: 'SiteInContractorInContract', id: number } | null, error: (
      { __typename: 'ContractError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ContractError_Fragment': SaveForm_Error_ContractError_Fragment } }
    ) | null } };

export type ContractSitesPanel_RemoveMutationVariables = Exact<{
  id: number;
}>;


export type ContractSitesPanel_RemoveMutation = { removeSiteInContractorInContract: number };

export type ContractorListUpload_ImportMutationVariables = Exact<{
  contractId: number;
  file: File;
}>;


export type ContractorListUpload_ImportMutation = { importContractorsInContract: { __typename: 'ImportContractorsInContractPayload', imported: number, rowErrors: Array<{ __typename: 'ContractorImportRowError', line: number, message: string }>, error: (
      { __typename: 'ContractError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ContractError_Fragment': SaveForm_Error_ContractError_Fragment } }
    ) | null } };

export type ContractorsInContractPanel_ListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sort?: Array<ContractorInContractSortInput> | ContractorInContractSortInput | null | undefined;
  contractId?: number | null | undefined;
}>;


export type ContractorsInContractPanel_ListQuery = { contractorsInContract: { __typename: 'ContractorInContractPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'ContractorInContract', id: number, contractorId: number, contractorName: string, postcodePrefix: string | null, preferred: boolean, active: boolean, siteCount: number }> } };

export type ContractorsInContractPanel_ContractorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractorsInContractPanel_ContractorsQuery = { contractorList: Array<{ __typename: 'Contractor', id: number, name: string }> };

export type ContractorsInContractPanel_AddMutationVariables = Exact<{
  input: AddContractorInContractInput;
}>;


export type ContractorsInContractPanel_AddMutation = { addContractorInContract: { __typename: 'SaveContractorInContractPayload', contractorInContract: { __typename: 'ContractorInContract', id: number } | null, error: (
      { __typename: 'ContractError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ContractError_Fragment': SaveForm_Error_ContractError_Fragment } }
    ) | null } };

export type ContractorsInContractPanel_RemoveMutationVariables = Exact<{
  id: number;
}>;


export type ContractorsInContractPanel_RemoveMutation = { removeContractorInContract: number };

export type RateCardForm_SaveMutationVariables = Exact<{
  input: SaveContractorRatesInput;
}>;


export type RateCardForm_SaveMutation = { saveContractorRates: { __typename: 'SaveContractorInContractPayload', contractorInContract: { __typename: 'ContractorInContract', id: number, postcodePrefix: string | null, preferred: boolean, active: boolean, hourlyRate: string | null, oohUplift: string | null, bankHolidayUplift: string | null, callOutCharge: string | null, oohCallOutCharge: string | null, travelCharge: string | null, minimumChargeHours: string | null, materialsMarkup: string | null } | null, error: (
      { __typename: 'ContractError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ContractError_Fragment': SaveForm_Error_ContractError_Fragment } }
    ) | null } };

export type ContractPage_ContractQueryVariables = Exact<{
  id: number;
}>;


export type ContractPage_ContractQuery = { contract: { __typename: 'Contract', id: number, accountNo: string | null, name: string, clientId: number, clientName: string, tradeId: number, subTradeId: number, contractStatusId: number, contractStatusName: string, startDate: string | null, endDate: string | null } };

export type ContractPage_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type ContractPage_DeleteMutation = { deleteContract: { __typename: 'DeleteContractPayload', deletedId: number | null, error: (
      { __typename: 'ContractError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_ContractError_Fragment': SaveForm_Error_ContractError_Fragment } }
    ) | null } };

export type ContractRatesPage_RatesQueryVariables = Exact<{
  id: number;
}>;


export type ContractRatesPage_RatesQuery = { contractorInContract: { __typename: 'ContractorInContract', id: number, contractId: number, contractName: string, clientId: number, clientName: string, contractorId: number, contractorName: string, postcodePrefix: string | null, preferred: boolean, active: boolean, hourlyRate: string | null, oohUplift: string | null, bankHolidayUplift: string | null, callOutCharge: string | null, oohCallOutCharge: string | null, travelCharge: string | null, minimumChargeHours: string | null, materialsMarkup: string | null } };

export type LatestWorkOrdersGrid_WorkOrdersQueryVariables = Exact<{
  ids: Array<number> | number;
}>;


export type LatestWorkOrdersGrid_WorkOrdersQuery = { recentWorkOrders: Array<{ __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number, workOrderStatus: string | null, clientName: string | null, siteName: string | null, dateOpened: string, issue: string | null, contractorName: string | null }> };

export type SlaEscalationsGrid_WorkOrdersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type SlaEscalationsGrid_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<(
      { __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number, workOrderStatus: string | null, requestedBy: string | null, clientName: string | null, dateOpened: string, siteName: string | null, issue: string | null, details: string | null, contractorName: string | null, dueDate: string | null }
      & { ' $fragmentRefs'?: { 'SlaClocks_WorkOrderFragment': SlaClocks_WorkOrderFragment } }
    )> } };

export type DashboardPage_DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPage_DashboardQuery = { dashboard: { __typename: 'Dashboard', overdueWorkOrders: number, overdueWorkOrderAverage: number, workOrdersLoggedThisWeek: number, workOrdersClosedThisWeek: number, weeks: Array<{ __typename: 'DashboardWeek', weekStart: string, logged: number, closed: number }> } };

export type OverduePage_WorkOrdersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type OverduePage_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number, requestedBy: string | null, clientName: string | null, dateOpened: string, siteName: string | null, issue: string | null, details: string | null, contractorName: string | null }> } };

export type CopySiteDocumentsPopup_SiteDocumentsQueryVariables = Exact<{
  siteId: number;
}>;


export type CopySiteDocumentsPopup_SiteDocumentsQuery = { documents: { __typename: 'DocumentPage', nodes: Array<{ __typename: 'Document', id: number, originalFilename: string, documentTypeId: number, certDate: string | null }> } };

export type CopySiteDocumentsPopup_CopyMutationVariables = Exact<{
  workOrderId: number;
  documentIds: Array<number> | number;
}>;


export type CopySiteDocumentsPopup_CopyMutation = { copySiteDocuments: { __typename: 'CopyDocumentsPayload', documents: Array<{ __typename: 'Document', id: number }>, error: (
      { __typename: 'DocumentError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_DocumentError_Fragment': SaveForm_Error_DocumentError_Fragment } }
    ) | null } };

export type DocumentsPanel_DocumentsQueryVariables = Exact<{
  entityName: DocumentEntityName;
  entityId: number;
  archived?: boolean | null | undefined;
  sort?: Array<DocumentSort> | DocumentSort | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DocumentsPanel_DocumentsQuery = { documents: { __typename: 'DocumentPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'Document', id: number, dateUploaded: string, certDate: string | null, originalFilename: string, documentTypeId: number, archived: boolean, viewerCan: { __typename: 'DocumentViewerCan', edit: boolean, manage: boolean } }> } };

export type DocumentsPanel_UpdateMutationVariables = Exact<{
  input: UpdateDocumentInput;
}>;


export type DocumentsPanel_UpdateMutation = { updateDocument: { __typename: 'DocumentPayload', document: { __typename: 'Document', id: number, documentTypeId: number, certDate: string | null } | null, error: (
      { __typename: 'DocumentError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_DocumentError_Fragment': SaveForm_Error_DocumentError_Fragment } }
    ) | null } };

export type DocumentsPanel_ArchiveMutationVariables = Exact<{
  id: number;
}>;


export type DocumentsPanel_ArchiveMutation = { toggleDocumentArchived: { __typename: 'Document', id: number, archived: boolean } };

export type DocumentsPanel_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type DocumentsPanel_DeleteMutation = { deleteDocument: number };

export type SiteCertificatesPanel_CertificatesQueryVariables = Exact<{
  clientId?: number | null | undefined;
  siteId?: number | null | undefined;
  search?: string | null | undefined;
  archived?: boolean | null | undefined;
  sort?: Array<DocumentSort> | DocumentSort | null | undefined;
  page: number;
  pageSize: number;
}>;


export type SiteCertificatesPanel_CertificatesQuery = { siteCertificates: { __typename: 'SiteCertificatePage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'SiteCertificate', siteId: number, siteName: string, expired: boolean, document: { __typename: 'Document', id: number, dateUploaded: string, certDate: string | null, originalFilename: string, archived: boolean } }> } };

export type UploadDocumentPopup_UploadMutationVariables = Exact<{
  input: UploadDocumentInput;
  file?: File | null | undefined;
}>;


export type UploadDocumentPopup_UploadMutation = { uploadDocument: { __typename: 'DocumentPayload', document: { __typename: 'Document', id: number } | null, error: (
      { __typename: 'DocumentError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_DocumentError_Fragment': SaveForm_Error_DocumentError_Fragment } }
    ) | null } };

export type UploadDocumentPopup_ComplianceTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadDocumentPopup_ComplianceTypesQuery = { complianceTypes: Array<{ __typename: 'ComplianceType', id: number, name: string }> };

export type DocumentLink_QueryQueryVariables = Exact<{
  id: number;
}>;


export type DocumentLink_QueryQuery = { documentDownloadLink: { __typename: 'DocumentLink', id: number, url: string, fileName: string, contentType: string, expiresAt: string } };

export type DocumentTypes_ListQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentTypes_ListQuery = { documentTypes: Array<{ __typename: 'DocumentType', id: number, name: string }> };

export type EngineerGrid_EngineersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<EngineerFilterInput> | EngineerFilterInput | null | undefined;
  sort?: Array<EngineerSortInput> | EngineerSortInput | null | undefined;
  contractorId?: number | null | undefined;
}>;


export type EngineerGrid_EngineersQuery = { engineers: { __typename: 'EngineerPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Engineer', id: number, firstName: string, lastName: string, mobile: string | null, email: string | null, skills: string | null, registrationNumber: string | null, active: boolean, contractorId: number, contractor: { __typename: 'Contractor', id: number, name: string } }> } };

export type EngineerGrid_ContractorsQueryVariables = Exact<{ [key: string]: never; }>;


export type EngineerGrid_ContractorsQuery = { contractorList: Array<{ __typename: 'Contractor', id: number, name: string }> };

export type EngineerPage_EngineerQueryVariables = Exact<{
  id: number;
}>;


export type EngineerPage_EngineerQuery = { engineer: { __typename: 'Engineer', id: number, contractorId: number, firstName: string, lastName: string, mobile: string | null, email: string | null, skills: string | null, registrationNumber: string | null, active: boolean } };

export type EngineerPage_SaveMutationVariables = Exact<{
  input: SaveEngineerInput;
}>;


export type EngineerPage_SaveMutation = { saveEngineer: { __typename: 'SaveEngineerPayload', engineer: { __typename: 'Engineer', id: number, contractorId: number, firstName: string, lastName: string, mobile: string | null, email: string | null, skills: string | null, registrationNumber: string | null, active: boolean } | null, error: (
      { __typename: 'EngineerError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_EngineerError_Fragment': SaveForm_Error_EngineerError_Fragment } }
    ) | null } };

export type EngineerPage_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type EngineerPage_DeleteMutation = { deleteEngineer: { __typename: 'DeleteEngineerPayload', deletedId: number | null, error: (
      { __typename: 'EngineerError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_EngineerError_Fragment': SaveForm_Error_EngineerError_Fragment } }
    ) | null } };

export type InvoiceImport_ImportMutationVariables = Exact<{
  file: File;
}>;


export type InvoiceImport_ImportMutation = { importInvoices: { __typename: 'ImportInvoicesPayload', updated: number, rowErrors: Array<{ __typename: 'FinanceImportRowError', line: number, column: string | null, message: string }>, error: (
      { __typename: 'FinanceImportError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_FinanceImportError_Fragment': SaveForm_Error_FinanceImportError_Fragment } }
    ) | null } };

export type SupplierCostImport_ImportMutationVariables = Exact<{
  file: File;
}>;


export type SupplierCostImport_ImportMutation = { importSupplierCosts: { __typename: 'ImportSupplierCostsPayload', updated: number, rowErrors: Array<{ __typename: 'FinanceImportRowError', line: number, column: string | null, message: string }>, error: (
      { __typename: 'FinanceImportError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_FinanceImportError_Fragment': SaveForm_Error_FinanceImportError_Fragment } }
    ) | null } };

export type SavedGridState_LoadQueryVariables = Exact<{
  grid: string;
}>;


export type SavedGridState_LoadQuery = { gridState: { __typename: 'GridViewState', id: number, grid: string, gridData: string } | null };

export type SavedGridState_SaveMutationVariables = Exact<{
  input: SaveGridStateInput;
}>;


export type SavedGridState_SaveMutation = { saveGridState: { __typename: 'GridViewState', id: number, grid: string, gridData: string } };

export type PendingPpmGrid_WorkOrdersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type PendingPpmGrid_WorkOrdersQuery = { pendingPpmWorkOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, requestedBy: string | null, clientName: string | null, siteName: string | null, dateOpened: string, dueDate: string | null, issue: string | null, details: string | null, contractorName: string | null, subTradeName: string | null, workOrderStatus: string | null }> } };

export type PendingPpmGrid_ConvertMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type PendingPpmGrid_ConvertMutation = { convertPpmWorkOrders: { __typename: 'ConvertPpmWorkOrdersPayload', workOrderIds: Array<number>, error: (
      { __typename: 'PpmError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_PpmError_Fragment': SaveForm_Error_PpmError_Fragment } }
    ) | null } };

export type PendingPpmGrid_RaiseMutationVariables = Exact<{ [key: string]: never; }>;


export type PendingPpmGrid_RaiseMutation = { raisePendingPpmOrdersNow: { __typename: 'RaisePendingPpmOrdersPayload', created: number, horizonDays: number } };

export type PpmGrid_PpmsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<PpmFilterInput> | PpmFilterInput | null | undefined;
  sort?: Array<PpmSortInput> | PpmSortInput | null | undefined;
}>;


export type PpmGrid_PpmsQuery = { ppms: { __typename: 'PpmPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Ppm', id: number, refNo: string, firstVisit: string, nextVisit: string, clientName: string | null, siteName: string | null, contractorName: string | null, subTradeName: string | null, description: string | null, ppmStatus: string | null, costPerAnnum: string | null }> } };

export type PpmPage_PpmQueryVariables = Exact<{
  id: number;
}>;


export type PpmPage_PpmQuery = { ppm: { __typename: 'Ppm', id: number, refNo: string, version: number, frequency: number, weeksMonths: string, clientId: number, siteId: number, assetId: number | null, subTradeId: number, ppmStatusId: number, contractorId: number, firstVisit: string, nextVisit: string, costPerAnnum: string | null, description: string | null } };

export type PpmPage_SaveMutationVariables = Exact<{
  input: SavePpmInput;
}>;


export type PpmPage_SaveMutation = { savePpm: { __typename: 'SavePpmPayload', ppm: { __typename: 'Ppm', id: number, refNo: string, version: number, frequency: number, weeksMonths: string, clientId: number, siteId: number, assetId: number | null, subTradeId: number, ppmStatusId: number, contractorId: number, firstVisit: string, nextVisit: string, costPerAnnum: string | null, description: string | null } | null, error: (
      { __typename: 'PpmError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_PpmError_Fragment': SaveForm_Error_PpmError_Fragment } }
    ) | null } };

export type PpmPage_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type PpmPage_LookupsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }>, contractorList: Array<{ __typename: 'Contractor', id: number, name: string }>, tradeList: Array<{ __typename: 'Trade', id: number, name: string, parentTradeId: number | null }>, ppmStatuses: Array<{ __typename: 'PpmStatus', id: number, name: string }> };

export type PpmPage_SitesQueryVariables = Exact<{
  clientId: number;
}>;


export type PpmPage_SitesQuery = { siteList: Array<{ __typename: 'Site', id: number, name: string, siteCode: string }> };

export type PpmPage_AssetsQueryVariables = Exact<{
  siteId: number;
}>;


export type PpmPage_AssetsQuery = { assetOptions: Array<{ __typename: 'AssetOption', id: number, assetCode: string }> };

export type QuotationGrid_QuotesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<QuoteFilterInput> | QuoteFilterInput | null | undefined;
  sort?: Array<QuoteSortInput> | QuoteSortInput | null | undefined;
}>;


export type QuotationGrid_QuotesQuery = { quotes: { __typename: 'QuotePage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Quote', id: number, workOrderId: number, billingDate: string, quoteRef: string, contractorName: string | null, workOrderRef: string | null, clientName: string | null, ampmQuoteRef: string | null, summary: string | null, billingStatus: string | null, totalAmountExTax: string }> } };

export type QuotationGrid_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type QuotationGrid_DeleteMutation = { deleteQuote: { __typename: 'DeleteQuotePayload', deletedId: number | null, error: (
      { __typename: 'QuoteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteError_Fragment': SaveForm_Error_QuoteError_Fragment } }
    ) | null } };

export type QuotationPopup_QuoteQueryVariables = Exact<{
  id: number;
}>;


export type QuotationPopup_QuoteQuery = { quote: { __typename: 'Quote', id: number, quoteRef: string, ampmQuoteRef: string | null, billingDate: string, billingStatusId: number, billingStatus: string | null, summary: string | null, workOrderId: number, workOrderRef: string | null, contractorName: string | null, clientName: string | null, siteName: string | null, sentAt: string | null, decidedAt: string | null, decisionNote: string | null, totalAmountExTax: string, totalTax: string, totalAmountIncTax: string, version: number } };

export type QuotationPopup_ItemsQueryVariables = Exact<{
  billingId: number;
  page: number;
  pageSize: number;
}>;


export type QuotationPopup_ItemsQuery = { billingItems: { __typename: 'BillingItemPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'BillingItem', id: number, description: string, billingItemType: string | null, units: string, itemAmountExTax: string, taxRate: string, lineAmountExTax: string, taxAmount: string, lineAmountIncTax: string }> } };

export type QuotationPopup_SaveMutationVariables = Exact<{
  input: SaveQuoteInput;
}>;


export type QuotationPopup_SaveMutation = { saveQuote: { __typename: 'SaveQuotePayload', quote: { __typename: 'Quote', id: number, ampmQuoteRef: string | null, billingStatusId: number, billingStatus: string | null, summary: string | null, version: number } | null, error: (
      { __typename: 'QuoteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteError_Fragment': SaveForm_Error_QuoteError_Fragment } }
    ) | null } };

export type WorkOrderQuotesTab_QuotesQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
  sort?: Array<QuoteSortInput> | QuoteSortInput | null | undefined;
}>;


export type WorkOrderQuotesTab_QuotesQuery = { quotes: { __typename: 'QuotePage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'Quote', id: number, billingDate: string, quoteRef: string, summary: string | null, billingStatus: string | null, totalAmountExTax: string }> } };

export type OrderLogTab_OrderLogQueryVariables = Exact<{
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  clientId?: number | null | undefined;
  valuationNumber?: string | null | undefined;
  page: number;
  pageSize: number;
  sort?: Array<ReportOrderSortInput> | ReportOrderSortInput | null | undefined;
}>;


export type OrderLogTab_OrderLogQuery = { orderLogReport: { __typename: 'ReportOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'ReportOrder', id: number, orderNumber: string, siteCode: string | null, siteName: string | null, clientName: string | null, instructions: string | null, description: string | null, workOrderType: string | null, trade: string | null, subTrade: string | null, loggedDate: string | null, dateClosed: string | null, contractorName: string | null, estimatedCost: string | null, submittedCost: string | null, approvedCost: string | null, valuationNumber: string | null }> } };

export type OrderLogTab_ChartQueryVariables = Exact<{
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  clientId?: number | null | undefined;
  valuationNumber?: string | null | undefined;
}>;


export type OrderLogTab_ChartQuery = { orderLogChart: Array<{ __typename: 'ReportWeek', weekStart: string, logged: number, closed: number }> };

export type QueryTab_QueryReportQueryVariables = Exact<{
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  clientId?: number | null | undefined;
  valuationNumber?: string | null | undefined;
  page: number;
  pageSize: number;
  sort?: Array<ReportOrderSortInput> | ReportOrderSortInput | null | undefined;
}>;


export type QueryTab_QueryReportQuery = { queryReport: { __typename: 'ReportOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'ReportOrder', id: number, orderNumber: string, siteCode: string | null, siteName: string | null, clientName: string | null, instructions: string | null, queryReason: string | null, workOrderType: string | null, trade: string | null, subTrade: string | null, loggedDate: string | null, dateClosed: string | null, contractorName: string | null, estimatedCost: string | null, submittedCost: string | null, approvedCost: string | null, valuationNumber: string | null, workOrder: { __typename: 'WorkOrder', id: number, costChecks: { __typename: 'CostChecks', flags: Array<{ __typename: 'CostCheckFlag', code: CostCheckCode, severity: CostCheckSeverity, message: string }> } | null } }> } };

export type QueryTab_ChartQueryVariables = Exact<{
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  clientId?: number | null | undefined;
  valuationNumber?: string | null | undefined;
}>;


export type QueryTab_ChartQuery = { queryReasonCounts: Array<{ __typename: 'ReportReasonCount', reason: string, orders: number }> };

export type ReportBuilderTab_SavedReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportBuilderTab_SavedReportsQuery = { reportBuilderViewerCan: { __typename: 'ReportBuilderViewerCan', create: boolean, edit: boolean, delete: boolean }, savedReports: Array<{ __typename: 'SavedReport', id: number, name: string, description: string | null, source: ReportSource, columns: Array<string>, sortField: string | null, sortDirection: SortDirection, valuationNumber: string | null, lastRanAt: string | null }> };

export type ReportBuilderTab_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type ReportBuilderTab_DeleteMutation = { deleteSavedReport: { __typename: 'DeleteSavedReportPayload', deletedId: number | null, error: (
      { __typename: 'SavedReportError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SavedReportError_Fragment': SaveForm_Error_SavedReportError_Fragment } }
    ) | null } };

export type ReportFilterBar_ClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportFilterBar_ClientsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }> };

export type SavedReportPopup_ColumnsQueryVariables = Exact<{
  source: ReportSource;
}>;


export type SavedReportPopup_ColumnsQuery = { reportColumns: Array<{ __typename: 'ReportColumn', key: string, header: string, format: string }> };

export type SavedReportPopup_SaveMutationVariables = Exact<{
  input: SaveSavedReportInput;
}>;


export type SavedReportPopup_SaveMutation = { saveSavedReport: { __typename: 'SaveSavedReportPayload', savedReport: { __typename: 'SavedReport', id: number } | null, error: (
      { __typename: 'SavedReportError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SavedReportError_Fragment': SaveForm_Error_SavedReportError_Fragment } }
    ) | null } };

export type SlaAttainmentTab_ReportQueryVariables = Exact<{
  from: string;
  to: string;
  groupBy: SlaAttainmentGroupBy;
  clock?: SlaClockKind | null | undefined;
  clientId?: number | null | undefined;
}>;


export type SlaAttainmentTab_ReportQuery = { slaAttainment: { __typename: 'SlaAttainment', from: string, to: string, groupBy: SlaAttainmentGroupBy, rows: Array<{ __typename: 'SlaAttainmentRow', groupId: number | null, groupName: string, orders: number, responseMet: number, responseBreached: number, fixMet: number, fixBreached: number, attainmentPercent: number | null, pausedMinutes: number, averagePausedMinutes: number | null }>, total: { __typename: 'SlaAttainmentRow', groupId: number | null, groupName: string, orders: number, responseMet: number, responseBreached: number, fixMet: number, fixBreached: number, attainmentPercent: number | null, pausedMinutes: number, averagePausedMinutes: number | null } } };

export type ValuationTab_ValuationQueryVariables = Exact<{
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  page: number;
  pageSize: number;
  sort?: Array<ReportOrderSortInput> | ReportOrderSortInput | null | undefined;
}>;


export type ValuationTab_ValuationQuery = { valuationReport: { __typename: 'ReportOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'ReportOrder', id: number, siteCode: string | null, expenseCode: string | null, assetNumber: number | null, assetCode: string | null, orderNumber: string, description: string | null, contractorName: string | null, netValue: string | null, accrualValue: string | null, invoiceNo: string | null, invoiceDate: string | null, methodOfReporting: string | null, contractorShortName: string | null, trade: string | null, subTrade: string | null, dueDate: string | null, opsDirector: string | null, opsManager: string | null, surveyor: string | null }> } };

export type ValuationTab_ChartQueryVariables = Exact<{
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
}>;


export type ValuationTab_ChartQuery = { valuationByContractor: Array<{ __typename: 'ReportContractorValue', contractorId: number | null, contractorName: string | null, orders: number, netValue: string }> };

export type SearchResults_ClientsQueryVariables = Exact<{
  text: string;
  page: number;
  pageSize: number;
  sort?: Array<ClientSortInput> | ClientSortInput | null | undefined;
}>;


export type SearchResults_ClientsQuery = { clients: { __typename: 'ClientPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'Client', id: number, name: string, customer: string | null, status: string, startDate: string | null, renewalDate: string | null, contractValue: string | null }> } };

export type SearchResults_PpmsQueryVariables = Exact<{
  text: string;
  page: number;
  pageSize: number;
  sort?: Array<PpmSortInput> | PpmSortInput | null | undefined;
  withCost: boolean;
}>;


export type SearchResults_PpmsQuery = { ppms: { __typename: 'PpmPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'Ppm', id: number, refNo: string, firstVisit: string, clientName: string | null, siteName: string | null, contractorName: string | null, subTradeName: string | null, description: string | null, ppmStatus: string | null, costPerAnnum?: string | null }> } };

export type SearchResults_WorkOrdersQueryVariables = Exact<{
  text: string;
  page: number;
  pageSize: number;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type SearchResults_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number, dateOpened: string, clientName: string | null, siteName: string | null, issue: string | null, details: string | null }> } };

export type SiteGrid_SitesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<SiteFilterInput> | SiteFilterInput | null | undefined;
  sort?: Array<SiteSortInput> | SiteSortInput | null | undefined;
  clientId?: number | null | undefined;
}>;


export type SiteGrid_SitesQuery = { sites: { __typename: 'SitePage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'Site', id: number, siteCode: string, name: string, addressLine1: string | null, addressLine2: string | null, city: string | null, county: string | null, postCode: string | null, siteManager: string | null, siteEmail: string | null, clientId: number, brandId: number | null, client: { __typename: 'Client', id: number, name: string }, brand: { __typename: 'Brand', id: number, name: string } | null }> } };

export type SiteGrid_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type SiteGrid_DeleteMutation = { deleteSite: { __typename: 'DeleteSitePayload', deletedId: number | null, error: (
      { __typename: 'SiteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SiteError_Fragment': SaveForm_Error_SiteError_Fragment } }
    ) | null } };

export type SitePopup_SiteQueryVariables = Exact<{
  id: number;
}>;


export type SitePopup_SiteQuery = { site: { __typename: 'Site', id: number, clientId: number, brandId: number | null, mainContactId: number | null, siteCode: string, name: string, addressLine1: string | null, addressLine2: string | null, city: string | null, county: string | null, postCode: string | null, siteManager: string | null, siteEmail: string | null, asbestosWarning: string | null, comments: string | null } };

export type SitePopup_ClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type SitePopup_ClientsQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }> };

export type SitePopup_ClientOptionsQueryVariables = Exact<{
  clientId: number;
}>;


export type SitePopup_ClientOptionsQuery = { brands: Array<{ __typename: 'Brand', id: number, name: string }>, userOptions: Array<{ __typename: 'UserOption', id: number, fullName: string }> };

export type SitePopup_SaveMutationVariables = Exact<{
  input: SaveSiteInput;
}>;


export type SitePopup_SaveMutation = { saveSite: { __typename: 'SaveSitePayload', site: { __typename: 'Site', id: number, clientId: number, brandId: number | null, mainContactId: number | null, siteCode: string, name: string, addressLine1: string | null, addressLine2: string | null, city: string | null, county: string | null, postCode: string | null, siteManager: string | null, siteEmail: string | null, asbestosWarning: string | null, comments: string | null, client: { __typename: 'Client', id: number, name: string }, brand: { __typename: 'Brand', id: number, name: string } | null } | null, error: (
      { __typename: 'SiteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SiteError_Fragment': SaveForm_Error_SiteError_Fragment } }
    ) | null } };

export type BiReportFormPopup_SaveMutationVariables = Exact<{
  input: SaveBiReportInput;
}>;


export type BiReportFormPopup_SaveMutation = { saveBiReport: { __typename: 'SaveBiReportPayload', report: { __typename: 'BiReportNode', id: number, userId: number, name: string, description: string | null, embedUrl: string, dashboard: boolean } | null, error: (
      { __typename: 'BiReportError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_BiReportError_Fragment': SaveForm_Error_BiReportError_Fragment } }
    ) | null } };

export type ContactsTab_ContactsQueryVariables = Exact<{
  entityName: string;
  entityId: number;
}>;


export type ContactsTab_ContactsQuery = { userOptions: Array<{ __typename: 'UserOption', id: number, fullName: string, email: string | null, mobile: string | null }> };

export type UserBiReportsPanel_ReportsQueryVariables = Exact<{
  userId: number;
}>;


export type UserBiReportsPanel_ReportsQuery = { biReports: Array<{ __typename: 'BiReportNode', id: number, userId: number, name: string, description: string | null, embedUrl: string, dashboard: boolean }> };

export type UserBiReportsPanel_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type UserBiReportsPanel_DeleteMutation = { deleteBiReport: boolean };

export type UserDetailsForm_UserFragment = { __typename: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, mobile: string | null, phoneNumber: string | null, position: string | null, userTypeId: number, departmentId: number | null, entityName: string | null, entityId: number | null, active: boolean, lockoutEnabled: boolean, lockedOut: boolean } & { ' $fragmentName'?: 'UserDetailsForm_UserFragment' };

export type UserDetailsForm_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserDetailsForm_LookupsQuery = { userTypes: Array<{ __typename: 'UserType', id: number, name: string }>, departments: Array<{ __typename: 'Department', id: number, name: string }>, clientList: Array<{ __typename: 'Client', id: number, name: string }>, contractorList: Array<{ __typename: 'Contractor', id: number, name: string }> };

export type UserDetailsForm_ContractorQueryVariables = Exact<{
  id: number;
}>;


export type UserDetailsForm_ContractorQuery = { contractor: { __typename: 'Contractor', id: number, name: string } };

export type UserDetailsForm_SaveMutationVariables = Exact<{
  input: SaveUserInput;
}>;


export type UserDetailsForm_SaveMutation = { saveUser: { __typename: 'SaveUserPayload', user: (
      { __typename: 'User', userType: { __typename: 'UserType', id: number, name: string }, department: { __typename: 'Department', id: number, name: string } | null }
      & { ' $fragmentRefs'?: { 'UserDetailsForm_UserFragment': UserDetailsForm_UserFragment } }
    ) | null, error: (
      { __typename: 'UserError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_UserError_Fragment': SaveForm_Error_UserError_Fragment } }
    ) | null } };

export type UserFormPopup_UserQueryVariables = Exact<{
  id: number;
}>;


export type UserFormPopup_UserQuery = { user: (
    { __typename: 'User', id: number, fullName: string, userTypeId: number, entityName: string | null, entityId: number | null }
    & { ' $fragmentRefs'?: { 'UserDetailsForm_UserFragment': UserDetailsForm_UserFragment } }
  ) };

export type UserGrid_UsersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  userTypeIds?: Array<number> | number | null | undefined;
  entityName?: string | null | undefined;
  entityId?: number | null | undefined;
  includeInactive: boolean;
  sort?: Array<UserSortInput> | UserSortInput | null | undefined;
}>;


export type UserGrid_UsersQuery = { users: { __typename: 'UserPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'User', id: number, fullName: string, email: string | null, position: string | null, userTypeId: number, entityName: string | null, entityId: number | null, active: boolean, lockedOut: boolean, userType: { __typename: 'UserType', id: number, name: string }, department: { __typename: 'Department', id: number, name: string } | null }> } };

export type UserGrid_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserGrid_LookupsQuery = { userTypes: Array<{ __typename: 'UserType', id: number, name: string }>, clientList: Array<{ __typename: 'Client', id: number, name: string }>, contractorList: Array<{ __typename: 'Contractor', id: number, name: string }> };

export type UserGrid_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type UserGrid_DeleteMutation = { deleteUser: { __typename: 'DeleteUserPayload', deletedId: number | null, error: (
      { __typename: 'UserError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_UserError_Fragment': SaveForm_Error_UserError_Fragment } }
    ) | null } };

export type UserSitesPanel_SitesQueryVariables = Exact<{
  clientId?: number | null | undefined;
  userId: number;
}>;


export type UserSitesPanel_SitesQuery = { siteList: Array<{ __typename: 'Site', id: number, name: string, siteCode: string }>, userSites: Array<{ __typename: 'UserInSite', id: number, userId: number, siteId: number }> };

export type UserSitesPanel_LinkMutationVariables = Exact<{
  userId: number;
  siteId: number;
}>;


export type UserSitesPanel_LinkMutation = { linkUserSite: { __typename: 'UserInSite', id: number, userId: number, siteId: number } };

export type UserSitesPanel_UnlinkMutationVariables = Exact<{
  id: number;
}>;


export type UserSitesPanel_UnlinkMutation = { unlinkUserSite: boolean };

export type ApproveConvertPopup_MatchingQueryVariables = Exact<{
  workOrderId: number;
}>;


export type ApproveConvertPopup_MatchingQuery = { matchingContractors: Array<{ __typename: 'MatchingContractor', id: number, name: string, preferred: boolean, siteListed: boolean, contractName: string }> };

export type ApproveConvertPopup_ConvertMutationVariables = Exact<{
  id: number;
  contractorId?: number | null | undefined;
}>;


export type ApproveConvertPopup_ConvertMutation = { approveAndConvert: { __typename: 'SaveWorkOrderPayload', workOrder: { __typename: 'WorkOrder', id: number, workOrderStatusId: number, workOrderStatus: string | null, contractorId: number | null, contractorName: string | null } | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type ApproveQuoteButton_QuotesQueryVariables = Exact<{
  workOrderId: number;
  billingStatusId: number;
}>;


export type ApproveQuoteButton_QuotesQuery = { quotes: { __typename: 'QuotePage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'Quote', id: number, quoteRef: string, summary: string | null, totalAmountExTax: string, version: number, viewerCan: { __typename: 'QuoteViewerCan', answer: boolean } }> } };

export type ApproveQuoteButton_AcceptMutationVariables = Exact<{
  quoteId: number;
  workOrderId: number;
  version?: number | null | undefined;
}>;


export type ApproveQuoteButton_AcceptMutation = { acceptQuote: { __typename: 'QuoteDecisionPayload', newWorkOrderId: number | null, quote: { __typename: 'Quote', id: number, billingStatusId: number, billingStatus: string | null, newWorkOrderId: number | null, version: number } | null, error: (
      { __typename: 'QuoteDecisionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_QuoteDecisionError_Fragment': SaveForm_Error_QuoteDecisionError_Fragment } }
    ) | null } };

export type DeclinePopup_DeclineMutationVariables = Exact<{
  id: number;
  subject: string;
  note: string;
}>;


export type DeclinePopup_DeclineMutation = { declineRequest: { __typename: 'SaveWorkOrderPayload', workOrder: { __typename: 'WorkOrder', id: number, workOrderStatusId: number, workOrderStatus: string | null } | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type SiteHistoryGrid_WorkOrdersQueryVariables = Exact<{
  siteId?: number | null | undefined;
  excludeId?: number | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type SiteHistoryGrid_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number, dateOpened: string, issue: string | null, contractorName: string | null, workOrderStatus: string | null, subTradeName: string | null }> } };

export type SlaClocks_WorkOrderFragment = { __typename: 'WorkOrder', slaClocks: { __typename: 'SlaClocks', response: { __typename: 'SlaClock', state: SlaClockState, target: string, minutesLeft: number, pausedMinutes: number, businessHoursOnly: boolean } | null, fix: { __typename: 'SlaClock', state: SlaClockState, target: string, minutesLeft: number, pausedMinutes: number, businessHoursOnly: boolean } | null } } & { ' $fragmentName'?: 'SlaClocks_WorkOrderFragment' };

export type WorkOrderFields_WorkOrderFragment = (
  { __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number, workOrderStatus: string | null, workOrderType: string | null, deadline: Deadline, clientName: string | null, siteName: string | null, siteCode: string | null, contractorName: string | null, tradeName: string | null, subTradeName: string | null, methodOfRequest: string | null, slaCode: string | null, progressCode: string | null, requestedBy: string | null, clientRef: string | null, issue: string | null, details: string | null, accessTimes: string | null, dateOpened: string, requestDate: string | null, dueDate: string | null, dateClosed: string | null, dateStatus: string | null, site: { __typename: 'Site', id: number, addressLine1: string | null, addressLine2: string | null, city: string | null, postCode: string | null }, contact: { __typename: 'User', id: number, fullName: string } | null }
  & { ' $fragmentRefs'?: { 'SlaClocks_WorkOrderFragment': SlaClocks_WorkOrderFragment } }
) & { __typename: 'WorkOrder', missingInfo?: string | null, actualCost?: string | null, callOutCost?: string | null } & { __typename: 'WorkOrder', estimatedCost?: string | null, approvedCost?: string | null, supersededCostPrice?: string | null, supersededReason?: string | null, overBudget?: boolean, valuationNumber?: string | null, invoiceNo?: string | null, invoiceDate?: string | null, invoiceAmount?: string | null, smsNumber?: string | null, smsNotifications?: boolean, sendNotifications?: boolean, contractorEmailed?: boolean } & { ' $fragmentName'?: 'WorkOrderFields_WorkOrderFragment' };

export type WorkOrderGrid_WorkOrdersQueryVariables = Exact<{
  status?: number | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type WorkOrderGrid_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, page: number, pageSize: number, nodes: Array<(
      { __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number, requestedBy: string | null, clientName: string | null, dateOpened: string, siteName: string | null, siteCode: string | null, issue: string | null, details: string | null, contractorName: string | null, dueDate: string | null, workOrderStatus: string | null, workOrderType: string | null, tradeName: string | null, subTradeName: string | null, clientRef: string | null, slaCode: string | null, estimatedCost: string | null, deadline: Deadline }
      & { ' $fragmentRefs'?: { 'SlaClocks_WorkOrderFragment': SlaClocks_WorkOrderFragment } }
    )> } };

export type WorkOrderQuickView_WorkOrderQueryVariables = Exact<{
  id: number;
  isStaff: boolean;
  isClient: boolean;
}>;


export type WorkOrderQuickView_WorkOrderQuery = { workOrder: (
    { __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number }
    & { ' $fragmentRefs'?: { 'WorkOrderFields_WorkOrderFragment': WorkOrderFields_WorkOrderFragment } }
  ) };

export type WorkOrderTabs_CountersQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkOrderTabs_CountersQuery = { workOrderCounters: { __typename: 'WorkOrderCounters', requestAwaitingAResponse: number, open: number, awaitingQuote: number, awaitingQuoteApproval: number, awaitingCertificate: number, awaitingCertAudit: number, closed: number, approved: number, query: number, completed: number, submitted: number, cancelled: number, discarded: number } };

export type Answers_QuestionsQueryVariables = Exact<{
  subTradeId: number;
}>;


export type Answers_QuestionsQuery = { questions: Array<{ __typename: 'Question', id: number, content: string }> };

export type WorkOrderAnswers_AnswersQueryVariables = Exact<{
  workOrderId: number;
}>;


export type WorkOrderAnswers_AnswersQuery = { answers: Array<{ __typename: 'Answer', id: number, workOrderId: number, questionContent: string, answerContent: string }> };

export type WorkOrderAnswers_SaveMutationVariables = Exact<{
  input: SaveAnswerInput;
}>;


export type WorkOrderAnswers_SaveMutation = { saveAnswer: { __typename: 'SaveAnswerPayload', answer: { __typename: 'Answer', id: number, workOrderId: number, questionContent: string, answerContent: string } | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type WorkOrderAnswers_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type WorkOrderAnswers_DeleteMutation = { deleteAnswer: number };

export type WorkOrderEditor_WorkOrderFragment = (
  { __typename: 'WorkOrder', id: number, refNo: string, version: number, nextStatuses: Array<number>, workOrderStatusId: number, workOrderStatus: string | null, deadline: Deadline, clientId: number, siteId: number, contactId: number | null, assetId: number | null, tradeId: number | null, subTradeId: number | null, contractorId: number | null, workOrderTypeId: number, progressCodeId: number | null, methodOfRequestId: number | null, slaCode: string | null, financialCodeId: number | null, capitalCodeId: number | null, queryReasonId: number | null, smsNumber: string | null, smsNotifications: boolean, sendNotifications: boolean, requestedBy: string | null, clientRef: string | null, issue: string | null, details: string | null, accessTimes: string | null, dateOpened: string, requestDate: string | null, dueDate: string | null, estimatedCost: string | null, approvedCost: string | null, actualCost: string | null, callOutCost: string | null, supersededCostPrice: string | null, supersededReason: string | null, overBudget: boolean, valuationNumber: string | null, invoiceNo: string | null, invoiceDate: string | null, invoiceAmount: string | null, clientName: string | null, siteName: string | null, contactName: string | null, assetCode: string | null, tradeName: string | null, subTradeName: string | null, contractorName: string | null, viewerCan: { __typename: 'WorkOrderViewerCan', approveAndConvert: boolean, decline: boolean, cancel: boolean, complete: boolean, submitCosts: boolean, approveCosts: boolean, queryCosts: boolean } }
  & { ' $fragmentRefs'?: { 'SlaClocks_WorkOrderFragment': SlaClocks_WorkOrderFragment } }
) & { ' $fragmentName'?: 'WorkOrderEditor_WorkOrderFragment' };

export type CostReview_ChecksQueryVariables = Exact<{
  workOrderId: number;
}>;


export type CostReview_ChecksQuery = { costChecks: { __typename: 'CostChecks', workOrderId: number, checked: boolean, loggedTotal: string, acceptedQuoteTotal: string | null, tolerance: string, flags: Array<{ __typename: 'CostCheckFlag', code: CostCheckCode, severity: CostCheckSeverity, message: string, logTimeId: number | null, workDate: string | null }> } };

export type CostTotals_CountersQueryVariables = Exact<{
  workOrderId: number;
  isStaff: boolean;
}>;


export type CostTotals_CountersQuery = { costCounters: { __typename: 'CostCounters', workOrderId: number, timeEntries: number, materialEntries: number, totalHours: string, totalHoursCost: string, totalAddCost: string, callOutCharge: string, loggedTotal: string, quotedCost: string | null, budget?: string | null, overBudget?: boolean, mayLog: boolean }, quotedCost: { __typename: 'QuotedCost', workOrderId: number, quoteId: number, quoteText: string, quoteTotal: string } | null };

export type CostsTab_LogTimesQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
  sort?: Array<LogTimeSortInput> | LogTimeSortInput | null | undefined;
}>;


export type CostsTab_LogTimesQuery = { logTimes: { __typename: 'LogTimePage', totalCount: number, totalCountExact: boolean, nodes: Array<(
      { __typename: 'LogTime', costPerHour: string | null, progressCode: string | null, dateCreated: string }
      & { ' $fragmentRefs'?: { 'LogTimeRow_LogTimeFragment': LogTimeRow_LogTimeFragment } }
    )> } };

export type CostsTab_LogMaterialsQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
  sort?: Array<LogMaterialSortInput> | LogMaterialSortInput | null | undefined;
}>;


export type CostsTab_LogMaterialsQuery = { logMaterials: { __typename: 'LogMaterialPage', totalCount: number, totalCountExact: boolean, nodes: Array<(
      { __typename: 'LogMaterial', dateCreated: string }
      & { ' $fragmentRefs'?: { 'LogMaterialRow_LogMaterialFragment': LogMaterialRow_LogMaterialFragment } }
    )> } };

export type CostsTab_DeleteTimeMutationVariables = Exact<{
  id: number;
}>;


export type CostsTab_DeleteTimeMutation = { deleteLogTime: { __typename: 'DeleteLogPayload', deletedId: number } };

export type CostsTab_DeleteMaterialMutationVariables = Exact<{
  id: number;
}>;


export type CostsTab_DeleteMaterialMutation = { deleteLogMaterial: { __typename: 'DeleteLogPayload', deletedId: number } };

export type LogMaterialPopup_SaveMutationVariables = Exact<{
  input: SaveLogMaterialInput;
}>;


export type LogMaterialPopup_SaveMutation = { saveLogMaterial: { __typename: 'SaveLogMaterialPayload', logMaterial: { __typename: 'LogMaterial', id: number, version: number } | null, error: (
      { __typename: 'LogError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_LogError_Fragment': SaveForm_Error_LogError_Fragment } }
    ) | null } };

export type LogMaterialPopup_TypesQueryVariables = Exact<{ [key: string]: never; }>;


export type LogMaterialPopup_TypesQuery = { logMaterialTypes: Array<{ __typename: 'LogMaterialType', id: number, name: string }> };

export type LogTimePopup_SaveMutationVariables = Exact<{
  input: SaveLogTimeInput;
}>;


export type LogTimePopup_SaveMutation = { saveLogTime: { __typename: 'SaveLogTimePayload', logTime: { __typename: 'LogTime', id: number, version: number } | null, error: (
      { __typename: 'LogError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_LogError_Fragment': SaveForm_Error_LogError_Fragment } }
    ) | null } };

export type LogTimePopup_ProgressCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type LogTimePopup_ProgressCodesQuery = { progressCodes: Array<{ __typename: 'ProgressCode', id: number, name: string }> };

export type LogTimeRow_LogTimeFragment = { __typename: 'LogTime', id: number, version: number, workDate: string, timeFrom: string, timeTo: string, numberOfEngineers: number, bankHoliday: boolean, progressCodeId: number | null, manHours: string, costhours: string, callOutCharge: string } & { ' $fragmentName'?: 'LogTimeRow_LogTimeFragment' };

export type LogMaterialRow_LogMaterialFragment = { __typename: 'LogMaterial', id: number, version: number, logMaterialTypeId: number | null, materialType: string | null, description: string, costPerItem: string, quantity: string, totalCost: string } & { ' $fragmentName'?: 'LogMaterialRow_LogMaterialFragment' };

export type WorkOrderActions_SaveMutationVariables = Exact<{
  input: SaveWorkOrderInput;
}>;


export type WorkOrderActions_SaveMutation = { saveWorkOrder: { __typename: 'SaveWorkOrderPayload', workOrder: (
      { __typename: 'WorkOrder', id: number }
      & { ' $fragmentRefs'?: { 'WorkOrderEditor_WorkOrderFragment': WorkOrderEditor_WorkOrderFragment } }
    ) | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type WorkOrderActions_CancelMutationVariables = Exact<{
  id: number;
  version?: number | null | undefined;
}>;


export type WorkOrderActions_CancelMutation = { cancelWorkOrder: { __typename: 'SaveWorkOrderPayload', workOrder: (
      { __typename: 'WorkOrder' }
      & { ' $fragmentRefs'?: { 'WorkOrderEditor_WorkOrderFragment': WorkOrderEditor_WorkOrderFragment } }
    ) | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type WorkOrderActions_ApproveMutationVariables = Exact<{
  id: number;
  version: number;
  approvedCost: string;
  valuationNumber?: string | null | undefined;
}>;


export type WorkOrderActions_ApproveMutation = { approveWorkOrderCosts: { __typename: 'SaveWorkOrderPayload', workOrder: (
      { __typename: 'WorkOrder' }
      & { ' $fragmentRefs'?: { 'WorkOrderEditor_WorkOrderFragment': WorkOrderEditor_WorkOrderFragment } }
    ) | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type WorkOrderActions_QueryMutationVariables = Exact<{
  id: number;
  version: number;
  queryReasonId: number;
}>;


export type WorkOrderActions_QueryMutation = { queryWorkOrderCosts: { __typename: 'SaveWorkOrderPayload', workOrder: (
      { __typename: 'WorkOrder' }
      & { ' $fragmentRefs'?: { 'WorkOrderEditor_WorkOrderFragment': WorkOrderEditor_WorkOrderFragment } }
    ) | null, error: (
      { __typename: 'WorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderError_Fragment': SaveForm_Error_WorkOrderError_Fragment } }
    ) | null } };

export type WorkOrderActions_CompleteMutationVariables = Exact<{
  id: number;
  version?: number | null | undefined;
}>;


export type WorkOrderActions_CompleteMutation = { completeWorkOrder: { __typename: 'CompleteWorkOrderPayload', code: number | null, message: string | null, workOrder: (
      { __typename: 'WorkOrder' }
      & { ' $fragmentRefs'?: { 'WorkOrderEditor_WorkOrderFragment': WorkOrderEditor_WorkOrderFragment } }
    ) | null, error: (
      { __typename: 'SubmissionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SubmissionError_Fragment': SaveForm_Error_SubmissionError_Fragment } }
    ) | null } };

export type WorkOrderActions_SubmitMutationVariables = Exact<{
  id: number;
  version?: number | null | undefined;
}>;


export type WorkOrderActions_SubmitMutation = { submitWorkOrderCosts: { __typename: 'SubmitCostsPayload', message: string | null, workOrder: (
      { __typename: 'WorkOrder' }
      & { ' $fragmentRefs'?: { 'WorkOrderEditor_WorkOrderFragment': WorkOrderEditor_WorkOrderFragment } }
    ) | null, error: (
      { __typename: 'SubmissionError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_SubmissionError_Fragment': SaveForm_Error_SubmissionError_Fragment } }
    ) | null } };

export type WorkOrderForm_AssetWarrantyQueryVariables = Exact<{
  id: number;
}>;


export type WorkOrderForm_AssetWarrantyQuery = { asset: { __typename: 'Asset', id: number, inWarranty: boolean } };

export type WorkOrderLookups_AllQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkOrderLookups_AllQuery = { clientList: Array<{ __typename: 'Client', id: number, name: string }>, contractorList: Array<{ __typename: 'Contractor', id: number, name: string }>, workOrderTypes: Array<{ __typename: 'WorkOrderType', id: number, name: string }>, workOrderStatuses: Array<{ __typename: 'WorkOrderStatus', id: number, name: string }>, methodsOfRequest: Array<{ __typename: 'MethodOfRequest', id: number, name: string }>, slaCodes: Array<{ __typename: 'SlaCode', code: string, name: string }>, financialCodes: Array<{ __typename: 'FinancialCode', id: number, name: string }>, capitalCodes: Array<{ __typename: 'CapitalCode', id: number, name: string }>, queryReasons: Array<{ __typename: 'QueryReason', id: number, name: string }>, progressCodes: Array<{ __typename: 'ProgressCode', id: number, name: string }> };

export type WorkOrderLookups_ClientQueryVariables = Exact<{
  clientId: number;
}>;


export type WorkOrderLookups_ClientQuery = { siteList: Array<{ __typename: 'Site', id: number, name: string, siteCode: string }>, userOptions: Array<{ __typename: 'UserOption', id: number, fullName: string, mobile: string | null }>, trades: Array<{ __typename: 'Trade', id: number, name: string }> };

export type WorkOrderLookups_SiteQueryVariables = Exact<{
  siteId: number;
}>;


export type WorkOrderLookups_SiteQuery = { assetOptions: Array<{ __typename: 'AssetOption', id: number, assetCode: string }> };

export type WorkOrderLookups_SubTradesQueryVariables = Exact<{
  clientId: number;
  parentId: number;
}>;


export type WorkOrderLookups_SubTradesQuery = { trades: Array<{ __typename: 'Trade', id: number, name: string }> };

export type StaffWorkOrder_LoadQueryVariables = Exact<{
  id: number;
}>;


export type StaffWorkOrder_LoadQuery = { workOrder: (
    { __typename: 'WorkOrder', id: number }
    & { ' $fragmentRefs'?: { 'WorkOrderEditor_WorkOrderFragment': WorkOrderEditor_WorkOrderFragment } }
  ) };

export type WorkOrderDetails_WorkOrderQueryVariables = Exact<{
  id: number;
  isStaff: boolean;
  isClient: boolean;
}>;


export type WorkOrderDetails_WorkOrderQuery = { workOrder: (
    { __typename: 'WorkOrder', id: number, refNo: string, workOrderStatus: string | null, workOrderStatusId: number }
    & { ' $fragmentRefs'?: { 'WorkOrderFields_WorkOrderFragment': WorkOrderFields_WorkOrderFragment } }
  ) };

export type AuditsTab_AuditsQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
}>;


export type AuditsTab_AuditsQuery = { workOrderAudits: { __typename: 'WorkOrderAuditPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'WorkOrderAudit', id: string, actionDate: string, actionByName: string, actionTaken: string }> } };

export type LinkWorkOrdersPopup_WorkOrdersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
  excludeId?: number | null | undefined;
}>;


export type LinkWorkOrdersPopup_WorkOrdersQuery = { workOrders: { __typename: 'WorkOrderPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'WorkOrder', id: number, refNo: string, dateOpened: string, clientName: string | null, siteName: string | null, issue: string | null, workOrderStatus: string | null }> } };

export type LinkWorkOrdersPopup_LinkMutationVariables = Exact<{
  parentWorkOrderId: number;
  childWorkOrderId: number;
}>;


export type LinkWorkOrdersPopup_LinkMutation = { linkWorkOrders: { __typename: 'LinkWorkOrdersPayload', link: { __typename: 'LinkedWorkOrder', id: number } | null, error: (
      { __typename: 'LinkedWorkOrderError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_LinkedWorkOrderError_Fragment': SaveForm_Error_LinkedWorkOrderError_Fragment } }
    ) | null } };

export type LinkedWorkOrdersTab_LinksQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
}>;


export type LinkedWorkOrdersTab_LinksQuery = { linkedWorkOrders: { __typename: 'LinkedWorkOrderPage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'LinkedWorkOrder', id: number, parentWorkOrderId: number, childWorkOrderId: number, workOrder: { __typename: 'WorkOrder', id: number, refNo: string, workOrderStatusId: number, dateOpened: string, progressCode: string | null, contractorName: string | null, subTradeName: string | null, workOrderType: string | null, workOrderStatus: string | null } }> } };

export type LinkedWorkOrdersTab_UnlinkMutationVariables = Exact<{
  id: number;
}>;


export type LinkedWorkOrdersTab_UnlinkMutation = { unlinkWorkOrders: number };

export type NotePopup_SaveMutationVariables = Exact<{
  input: SaveWorkOrderNoteInput;
}>;


export type NotePopup_SaveMutation = { saveWorkOrderNote: { __typename: 'SaveWorkOrderNotePayload', note: { __typename: 'WorkOrderNote', id: number, note: string, noteTime: string, userId: number | null, userName: string } | null, error: (
      { __typename: 'WorkOrderNoteError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_WorkOrderNoteError_Fragment': SaveForm_Error_WorkOrderNoteError_Fragment } }
    ) | null } };

export type NotesTab_NotesQueryVariables = Exact<{
  workOrderId: number;
  privateNote?: boolean | null | undefined;
  page: number;
  pageSize: number;
}>;


export type NotesTab_NotesQuery = { workOrderNotes: { __typename: 'WorkOrderNotePage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'WorkOrderNote', id: number, note: string, noteTime: string, userId: number | null, userName: string }> } };

export type NotesTab_DeleteMutationVariables = Exact<{
  id: number;
}>;


export type NotesTab_DeleteMutation = { deleteWorkOrderNote: number };

export type ResendNotificationTab_MessagesQueryVariables = Exact<{
  workOrderId: number;
  page: number;
  pageSize: number;
}>;


export type ResendNotificationTab_MessagesQuery = { workOrderNotifications: { __typename: 'OutboxMessagePage', totalCount: number, totalCountExact: boolean, nodes: Array<{ __typename: 'OutboxMessage', id: number, channel: OutboxChannel, recipient: string | null, reason: string, state: OutboxState, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null }> } };

export type ResendNotificationTab_ResendMutationVariables = Exact<{
  workOrderId: number;
}>;


export type ResendNotificationTab_ResendMutation = { resendWorkOrderNotification: { __typename: 'NotificationPayload', messages: Array<{ __typename: 'OutboxMessage', id: number }>, error: (
      { __typename: 'NotificationError' }
      & { ' $fragmentRefs'?: { 'SaveForm_Error_NotificationError_Fragment': SaveForm_Error_NotificationError_Fragment } }
    ) | null } };

type SaveForm_Error_ApiKeyError_Fragment = { __typename: 'ApiKeyError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_ApiKeyError_Fragment' };

type SaveForm_Error_AssetError_Fragment = { __typename: 'AssetError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_AssetError_Fragment' };

type SaveForm_Error_BiReportError_Fragment = { __typename: 'BiReportError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_BiReportError_Fragment' };

type SaveForm_Error_BrandError_Fragment = { __typename: 'BrandError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_BrandError_Fragment' };

type SaveForm_Error_ClientError_Fragment = { __typename: 'ClientError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_ClientError_Fragment' };

type SaveForm_Error_ContractError_Fragment = { __typename: 'ContractError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_ContractError_Fragment' };

type SaveForm_Error_ContractorError_Fragment = { __typename: 'ContractorError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_ContractorError_Fragment' };

type SaveForm_Error_DocumentError_Fragment = { __typename: 'DocumentError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_DocumentError_Fragment' };

type SaveForm_Error_EngineerError_Fragment = { __typename: 'EngineerError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_EngineerError_Fragment' };

type SaveForm_Error_FinanceImportError_Fragment = { __typename: 'FinanceImportError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_FinanceImportError_Fragment' };

type SaveForm_Error_ImportError_Fragment = { __typename: 'ImportError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_ImportError_Fragment' };

type SaveForm_Error_LinkedWorkOrderError_Fragment = { __typename: 'LinkedWorkOrderError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_LinkedWorkOrderError_Fragment' };

type SaveForm_Error_LogError_Fragment = { __typename: 'LogError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_LogError_Fragment' };

type SaveForm_Error_NotificationError_Fragment = { __typename: 'NotificationError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_NotificationError_Fragment' };

type SaveForm_Error_PpmError_Fragment = { __typename: 'PpmError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_PpmError_Fragment' };

type SaveForm_Error_QuoteDecisionError_Fragment = { __typename: 'QuoteDecisionError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_QuoteDecisionError_Fragment' };

type SaveForm_Error_QuoteError_Fragment = { __typename: 'QuoteError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_QuoteError_Fragment' };

type SaveForm_Error_SavedReportError_Fragment = { __typename: 'SavedReportError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_SavedReportError_Fragment' };

type SaveForm_Error_SignInError_Fragment = { __typename: 'SignInError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_SignInError_Fragment' };

type SaveForm_Error_SiteError_Fragment = { __typename: 'SiteError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_SiteError_Fragment' };

type SaveForm_Error_SubmissionError_Fragment = { __typename: 'SubmissionError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_SubmissionError_Fragment' };

type SaveForm_Error_TradeError_Fragment = { __typename: 'TradeError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_TradeError_Fragment' };

type SaveForm_Error_UserError_Fragment = { __typename: 'UserError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_UserError_Fragment' };

type SaveForm_Error_WebhookError_Fragment = { __typename: 'WebhookError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_WebhookError_Fragment' };

type SaveForm_Error_WorkOrderError_Fragment = { __typename: 'WorkOrderError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_WorkOrderError_Fragment' };

type SaveForm_Error_WorkOrderNoteError_Fragment = { __typename: 'WorkOrderNoteError', code: string, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } & { ' $fragmentName'?: 'SaveForm_Error_WorkOrderNoteError_Fragment' };

export type SaveForm_ErrorFragment =
  | SaveForm_Error_ApiKeyError_Fragment
  | SaveForm_Error_AssetError_Fragment
  | SaveForm_Error_BiReportError_Fragment
  | SaveForm_Error_BrandError_Fragment
  | SaveForm_Error_ClientError_Fragment
  | SaveForm_Error_ContractError_Fragment
  | SaveForm_Error_ContractorError_Fragment
  | SaveForm_Error_DocumentError_Fragment
  | SaveForm_Error_EngineerError_Fragment
  | SaveForm_Error_FinanceImportError_Fragment
  | SaveForm_Error_ImportError_Fragment
  | SaveForm_Error_LinkedWorkOrderError_Fragment
  | SaveForm_Error_LogError_Fragment
  | SaveForm_Error_NotificationError_Fragment
  | SaveForm_Error_PpmError_Fragment
  | SaveForm_Error_QuoteDecisionError_Fragment
  | SaveForm_Error_QuoteError_Fragment
  | SaveForm_Error_SavedReportError_Fragment
  | SaveForm_Error_SignInError_Fragment
  | SaveForm_Error_SiteError_Fragment
  | SaveForm_Error_SubmissionError_Fragment
  | SaveForm_Error_TradeError_Fragment
  | SaveForm_Error_UserError_Fragment
  | SaveForm_Error_WebhookError_Fragment
  | SaveForm_Error_WorkOrderError_Fragment
  | SaveForm_Error_WorkOrderNoteError_Fragment
;

export const SessionStore_SignedInFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionStore_SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rememberToken"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<SessionStore_SignedInFragment, unknown>;
export const AccountDetailsForm_DetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsForm_Details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<AccountDetailsForm_DetailsFragment, unknown>;
export const ProgressTimeline_WorkOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTimeline_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ProgressTimeline_WorkOrderFragment, unknown>;
export const ContractorQuoteState_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuoteState_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountIncTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"send"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<ContractorQuoteState_QuoteFragment, unknown>;
export const ContractorQuotePopup_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuotePopup_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractorQuoteState_Quote"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuoteState_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountIncTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"send"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<ContractorQuotePopup_QuoteFragment, unknown>;
export const UserDetailsForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailsForm_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"userTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOut"}}]}}]} as unknown as DocumentNode<UserDetailsForm_UserFragment, unknown>;
export const SlaClocks_WorkOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}}]} as unknown as DocumentNode<SlaClocks_WorkOrderFragment, unknown>;
export const WorkOrderFields_WorkOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}}]} as unknown as DocumentNode<WorkOrderFields_WorkOrderFragment, unknown>;
export const WorkOrderEditor_WorkOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"}},{"kind":"Field","name":{"kind":"Name","value":"decline"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"approveCosts"}},{"kind":"Field","name":{"kind":"Name","value":"queryCosts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"financialCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"queryReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}}]} as unknown as DocumentNode<WorkOrderEditor_WorkOrderFragment, unknown>;
export const LogTimeRow_LogTimeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogTimeRow_LogTime"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"timeTo"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfEngineers"}},{"kind":"Field","name":{"kind":"Name","value":"bankHoliday"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"manHours"}},{"kind":"Field","name":{"kind":"Name","value":"costhours"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCharge"}}]}}]} as unknown as DocumentNode<LogTimeRow_LogTimeFragment, unknown>;
export const LogMaterialRow_LogMaterialFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogMaterialRow_LogMaterial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogMaterial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"logMaterialTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"materialType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"costPerItem"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]} as unknown as DocumentNode<LogMaterialRow_LogMaterialFragment, unknown>;
export const SaveForm_ErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveForm_ErrorFragment, unknown>;
export const SessionRoot_RememberSignInDocument = {"__meta__":{"hash":"sha256:7a66b058700408ff1ac9ccd50acf01e079cbfa4749d5b3c37b8ca928bb458ab0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionRoot_RememberSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithRememberToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionStore_SignedIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionStore_SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rememberToken"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<SessionRoot_RememberSignInMutation, SessionRoot_RememberSignInMutationVariables>;
export const SessionRoot_RenewDocument = {"__meta__":{"hash":"sha256:bdcfbb174ed830f2f963904dbd050e710f59892527dc8cf4d528717af206526d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionRoot_Renew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<SessionRoot_RenewMutation, SessionRoot_RenewMutationVariables>;
export const SessionRoot_SignOutDocument = {"__meta__":{"hash":"sha256:b119fba3f9814b08d097be3e9f59a2fde7484f788ae15dcdbc94730c6531a282"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionRoot_SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SessionRoot_SignOutMutation, SessionRoot_SignOutMutationVariables>;
export const Shell_MeDocument = {"__meta__":{"hash":"sha256:14e6d78b094934c73abbc8ae6a66a572ce24d4705d0ad9cc706ff594c126adef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<Shell_MeQuery, Shell_MeQueryVariables>;
export const Shell_CheckSessionDocument = {"__meta__":{"hash":"sha256:10446dd40ee27509218afb55a60d85e67e5d11a008d9174e41f512b5988e4231"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Shell_CheckSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestedUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"requestedUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestedUrl"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"requestedUrl"}}]}}]}}]} as unknown as DocumentNode<Shell_CheckSessionMutation, Shell_CheckSessionMutationVariables>;
export const AccountDetailsForm_UserDocument = {"__meta__":{"hash":"sha256:65b7b17b489861290a40e38cd1d8802fa98661163e67976e6c62dd22abbccd58"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountDetailsForm_User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsForm_Details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsForm_Details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<AccountDetailsForm_UserQuery, AccountDetailsForm_UserQueryVariables>;
export const AccountDetailsForm_SaveDocument = {"__meta__":{"hash":"sha256:1a5a5feaf51138545015b6aa2c7d60564ef80d468a5105196210edb328d549f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountDetailsForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsForm_Details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsForm_Details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountDetailsForm_SaveMutation, AccountDetailsForm_SaveMutationVariables>;
export const PasswordChangeForm_ResetDocument = {"__meta__":{"hash":"sha256:17976da442cd17912b4dba8f3c85fa533374efced0dfcfbd6fc04ee85333e4fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordChangeForm_Reset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PasswordChangeForm_ResetMutation, PasswordChangeForm_ResetMutationVariables>;
export const AssetGrid_AssetsDocument = {"__meta__":{"hash":"sha256:fc2ea79afa0b1ac2230b5541a5d9728328ce572cccec4a4bb2845a957dfacd24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetGrid_Assets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssetFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"make"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serialNo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inWarranty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"make"},"value":{"kind":"Variable","name":{"kind":"Name","value":"make"}}},{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}},{"kind":"Argument","name":{"kind":"Name","value":"serialNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serialNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"inWarranty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inWarranty"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"serialNo"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"installedDate"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyUnit"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"inWarranty"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<AssetGrid_AssetsQuery, AssetGrid_AssetsQueryVariables>;
export const AssetGrid_LookupsDocument = {"__meta__":{"hash":"sha256:4cb88f9b859155b18205a09965f723aa1b73f599aa726b3742ff1876f7f90123"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetGrid_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssetGrid_LookupsQuery, AssetGrid_LookupsQueryVariables>;
export const AssetGrid_SitesDocument = {"__meta__":{"hash":"sha256:9ec2b90d5fac101415e0be592370b73fcbecda6708d03bd30d032d56eb92499d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetGrid_Sites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssetGrid_SitesQuery, AssetGrid_SitesQueryVariables>;
export const AssetGrid_DeleteDocument = {"__meta__":{"hash":"sha256:ce1b60cd46f82f4a800dd44476fa63d768b960ff8229b90610ca76298162fe86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetGrid_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AssetGrid_DeleteMutation, AssetGrid_DeleteMutationVariables>;
export const AssetImportWindow_ClientsDocument = {"__meta__":{"hash":"sha256:d2422519a6864879a69d7ae0ad5503e9f9fe93c392c019e7f86cefefe2f688da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetImportWindow_Clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssetImportWindow_ClientsQuery, AssetImportWindow_ClientsQueryVariables>;
export const AssetImportWindow_ImportDocument = {"__meta__":{"hash":"sha256:cd0a95882b746240ceb98e0d4b4df54c4863a73bb80e2b875865a31d81a777f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetImportWindow_Import"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AssetImportWindow_ImportMutation, AssetImportWindow_ImportMutationVariables>;
export const AssetPopup_AssetDocument = {"__meta__":{"hash":"sha256:3dc386d116fe43c1c8c7638b8732f31023462cbea17931bc3dd7526b7bf095a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetPopup_Asset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"serialNo"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"installedDate"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyUnit"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<AssetPopup_AssetQuery, AssetPopup_AssetQueryVariables>;
export const AssetPopup_LookupsDocument = {"__meta__":{"hash":"sha256:015286f791557bb74d3996fbb99bc046c0bcb0b893f4bd6285ca9f56938a4d32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetPopup_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssetPopup_LookupsQuery, AssetPopup_LookupsQueryVariables>;
export const AssetPopup_SitesDocument = {"__meta__":{"hash":"sha256:1c50a19d65ede756ca16493a3f52f3d878fd2e4cce9d1d13bc4c7e7b06e416e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetPopup_Sites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}}]}}]}}]} as unknown as DocumentNode<AssetPopup_SitesQuery, AssetPopup_SitesQueryVariables>;
export const AssetPopup_SaveDocument = {"__meta__":{"hash":"sha256:e049a8f304bb4480fcd80c94fa318e4f40e5fd72b8f83b49c1a7c08dbf9170c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssetPopup_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"inWarranty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AssetPopup_SaveMutation, AssetPopup_SaveMutationVariables>;
export const AuditTrailGrid_AuditTrailDocument = {"__meta__":{"hash":"sha256:6ee9779655f3f7e1d5291a3ba3c0a54ae959929a27e304ee66a33b822f8e00c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrailGrid_AuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityName"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"actionByName"}},{"kind":"Field","name":{"kind":"Name","value":"actionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actionTaken"}}]}}]}}]}}]} as unknown as DocumentNode<AuditTrailGrid_AuditTrailQuery, AuditTrailGrid_AuditTrailQueryVariables>;
export const AuditTrailGrid_EntityNamesDocument = {"__meta__":{"hash":"sha256:5ecbbcc89faad4e9018ac3bed30951255609e5258d22bff991e77d9599fed7aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrailGrid_EntityNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntityNames"}}]}}]} as unknown as DocumentNode<AuditTrailGrid_EntityNamesQuery, AuditTrailGrid_EntityNamesQueryVariables>;
export const LoginForm_SignInDocument = {"__meta__":{"hash":"sha256:2035f45df8af8b57cf7847061ea3c48a86f87edab629d5e4077d3e0e6ae715ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginForm_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rememberMe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"rememberMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rememberMe"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionStore_SignedIn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionStore_SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rememberToken"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<LoginForm_SignInMutation, LoginForm_SignInMutationVariables>;
export const BiDashboard_ReportDocument = {"__meta__":{"hash":"sha256:b653762560e2c378c108e7144cb4e2aeada500bdbbeb25b240f535fd091c8d15"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BiDashboard_Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"embedUrl"}}]}}]}}]} as unknown as DocumentNode<BiDashboard_ReportQuery, BiDashboard_ReportQueryVariables>;
export const ClientQuoteDecisions_AcceptDocument = {"__meta__":{"hash":"sha256:8c2b993266e04457f46fad990ba363d5596ff30de182d7ce40de0c8aa24431b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientQuoteDecisions_Accept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"newWorkOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"newWorkOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientQuoteDecisions_AcceptMutation, ClientQuoteDecisions_AcceptMutationVariables>;
export const ClientQuoteDecisions_RejectDocument = {"__meta__":{"hash":"sha256:63d4af75a64efdfb32820bedbe20568b2bbe7640d9919e2d1e508826072e6746"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientQuoteDecisions_Reject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientQuoteDecisions_RejectMutation, ClientQuoteDecisions_RejectMutationVariables>;
export const ClientQuoteDecisions_AlternativeDocument = {"__meta__":{"hash":"sha256:fc8d05490434513c7e252e09ab4095f730c99bcce26d4950570fbcadb643e4aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientQuoteDecisions_Alternative"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAlternativeQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientQuoteDecisions_AlternativeMutation, ClientQuoteDecisions_AlternativeMutationVariables>;
export const ClientQuotePopup_QuoteDocument = {"__meta__":{"hash":"sha256:297b9c9a1dcc1023aa5c4c25906e71b6531cdba746703efebc65ee433b681ce0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientQuotePopup_Quote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"ampmQuoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderRef"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountIncTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<ClientQuotePopup_QuoteQuery, ClientQuotePopup_QuoteQueryVariables>;
export const ClientSiteAssets_AssetsDocument = {"__meta__":{"hash":"sha256:3be4cc08fd6866f7b4dac767fecc02adb7ba2d500c5e22fe9652b33d12e05030"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSiteAssets_Assets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"serialNo"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyEndDate"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSiteAssets_AssetsQuery, ClientSiteAssets_AssetsQueryVariables>;
export const ClientSitePopup_SiteDocument = {"__meta__":{"hash":"sha256:db77a1821e23eb563f0cdc1d643d0e4af68abeff091ff995f616a4449a58d942"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSitePopup_Site"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteManager"}}]}}]}}]} as unknown as DocumentNode<ClientSitePopup_SiteQuery, ClientSitePopup_SiteQueryVariables>;
export const ClientWorkOrderGrid_WorkOrdersDocument = {"__meta__":{"hash":"sha256:b79d32caac157107c73b7bf51f04147cb6b4e80c44ab5591a3af87f537f908a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientWorkOrderGrid_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ppm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ppm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ppm"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}}]}}]}}]}}]} as unknown as DocumentNode<ClientWorkOrderGrid_WorkOrdersQuery, ClientWorkOrderGrid_WorkOrdersQueryVariables>;
export const ClientPpmDetails_WorkOrderDocument = {"__meta__":{"hash":"sha256:93a7d57aba5a0f8049a43d081781c2a05e30369b3ad9c1f05140feb70f4773b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPpmDetails_WorkOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]}}]} as unknown as DocumentNode<ClientPpmDetails_WorkOrderQuery, ClientPpmDetails_WorkOrderQueryVariables>;
export const ContractorPopup_ContractorDocument = {"__meta__":{"hash":"sha256:9575fc112e98df8d3f1075e059c2c92528fed2192aa5b0fcff6ab331d959dc9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorPopup_Contractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"oohTelephone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ContractorPopup_ContractorQuery, ContractorPopup_ContractorQueryVariables>;
export const ClientWorkOrderDetails_WorkOrderDocument = {"__meta__":{"hash":"sha256:bf3b027d216a36c21aeff2f251c55ae3507faca90d1a78c3cfdb40732962075c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientWorkOrderDetails_WorkOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressTimeline_WorkOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTimeline_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ClientWorkOrderDetails_WorkOrderQuery, ClientWorkOrderDetails_WorkOrderQueryVariables>;
export const NewRequest_SaveDocument = {"__meta__":{"hash":"sha256:d71a49c3851a12d6238bc8b36a5a74237f39d2035ae9a19718a8794233765ef9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewRequest_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveWorkOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveWorkOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<NewRequest_SaveMutation, NewRequest_SaveMutationVariables>;
export const ClientCompliancePage_RegionsDocument = {"__meta__":{"hash":"sha256:fd63f7d912e96c0b8d045451a9e8afc6b93b96bbae308a92956a107c592a8274"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientCompliancePage_Regions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceRegions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}]}]}}]} as unknown as DocumentNode<ClientCompliancePage_RegionsQuery, ClientCompliancePage_RegionsQueryVariables>;
export const ClientPortalLayout_ClientDocument = {"__meta__":{"hash":"sha256:a2e1e01b8dd436c599c7353e4647d308b3fe64f47e48229c4b59eeeb778d7c5e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPortalLayout_Client"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColour"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}}]}}]}}]} as unknown as DocumentNode<ClientPortalLayout_ClientQuery, ClientPortalLayout_ClientQueryVariables>;
export const ClientPpmsPage_WorkOrdersDocument = {"__meta__":{"hash":"sha256:556f15baf2dcfaa1d4e0eb2df52c2766738e87bb07692884e18b7c7c9267eedd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPpmsPage_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ppm"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}}]}}]}}]}}]} as unknown as DocumentNode<ClientPpmsPage_WorkOrdersQuery, ClientPpmsPage_WorkOrdersQueryVariables>;
export const ClientQuotesPage_QuotesDocument = {"__meta__":{"hash":"sha256:e47243cad0bcdac8a502ade70c19dbb6be856f48d365c26070884a8c870eb4c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientQuotesPage_Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"ampmQuoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}}]}}]}}]}}]} as unknown as DocumentNode<ClientQuotesPage_QuotesQuery, ClientQuotesPage_QuotesQueryVariables>;
export const ClientReportViewPage_ReportDocument = {"__meta__":{"hash":"sha256:5de8cf5970af46eb60b1a664ec9fb2a378615fa1b33484915038ea8761a0af99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientReportViewPage_Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"embedUrl"}}]}}]}}]} as unknown as DocumentNode<ClientReportViewPage_ReportQuery, ClientReportViewPage_ReportQueryVariables>;
export const ClientReportsPage_ReportsDocument = {"__meta__":{"hash":"sha256:69e257e9724e8ae74c183087a67d7dfcab36ff88cf010b5d82913ff2c01f1e36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientReportsPage_Reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ClientReportsPage_ReportsQuery, ClientReportsPage_ReportsQueryVariables>;
export const ClientSitesPage_SitesDocument = {"__meta__":{"hash":"sha256:3cb2c66b6f0d78c3bdbe81ce822c1efa3e45b892af8da2f3dde8e28eaef81e8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSitesPage_Sites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteManager"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientSitesPage_SitesQuery, ClientSitesPage_SitesQueryVariables>;
export const ClientWorkOrdersPage_WorkOrdersDocument = {"__meta__":{"hash":"sha256:6d42facd3a421447efd5282c2eb2b9cda40840dbf9b87e20fb629b4e4b73e457"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientWorkOrdersPage_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ppm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ppm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ppm"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"showCategory"}},{"kind":"Field","name":{"kind":"Name","value":"assetCategoryId"}}]}}]}}]}}]} as unknown as DocumentNode<ClientWorkOrdersPage_WorkOrdersQuery, ClientWorkOrdersPage_WorkOrdersQueryVariables>;
export const ClientWorkOrdersPage_CategoriesDocument = {"__meta__":{"hash":"sha256:b5017da21528479a4f7c286183a85e0f4319df1b90832aeef76f7c625ecdc7ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientWorkOrdersPage_Categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClientWorkOrdersPage_CategoriesQuery, ClientWorkOrdersPage_CategoriesQueryVariables>;
export const ClientDetailsForm_SaveDocument = {"__meta__":{"hash":"sha256:e06d474dc291f517968b8d336cd358134dc278750d0584fb25bf3a4c252c5f75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientDetailsForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractValue"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientDetailsForm_SaveMutation, ClientDetailsForm_SaveMutationVariables>;
export const ClientSettingsPanel_SettingsDocument = {"__meta__":{"hash":"sha256:7ae4468cb539271a909f4249d67dab14a24d9dfcd27f4a9e783da7ccfc90af87"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSettingsPanel_Settings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"parentTrades"},"name":{"kind":"Name","value":"trades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subTradesInClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}}]}}]}}]} as unknown as DocumentNode<ClientSettingsPanel_SettingsQuery, ClientSettingsPanel_SettingsQueryVariables>;
export const ClientSettingsPanel_SubTradesDocument = {"__meta__":{"hash":"sha256:e9ba59f93c4d177467513b803abfa1843cd5a2efabfdaf88311f43287a8fd834"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSettingsPanel_SubTrades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClientSettingsPanel_SubTradesQuery, ClientSettingsPanel_SubTradesQueryVariables>;
export const ClientSettingsPanel_AddDocument = {"__meta__":{"hash":"sha256:7a0cd35ee70c27291094322034fb0582dae354d1d3e0686e48394567d6c58be4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSettingsPanel_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subTradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSubTradeInClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subTradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subTradeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientSettingsPanel_AddMutation, ClientSettingsPanel_AddMutationVariables>;
export const ClientSettingsPanel_RemoveDocument = {"__meta__":{"hash":"sha256:7778cc854305e8bf60b9ff13c6970246738e51e650899a3a66da529aa7710592"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSettingsPanel_Remove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSubTradeInClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ClientSettingsPanel_RemoveMutation, ClientSettingsPanel_RemoveMutationVariables>;
export const ClientSlaCodesForm_CodesDocument = {"__meta__":{"hash":"sha256:aea5ef2a2567e4b3c74edd973726f2e621a2614b9a97ff7e6c784d35711dea23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSlaCodesForm_Codes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSlaCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"responseHours"}},{"kind":"Field","name":{"kind":"Name","value":"fixHours"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]} as unknown as DocumentNode<ClientSlaCodesForm_CodesQuery, ClientSlaCodesForm_CodesQueryVariables>;
export const ClientSlaCodesForm_SaveDocument = {"__meta__":{"hash":"sha256:3bb211d7db1af5264c70489aaefed0d08625fa0b608674705ce1d334f92c9ee3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSlaCodesForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSlaCodeInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClientSlaCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"codes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"codes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"responseHours"}},{"kind":"Field","name":{"kind":"Name","value":"fixHours"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientSlaCodesForm_SaveMutation, ClientSlaCodesForm_SaveMutationVariables>;
export const ClientPage_ClientDocument = {"__meta__":{"hash":"sha256:8db031c6a4a05f474e301780b255cddca8e5c8fdc9ddbb398d43541817d80761"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPage_Client"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractValue"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ClientPage_ClientQuery, ClientPage_ClientQueryVariables>;
export const ClientsPage_ClientsDocument = {"__meta__":{"hash":"sha256:b64274eefb2831892d7cdc79bbe3af398441f6cfa70c82ec6ebdef09c8602951"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientsPage_Clients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractValue"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<ClientsPage_ClientsQuery, ClientsPage_ClientsQueryVariables>;
export const ClientComplianceEditor_QueryDocument = {"__meta__":{"hash":"sha256:a6a45cae847f76c21b51c085660a364c6d1d1d280c47d3dc181e61003c8349ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientComplianceEditor_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"dueSoonDays"}},{"kind":"Field","name":{"kind":"Name","value":"raiseOrders"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}}]}}]}}]} as unknown as DocumentNode<ClientComplianceEditor_QueryQuery, ClientComplianceEditor_QueryQueryVariables>;
export const ClientComplianceEditor_SaveDocument = {"__meta__":{"hash":"sha256:e2d06d3525c3f14ca19ad40ec4f8a59a93758983eab40f724a8d17642b454701"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientComplianceEditor_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveClientComplianceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClientCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"dueSoonDays"}},{"kind":"Field","name":{"kind":"Name","value":"raiseOrders"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}}]}}]}}]} as unknown as DocumentNode<ClientComplianceEditor_SaveMutation, ClientComplianceEditor_SaveMutationVariables>;
export const ClientComplianceEditor_ApplyDocument = {"__meta__":{"hash":"sha256:152b104c323a5c1fb4faf8e844aecd7876895743d8aaef0d2e5e5205a46f563c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientComplianceEditor_Apply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyClientComplianceDefaults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}]}]}}]} as unknown as DocumentNode<ClientComplianceEditor_ApplyMutation, ClientComplianceEditor_ApplyMutationVariables>;
export const ComplianceHistory_QueryDocument = {"__meta__":{"hash":"sha256:e11175771e1691c7fed086ebb120a95394580aefd9e5d99595794dda15fdaef9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceHistory_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"typeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"certDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderRef"}},{"kind":"Field","name":{"kind":"Name","value":"replacesDocumentId"}}]}}]}}]} as unknown as DocumentNode<ComplianceHistory_QueryQuery, ComplianceHistory_QueryQueryVariables>;
export const ComplianceMatrix_TypesDocument = {"__meta__":{"hash":"sha256:0bab7725e912d76d3e699acf04c334becdaa14890e1ae2f1aa3e6182d102e296"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceMatrix_Types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"validityMonths"}}]}}]}}]} as unknown as DocumentNode<ComplianceMatrix_TypesQuery, ComplianceMatrix_TypesQueryVariables>;
export const ComplianceMatrix_RegisterDocument = {"__meta__":{"hash":"sha256:de931132393f537483798d4896b47a34b26cac36d7a8791d33db04d46f81a3e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceMatrix_Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceSiteSort"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceRegister"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"ownSet"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"complianceTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"certDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"raisedWorkOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ComplianceMatrix_RegisterQuery, ComplianceMatrix_RegisterQueryVariables>;
export const SiteComplianceEditor_QueryDocument = {"__meta__":{"hash":"sha256:75f872468d266015cd1d87dc9c169ec1f61eea71e5f0d80f90beff585b27fb66"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteComplianceEditor_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"typeIds"}},{"kind":"Field","name":{"kind":"Name","value":"ownSet"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}}]}}]}}]} as unknown as DocumentNode<SiteComplianceEditor_QueryQuery, SiteComplianceEditor_QueryQueryVariables>;
export const SiteComplianceEditor_SaveDocument = {"__meta__":{"hash":"sha256:fadbaaf0141243bb3adade38bbd14d6db917427113cbc6bf16fb8fc530720ad3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SiteComplianceEditor_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSiteCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"typeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"typeIds"}},{"kind":"Field","name":{"kind":"Name","value":"ownSet"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}}]}}]}}]} as unknown as DocumentNode<SiteComplianceEditor_SaveMutation, SiteComplianceEditor_SaveMutationVariables>;
export const ComplianceRegisterPage_ClientsDocument = {"__meta__":{"hash":"sha256:4239bd14674c68f9fe6a388e22cc5dc80903a779bf6999ca8d38233b0cf0632a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceRegisterPage_Clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ComplianceRegisterPage_ClientsQuery, ComplianceRegisterPage_ClientsQueryVariables>;
export const ComplianceRegisterPage_RegionsDocument = {"__meta__":{"hash":"sha256:a86a8bb7d75b0916cd027b8fe2d114dd7fc995eae0023569b81ec9fa2bb2d109"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceRegisterPage_Regions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceRegions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}]}]}}]} as unknown as DocumentNode<ComplianceRegisterPage_RegionsQuery, ComplianceRegisterPage_RegionsQueryVariables>;
export const BrandsTab_ClientsDocument = {"__meta__":{"hash":"sha256:82933335442da5442dd4d4d26e4ce8430691f97c6eb2dfc59aeacbdf8345f42b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandsTab_Clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BrandsTab_ClientsQuery, BrandsTab_ClientsQueryVariables>;
export const ClientBrandsPanel_BrandsDocument = {"__meta__":{"hash":"sha256:90ded870a92b47efae55c01053fbf783c7fa42075f8f75b50d704a474c8042c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientBrandsPanel_Brands"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClientBrandsPanel_BrandsQuery, ClientBrandsPanel_BrandsQueryVariables>;
export const ClientBrandsPanel_BrandingDocument = {"__meta__":{"hash":"sha256:f83641f8749b4e3ffcd1f7dccadf2fa6c7667a227ea7a9e0cdd6214a14f50431"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientBrandsPanel_Branding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColour"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}}]}}]}}]} as unknown as DocumentNode<ClientBrandsPanel_BrandingQuery, ClientBrandsPanel_BrandingQueryVariables>;
export const ClientBrandsPanel_SaveDocument = {"__meta__":{"hash":"sha256:0601fbf6f0e4970230f4ee6ecc8f2754a890b0cf8adf6528310e754bebca3c34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBrandsPanel_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientBrandsPanel_SaveMutation, ClientBrandsPanel_SaveMutationVariables>;
export const ClientBrandsPanel_DeleteDocument = {"__meta__":{"hash":"sha256:7a2508f1fe9b42d77f3c24ca2081398288c3c2976ed3544e8fb8c6036ed9a1c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBrandsPanel_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientBrandsPanel_DeleteMutation, ClientBrandsPanel_DeleteMutationVariables>;
export const ClientBrandsPanel_UploadLogoDocument = {"__meta__":{"hash":"sha256:1362a038b2437d973e2668fce343dd1ed8ec338f23e97935c3411a0f950767e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBrandsPanel_UploadLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadClientLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clientBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColour"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientBrandsPanel_UploadLogoMutation, ClientBrandsPanel_UploadLogoMutationVariables>;
export const ClientBrandsPanel_ColourDocument = {"__meta__":{"hash":"sha256:90d90415e227f05f9cf3ce66753133eb082ba1ae0fc9aea227aaec5e6e1c25ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBrandsPanel_Colour"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brandColour"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClientBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"brandColour"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brandColour"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clientBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColour"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClientBrandsPanel_ColourMutation, ClientBrandsPanel_ColourMutationVariables>;
export const DataImportTab_ImportDocument = {"__meta__":{"hash":"sha256:490a3c352408cb3997258e15df8bba29b2f89eb1d86623fcf79b165b597263ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataImportTab_Import"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sites"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractors"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"users"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sites"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"importContractors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractors"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"importUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"users"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DataImportTab_ImportMutation, DataImportTab_ImportMutationVariables>;
export const OutboxTab_MessagesDocument = {"__meta__":{"hash":"sha256:4f217a7e223fc485a9af5721c4d4f73cfbf83357fc99c796c13ebfffffba0fd6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxTab_Messages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxChannel"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<OutboxTab_MessagesQuery, OutboxTab_MessagesQueryVariables>;
export const OutboxTab_SendAgainDocument = {"__meta__":{"hash":"sha256:1d8f6356e77e8bcf7e6fe4bc10beeb0531fddc7442af03676f33866637f5ca38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboxTab_SendAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOutboxMessageAgain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<OutboxTab_SendAgainMutation, OutboxTab_SendAgainMutationVariables>;
export const ApiKeyCreatePopup_LookupsDocument = {"__meta__":{"hash":"sha256:4c3e2b27c4e12fb806d67fece7a06923997fbe9e8533317de41e635bb2efe19c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyCreatePopup_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"FULL_NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ApiKeyCreatePopup_LookupsQuery, ApiKeyCreatePopup_LookupsQueryVariables>;
export const ApiKeyCreatePopup_CreateDocument = {"__meta__":{"hash":"sha256:6a6787bc0d0f80f3fc9f2e094b5d0ac47334025dabe4729c281c4e59acc7d150"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeyCreatePopup_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApiKeyCreatePopup_CreateMutation, ApiKeyCreatePopup_CreateMutationVariables>;
export const ApiKeysTab_KeysDocument = {"__meta__":{"hash":"sha256:8c894f6f1249210448c6f12f597a8d10b7b6b8b8edaf390738157b52691daf68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeysTab_Keys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeySortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"writes"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"callsToday"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedByName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<ApiKeysTab_KeysQuery, ApiKeysTab_KeysQueryVariables>;
export const ApiKeysTab_RevokeDocument = {"__meta__":{"hash":"sha256:132bf3dc305b23f78e8d627df15d2229ef305da82669aaeb6cdbeb8ffc81df7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeysTab_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedByName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApiKeysTab_RevokeMutation, ApiKeysTab_RevokeMutationVariables>;
export const QuestionList_QuestionsDocument = {"__meta__":{"hash":"sha256:c8664b80fd58c1d1bfeb456e31c371cdedf21ac6f5c8cf7e021b113a303d5321"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionList_Questions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subTradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subTradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subTradeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<QuestionList_QuestionsQuery, QuestionList_QuestionsQueryVariables>;
export const QuestionList_SaveDocument = {"__meta__":{"hash":"sha256:d0d91f00162902ab67dda05793498fac6f0b186045e6b0dae80a07d127c10177"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuestionList_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<QuestionList_SaveMutation, QuestionList_SaveMutationVariables>;
export const QuestionList_DeleteDocument = {"__meta__":{"hash":"sha256:98b812b6acc215d5608cbefcb57d0d08956faa5b1d28e2b77c547ed8140d0460"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuestionList_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<QuestionList_DeleteMutation, QuestionList_DeleteMutationVariables>;
export const TradeList_TradesDocument = {"__meta__":{"hash":"sha256:629ccf45188af6069197c69d1ad09ce6e62fe079ed962f4458a7dec4d8d0347c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradeList_Trades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentTradeId"}}]}}]}}]} as unknown as DocumentNode<TradeList_TradesQuery, TradeList_TradesQueryVariables>;
export const TradeList_SaveDocument = {"__meta__":{"hash":"sha256:676f51aff031d4bd4e0a87578daa1102bcfb030b7e5e9eb42c88ce952351dc37"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TradeList_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentTradeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TradeList_SaveMutation, TradeList_SaveMutationVariables>;
export const TradeList_DeleteDocument = {"__meta__":{"hash":"sha256:ed072ac11487d1f1edaac8cb773b4f1fdd3f5b9746b94ec464836346e23d56ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TradeList_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TradeList_DeleteMutation, TradeList_DeleteMutationVariables>;
export const EndpointState_SetPausedDocument = {"__meta__":{"hash":"sha256:3664b7fc871bb9e63ee5e0f6902eb23eff8915c69289e9140e7e69ff4b4db336"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndpointState_SetPaused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EndpointState_SetPausedMutation, EndpointState_SetPausedMutationVariables>;
export const WebhookDeliveryLog_EndpointDocument = {"__meta__":{"hash":"sha256:cf1ee016e977d532b1d9236201b9b5167a80691a437a22d13b1a0f9722acfc52"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveryLog_Endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveryLog_EndpointQuery, WebhookDeliveryLog_EndpointQueryVariables>;
export const WebhookDeliveryLog_DeliveriesDocument = {"__meta__":{"hash":"sha256:e8e062b3d2ca49f3afc1c75c8d2c98692ce82c1a888f79cecd5dc985607b39e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveryLog_Deliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliverySortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveryLog_DeliveriesQuery, WebhookDeliveryLog_DeliveriesQueryVariables>;
export const WebhookDeliveryLog_ResendDocument = {"__meta__":{"hash":"sha256:16fd732bfd947b5c025f981ea6a280e80f51778907db40886443c323ccad31da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookDeliveryLog_Resend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveryLog_ResendMutation, WebhookDeliveryLog_ResendMutationVariables>;
export const WebhookEndpointPopup_CreateDocument = {"__meta__":{"hash":"sha256:e2c0c133641c237ec2fb000b904cde8253287ea82cafa40ad9ddfd35f43c5272"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookEndpointPopup_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointPopup_CreateMutation, WebhookEndpointPopup_CreateMutationVariables>;
export const WebhookEndpointPopup_UpdateDocument = {"__meta__":{"hash":"sha256:cbe0f80d85a339f88aad1ef101f3899e919ae9adbed39fb2254cbc70773be12f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookEndpointPopup_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointPopup_UpdateMutation, WebhookEndpointPopup_UpdateMutationVariables>;
export const WebhooksTab_EndpointsDocument = {"__meta__":{"hash":"sha256:2513b8672cc562d025d2d53011f35d7cf963354ec32bb8089d35a12ee3c3243e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhooksTab_Endpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WebhooksTab_EndpointsQuery, WebhooksTab_EndpointsQueryVariables>;
export const WebhooksTab_DeleteDocument = {"__meta__":{"hash":"sha256:646b07744b1eb6cbf494e226f523432a0f8a7d6c62cef6715e3634178df1cff2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksTab_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<WebhooksTab_DeleteMutation, WebhooksTab_DeleteMutationVariables>;
export const ContractorWeeklyLog_OrderLogDocument = {"__meta__":{"hash":"sha256:551bd2b55a2216a9be9ec76df3f87defbb5522a30a4d38e6dfb95e96d83a3a03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorWeeklyLog_OrderLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLogReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"subTrade"}},{"kind":"Field","name":{"kind":"Name","value":"loggedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedCost"}}]}}]}}]}}]} as unknown as DocumentNode<ContractorWeeklyLog_OrderLogQuery, ContractorWeeklyLog_OrderLogQueryVariables>;
export const ContractorPortalWorkOrders_WorkOrdersDocument = {"__meta__":{"hash":"sha256:7a080019a9962eced3a3a63365f1763bc5ee28384bd7fb2f0b90f0f008ae70dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorPortalWorkOrders_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ppm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}},{"kind":"Argument","name":{"kind":"Name","value":"ppm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ppm"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}}]}}]}}]}}]} as unknown as DocumentNode<ContractorPortalWorkOrders_WorkOrdersQuery, ContractorPortalWorkOrders_WorkOrdersQueryVariables>;
export const ContractorCosts_LogTimesDocument = {"__meta__":{"hash":"sha256:91193282ccd8e6d3e7f5bb179922b7a8ea0fa34927e7a6bef6f51a70db4b11ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorCosts_LogTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogTimeSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logTimes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogTimeRow_LogTime"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogTimeRow_LogTime"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"timeTo"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfEngineers"}},{"kind":"Field","name":{"kind":"Name","value":"bankHoliday"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"manHours"}},{"kind":"Field","name":{"kind":"Name","value":"costhours"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCharge"}}]}}]} as unknown as DocumentNode<ContractorCosts_LogTimesQuery, ContractorCosts_LogTimesQueryVariables>;
export const ContractorCosts_LogMaterialsDocument = {"__meta__":{"hash":"sha256:99d95d2aec15e323a50f5539095fae01bf6c9ae9985e5111e55d7a504959f5e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorCosts_LogMaterials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogMaterialSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logMaterials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogMaterialRow_LogMaterial"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogMaterialRow_LogMaterial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogMaterial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"logMaterialTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"materialType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"costPerItem"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]} as unknown as DocumentNode<ContractorCosts_LogMaterialsQuery, ContractorCosts_LogMaterialsQueryVariables>;
export const ContractorCosts_DeleteTimeDocument = {"__meta__":{"hash":"sha256:0bbb3dc0f666f2d4c21c82bab0906eb87bfea6cd55d364150571ad18b17a4faa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorCosts_DeleteTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLogTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ContractorCosts_DeleteTimeMutation, ContractorCosts_DeleteTimeMutationVariables>;
export const ContractorCosts_DeleteMaterialDocument = {"__meta__":{"hash":"sha256:675a6b69a52536fedea6966b6c592256649c50d60bdf6b76a1bb9ee82711a1c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorCosts_DeleteMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLogMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ContractorCosts_DeleteMaterialMutation, ContractorCosts_DeleteMaterialMutationVariables>;
export const ContractorCosts_SaveTimeDocument = {"__meta__":{"hash":"sha256:e04dfd2dc00aad52a79ef0ada75659f32ccdc7fdb6987f7bfea6bdb8b4c136c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorCosts_SaveTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLogTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLogTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"timeTo"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfEngineers"}},{"kind":"Field","name":{"kind":"Name","value":"bankHoliday"}},{"kind":"Field","name":{"kind":"Name","value":"manHours"}},{"kind":"Field","name":{"kind":"Name","value":"normalHours"}},{"kind":"Field","name":{"kind":"Name","value":"oohHours"}},{"kind":"Field","name":{"kind":"Name","value":"costhours"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorCosts_SaveTimeMutation, ContractorCosts_SaveTimeMutationVariables>;
export const ContractorCosts_SaveMaterialDocument = {"__meta__":{"hash":"sha256:42df7592eadc8998647cc10f75232a476245cd5f95b0ecdfaad09bf7709ee8f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorCosts_SaveMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLogMaterialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLogMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logMaterial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"materialType"}},{"kind":"Field","name":{"kind":"Name","value":"costPerItem"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorCosts_SaveMaterialMutation, ContractorCosts_SaveMaterialMutationVariables>;
export const ContractorPortalPayment_SubmitDocument = {"__meta__":{"hash":"sha256:d2053eebc5df73a094ebd474db72b520a3da141596d249e8a8fbd2b7705fd2aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorPortalPayment_Submit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitWorkOrderCosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorPortalPayment_SubmitMutation, ContractorPortalPayment_SubmitMutationVariables>;
export const ContractorPortalPayment_AmendDocument = {"__meta__":{"hash":"sha256:5f5549fe3a34a59c279c336f183248bac5ea6e28e566b941acedcbc618f3ce84"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorPortalPayment_Amend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPrice"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amendSubmittedCosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPrice"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorPortalPayment_AmendMutation, ContractorPortalPayment_AmendMutationVariables>;
export const ContractorPortalWorkOrder_SaveChoicesDocument = {"__meta__":{"hash":"sha256:902c1f3b1ce735d822365fb389830be5126a7ff46c9b5a46ce6ac0ea027aa99a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorPortalWorkOrder_SaveChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progressCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}}]}}]}}]} as unknown as DocumentNode<ContractorPortalWorkOrder_SaveChoicesQuery, ContractorPortalWorkOrder_SaveChoicesQueryVariables>;
export const ContractorPortalWorkOrder_WorkOrderDocument = {"__meta__":{"hash":"sha256:8ac21ead5bf7575f5a6ddaee4c61c0ab38f0e992d3332991bf2ffd37c0a3a84e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorPortalWorkOrder_WorkOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"addNote"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"attach"}},{"kind":"Field","name":{"kind":"Name","value":"logTime"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"amendCosts"}},{"kind":"Field","name":{"kind":"Name","value":"whyNot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionContent"}},{"kind":"Field","name":{"kind":"Name","value":"answerContent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]}}]} as unknown as DocumentNode<ContractorPortalWorkOrder_WorkOrderQuery, ContractorPortalWorkOrder_WorkOrderQueryVariables>;
export const ContractorPortalWorkOrder_SaveDocument = {"__meta__":{"hash":"sha256:36841077a3b444119de29183270f98402f93edf37e775675aecf50ec896809de"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorPortalWorkOrder_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveWorkOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveWorkOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorPortalWorkOrder_SaveMutation, ContractorPortalWorkOrder_SaveMutationVariables>;
export const ContractorPortalWorkOrder_CompleteDocument = {"__meta__":{"hash":"sha256:d457390bc476f2d060368e973e97a569d8a7ec7504b70fab5c7dd3af9df97a43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorPortalWorkOrder_Complete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeWorkOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorPortalWorkOrder_CompleteMutation, ContractorPortalWorkOrder_CompleteMutationVariables>;
export const ContractorQuote_ItemTypesDocument = {"__meta__":{"hash":"sha256:eed717f2826bc076e81d2d45bc9adedc0b6cc5e2832c93c1173665372dceb1eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorQuote_ItemTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingItemTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContractorQuote_ItemTypesQuery, ContractorQuote_ItemTypesQueryVariables>;
export const ContractorQuote_SaveItemDocument = {"__meta__":{"hash":"sha256:7c477a12fb97070604b15b8254deb3b20cc774c00733fdc097a8ce6a9f080304"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorQuote_SaveItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBillingItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBillingItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractorQuoteState_Quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuoteState_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountIncTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"send"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorQuote_SaveItemMutation, ContractorQuote_SaveItemMutationVariables>;
export const ContractorQuote_QuoteDocument = {"__meta__":{"hash":"sha256:ea72d0b1c1d81737f93b1b0f9d75e3796a0b70a5f82554ef62ca4a481ca63ce7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorQuote_Quote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractorQuotePopup_Quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuoteState_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountIncTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"send"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuotePopup_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractorQuoteState_Quote"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}}]}}]} as unknown as DocumentNode<ContractorQuote_QuoteQuery, ContractorQuote_QuoteQueryVariables>;
export const ContractorQuote_ItemsDocument = {"__meta__":{"hash":"sha256:56674c45f6343ce4cf53fe814bd843eb28596fc8419a3b1fa0c772d0ef365802"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorQuote_Items"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"billingItemTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"billingItemType"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"itemAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"lineAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAmountIncTax"}}]}}]}}]}}]} as unknown as DocumentNode<ContractorQuote_ItemsQuery, ContractorQuote_ItemsQueryVariables>;
export const ContractorQuote_SaveDocument = {"__meta__":{"hash":"sha256:9c1b96a446fbadd8fec527db96e7130359c39de5c40068b1fbcfb2c03b5b813b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorQuote_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractorQuotePopup_Quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuoteState_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountIncTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"send"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuotePopup_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractorQuoteState_Quote"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorQuote_SaveMutation, ContractorQuote_SaveMutationVariables>;
export const ContractorQuote_SendDocument = {"__meta__":{"hash":"sha256:4c70d9ff85abef067b5bb9c546b73c96354cfe02e20247a04e36723ded2d22cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorQuote_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendQuoteForApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"send"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorQuote_SendMutation, ContractorQuote_SendMutationVariables>;
export const ContractorQuote_DeleteDocument = {"__meta__":{"hash":"sha256:dbefb1c534efefd772a7d1e6d46cfeaf93b6e843509b9b9a30ac56648f0c5b82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorQuote_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorQuote_DeleteMutation, ContractorQuote_DeleteMutationVariables>;
export const ContractorQuote_DeleteItemDocument = {"__meta__":{"hash":"sha256:9b70595b3317d95f45a69aa5af142405bb3b93a15573cb785b41e7c61ed9e378"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorQuote_DeleteItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBillingItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractorQuoteState_Quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractorQuoteState_Quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountIncTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"send"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorQuote_DeleteItemMutation, ContractorQuote_DeleteItemMutationVariables>;
export const ContractorQuotes_QuotesDocument = {"__meta__":{"hash":"sha256:7b564d095dfce81e04ae06698287894116632ff839661f64a322fbddd6cb3002"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorQuotes_Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}}]}}]}}]}}]} as unknown as DocumentNode<ContractorQuotes_QuotesQuery, ContractorQuotes_QuotesQueryVariables>;
export const ContractorPortalLayout_ContractorDocument = {"__meta__":{"hash":"sha256:74cd1f3aa6bcb15299ce83907d66d765c75232ae5370a4a465d5eeb252f805b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorPortalLayout_Contractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderCounters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestAwaitingAResponse"}}]}}]}}]} as unknown as DocumentNode<ContractorPortalLayout_ContractorQuery, ContractorPortalLayout_ContractorQueryVariables>;
export const ContractorPortalWorkOrdersPage_StatusesDocument = {"__meta__":{"hash":"sha256:e70ce7b1668feccfbaa90f740be026c2f9b56af7ce630e379b4b4c2c173bd938"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorPortalWorkOrdersPage_Statuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderCounters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ContractorPortalWorkOrdersPage_StatusesQuery, ContractorPortalWorkOrdersPage_StatusesQueryVariables>;
export const ContractorDetailsForm_SaveDocument = {"__meta__":{"hash":"sha256:f40e13c4115f71fbbc27223de596e6d08229130aad57478732ebd5d903ba7898"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorDetailsForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveContractorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"oohTelephone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"normalStart"}},{"kind":"Field","name":{"kind":"Name","value":"normalFinish"}},{"kind":"Field","name":{"kind":"Name","value":"oohOneStart"}},{"kind":"Field","name":{"kind":"Name","value":"oohOneFinish"}},{"kind":"Field","name":{"kind":"Name","value":"oohTwoStart"}},{"kind":"Field","name":{"kind":"Name","value":"oohTwoFinish"}},{"kind":"Field","name":{"kind":"Name","value":"oohThreeStart"}},{"kind":"Field","name":{"kind":"Name","value":"oohThreeFinish"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorDetailsForm_SaveMutation, ContractorDetailsForm_SaveMutationVariables>;
export const ContractorPage_ContractorDocument = {"__meta__":{"hash":"sha256:98a23b98dac8b6137ae01c28d8e3108c5e6c0c53359faea720ae3993a89cdc15"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorPage_Contractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"oohTelephone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"normalStart"}},{"kind":"Field","name":{"kind":"Name","value":"normalFinish"}},{"kind":"Field","name":{"kind":"Name","value":"oohOneStart"}},{"kind":"Field","name":{"kind":"Name","value":"oohOneFinish"}},{"kind":"Field","name":{"kind":"Name","value":"oohTwoStart"}},{"kind":"Field","name":{"kind":"Name","value":"oohTwoFinish"}},{"kind":"Field","name":{"kind":"Name","value":"oohThreeStart"}},{"kind":"Field","name":{"kind":"Name","value":"oohThreeFinish"}}]}}]}}]} as unknown as DocumentNode<ContractorPage_ContractorQuery, ContractorPage_ContractorQueryVariables>;
export const ContractorsPage_ContractorsDocument = {"__meta__":{"hash":"sha256:ae55f4d106b152b147509b1e99fa2f9dc232e64fe4e27d83d0e8e3de54be5355"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorsPage_Contractors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractorFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractorSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"oohTelephone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<ContractorsPage_ContractorsQuery, ContractorsPage_ContractorsQueryVariables>;
export const ContractorsPage_DeleteDocument = {"__meta__":{"hash":"sha256:1eb431ef44b1f282a5881fd629352f78b0ebc75277b30ff32e727922499212c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorsPage_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorsPage_DeleteMutation, ContractorsPage_DeleteMutationVariables>;
export const ContractForm_OptionsDocument = {"__meta__":{"hash":"sha256:0e388bf646c3edfaf9a3f670eb7ae880a2daefdf7f79a7199233b96b0bbd6abd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractForm_Options"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSubTrades"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"subTrades"},"name":{"kind":"Name","value":"trades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSubTrades"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContractForm_OptionsQuery, ContractForm_OptionsQueryVariables>;
export const ContractForm_SaveDocument = {"__meta__":{"hash":"sha256:8dffa95986fa264845d735821f50b17d29a20ab1aad01a835726a3a1f2bbccde"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveContractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractForm_SaveMutation, ContractForm_SaveMutationVariables>;
export const ContractGrid_ContractsDocument = {"__meta__":{"hash":"sha256:402ba3ba6a69d295f47e7ce0fafa9e768e5862e01d2d5575347ac6f16037cc29"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractGrid_Contracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contractorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<ContractGrid_ContractsQuery, ContractGrid_ContractsQueryVariables>;
export const ContractSitesPanel_SitesDocument = {"__meta__":{"hash":"sha256:ef92f7068a8ba470085228a684be8f2ea26d25ea3b371f69fe4c88df716f95d8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractSitesPanel_Sites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sitesInContractorInContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractorInContractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}}]}}]}}]} as unknown as DocumentNode<ContractSitesPanel_SitesQuery, ContractSitesPanel_SitesQueryVariables>;
export const ContractSitesPanel_AddDocument = {"__meta__":{"hash":"sha256:53b42852089449c6448833f602cb74c2627756f2a80426029d81ca2387bbdc43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSitesPanel_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSiteInContractorInContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractorInContractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"siteInContractorInContract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractSitesPanel_AddMutation, ContractSitesPanel_AddMutationVariables>;
export const ContractSitesPanel_RemoveDocument = {"__meta__":{"hash":"sha256:a97121ac655febdaa3f05139b408fe5e7d3c6940a102568c3332cc16b8708a88"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSitesPanel_Remove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSiteInContractorInContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ContractSitesPanel_RemoveMutation, ContractSitesPanel_RemoveMutationVariables>;
export const ContractorListUpload_ImportDocument = {"__meta__":{"hash":"sha256:905c5f451a8a82d7e6f3f45bc838bf5a488cb29114e1b2112fb057bcadb891e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorListUpload_Import"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importContractorsInContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorListUpload_ImportMutation, ContractorListUpload_ImportMutationVariables>;
export const ContractorsInContractPanel_ListDocument = {"__meta__":{"hash":"sha256:4af6e8925f3260de90c4d285a33d0a252ed93f2a8e89023c22309593963a3281"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorsInContractPanel_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractorInContractSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractorsInContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"contractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"postcodePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"siteCount"}}]}}]}}]}}]} as unknown as DocumentNode<ContractorsInContractPanel_ListQuery, ContractorsInContractPanel_ListQueryVariables>;
export const ContractorsInContractPanel_ContractorsDocument = {"__meta__":{"hash":"sha256:903224b4b778efc36e58dbc7ab65d6546ca14083f653f4e9201120f772334895"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractorsInContractPanel_Contractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractorList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContractorsInContractPanel_ContractorsQuery, ContractorsInContractPanel_ContractorsQueryVariables>;
export const ContractorsInContractPanel_AddDocument = {"__meta__":{"hash":"sha256:744cb66e8f2e5584e599d39d78e31699f0bc6799dbfd436ad4bac999320ca70b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorsInContractPanel_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddContractorInContractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContractorInContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contractorInContract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractorsInContractPanel_AddMutation, ContractorsInContractPanel_AddMutationVariables>;
export const ContractorsInContractPanel_RemoveDocument = {"__meta__":{"hash":"sha256:bc2265be19e255bda83b5c8f46941b6a1e137e38881f27a198826f3e601fadc9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorsInContractPanel_Remove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeContractorInContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ContractorsInContractPanel_RemoveMutation, ContractorsInContractPanel_RemoveMutationVariables>;
export const RateCardForm_SaveDocument = {"__meta__":{"hash":"sha256:d4727462d6f5d6eb9e01755c751020bdc680a8c3f4decaa7c06418f5da668ec0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateCardForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveContractorRatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContractorRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contractorInContract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postcodePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"oohUplift"}},{"kind":"Field","name":{"kind":"Name","value":"bankHolidayUplift"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCharge"}},{"kind":"Field","name":{"kind":"Name","value":"oohCallOutCharge"}},{"kind":"Field","name":{"kind":"Name","value":"travelCharge"}},{"kind":"Field","name":{"kind":"Name","value":"minimumChargeHours"}},{"kind":"Field","name":{"kind":"Name","value":"materialsMarkup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RateCardForm_SaveMutation, RateCardForm_SaveMutationVariables>;
export const ContractPage_ContractDocument = {"__meta__":{"hash":"sha256:50c8fbe17e9c3ff333a2f598c0cb6c009a5d12d88b9cf8a7ec9e0a686a9fd58e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractPage_Contract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<ContractPage_ContractQuery, ContractPage_ContractQueryVariables>;
export const ContractPage_DeleteDocument = {"__meta__":{"hash":"sha256:c5b0cb706e62d05e9aee97abe357fd8e6efdc031bf971187550d0d4ff54bd522"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractPage_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractPage_DeleteMutation, ContractPage_DeleteMutationVariables>;
export const ContractRatesPage_RatesDocument = {"__meta__":{"hash":"sha256:582e79fcd924089b3267b85c78e79c3c89e3dea87fec85f948dff30a01d26d40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractRatesPage_Rates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractorInContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"contractName"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"postcodePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRate"}},{"kind":"Field","name":{"kind":"Name","value":"oohUplift"}},{"kind":"Field","name":{"kind":"Name","value":"bankHolidayUplift"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCharge"}},{"kind":"Field","name":{"kind":"Name","value":"oohCallOutCharge"}},{"kind":"Field","name":{"kind":"Name","value":"travelCharge"}},{"kind":"Field","name":{"kind":"Name","value":"minimumChargeHours"}},{"kind":"Field","name":{"kind":"Name","value":"materialsMarkup"}}]}}]}}]} as unknown as DocumentNode<ContractRatesPage_RatesQuery, ContractRatesPage_RatesQueryVariables>;
export const LatestWorkOrdersGrid_WorkOrdersDocument = {"__meta__":{"hash":"sha256:66d566274d00be097a5c5d84ed37471e3129343375e0189ed64b49975f8adf63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestWorkOrdersGrid_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentWorkOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}}]}}]} as unknown as DocumentNode<LatestWorkOrdersGrid_WorkOrdersQuery, LatestWorkOrdersGrid_WorkOrdersQueryVariables>;
export const SlaEscalationsGrid_WorkOrdersDocument = {"__meta__":{"hash":"sha256:5940cebc8c4711c8ca53c8a5cfbb2268842a793d76122378cafc4f4ace8e4d99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlaEscalationsGrid_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slaEscalated"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}}]} as unknown as DocumentNode<SlaEscalationsGrid_WorkOrdersQuery, SlaEscalationsGrid_WorkOrdersQueryVariables>;
export const DashboardPage_DashboardDocument = {"__meta__":{"hash":"sha256:2cb2adff9617e588766cc1bab16565f8b2faa3e179db57eab29a66533fcf39ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage_Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"overdueWorkOrders"}},{"kind":"Field","name":{"kind":"Name","value":"overdueWorkOrderAverage"}},{"kind":"Field","name":{"kind":"Name","value":"workOrdersLoggedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workOrdersClosedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"logged"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardPage_DashboardQuery, DashboardPage_DashboardQueryVariables>;
export const OverduePage_WorkOrdersDocument = {"__meta__":{"hash":"sha256:1b14134c1ef81ecebb61c0c49e5ce515193ce7ca43cd1b6634fea4edef2d27f9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverduePage_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"overdue"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}}]}}]}}]} as unknown as DocumentNode<OverduePage_WorkOrdersQuery, OverduePage_WorkOrdersQueryVariables>;
export const CopySiteDocumentsPopup_SiteDocumentsDocument = {"__meta__":{"hash":"sha256:18e82f35e6060c5ebbedb909a8c078f01ad0d0bde3ba2d3df9c9533a26846011"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CopySiteDocumentsPopup_SiteDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityName"},"value":{"kind":"EnumValue","value":"Site"}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"ORIGINAL_FILENAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalFilename"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"certDate"}}]}}]}}]}}]} as unknown as DocumentNode<CopySiteDocumentsPopup_SiteDocumentsQuery, CopySiteDocumentsPopup_SiteDocumentsQueryVariables>;
export const CopySiteDocumentsPopup_CopyDocument = {"__meta__":{"hash":"sha256:e62e79c1994743d2c75b2c36c77415b504f652b8f20f6cf3ce6620ca7bb13c1e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopySiteDocumentsPopup_Copy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copySiteDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CopySiteDocumentsPopup_CopyMutation, CopySiteDocumentsPopup_CopyMutationVariables>;
export const DocumentsPanel_DocumentsDocument = {"__meta__":{"hash":"sha256:886d98a81c0e41ae41001a2f689e953203dd9d33eb2212f07f26f05d7902360d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentsPanel_Documents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentEntityName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityName"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dateUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"certDate"}},{"kind":"Field","name":{"kind":"Name","value":"originalFilename"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DocumentsPanel_DocumentsQuery, DocumentsPanel_DocumentsQueryVariables>;
export const DocumentsPanel_UpdateDocument = {"__meta__":{"hash":"sha256:6418c923c05aa229d8b9925f03fda49279a116e3b6b04b568486ebf99d66bd7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentsPanel_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"certDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DocumentsPanel_UpdateMutation, DocumentsPanel_UpdateMutationVariables>;
export const DocumentsPanel_ArchiveDocument = {"__meta__":{"hash":"sha256:c02769e66d9f3ab25a140ebc3768734831cd32e19cc83a3204fbd055bcb6332e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentsPanel_Archive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleDocumentArchived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DocumentsPanel_ArchiveMutation, DocumentsPanel_ArchiveMutationVariables>;
export const DocumentsPanel_DeleteDocument = {"__meta__":{"hash":"sha256:d6017163367d8f7a6913fce25bf52948d151695084b59d7f9299cf616311917a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentsPanel_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DocumentsPanel_DeleteMutation, DocumentsPanel_DeleteMutationVariables>;
export const SiteCertificatesPanel_CertificatesDocument = {"__meta__":{"hash":"sha256:967508db588ea79a5ba3497d00f2f339ae4373562286d2f5353afa387bc7127a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteCertificatesPanel_Certificates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteCertificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dateUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"certDate"}},{"kind":"Field","name":{"kind":"Name","value":"originalFilename"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiteCertificatesPanel_CertificatesQuery, SiteCertificatesPanel_CertificatesQueryVariables>;
export const UploadDocumentPopup_UploadDocument = {"__meta__":{"hash":"sha256:297f450ec07417804cfe0da4cea834bf825828912b656c22a64314bf09104e5f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadDocumentPopup_Upload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadDocumentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UploadDocumentPopup_UploadMutation, UploadDocumentPopup_UploadMutationVariables>;
export const UploadDocumentPopup_ComplianceTypesDocument = {"__meta__":{"hash":"sha256:384a141475c1be8bd26bf801dbf8f64534f70ff41a74da73d79224c439bbf86c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadDocumentPopup_ComplianceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UploadDocumentPopup_ComplianceTypesQuery, UploadDocumentPopup_ComplianceTypesQueryVariables>;
export const DocumentLink_QueryDocument = {"__meta__":{"hash":"sha256:922a1409ffa0cd8ea0f1e436f60fe6f283bf540baf0175728e0cb7d45160b60b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentLink_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentDownloadLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<DocumentLink_QueryQuery, DocumentLink_QueryQueryVariables>;
export const DocumentTypes_ListDocument = {"__meta__":{"hash":"sha256:0e3b51f92ee09538206f7ef4b55ef5b662325a5b38bb741ce1630119e9733aeb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentTypes_List"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DocumentTypes_ListQuery, DocumentTypes_ListQueryVariables>;
export const EngineerGrid_EngineersDocument = {"__meta__":{"hash":"sha256:5e647bd63648e5df0c484e8dfed9785c564b0afaaa2a8f5e35e9cd008c71c3ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EngineerGrid_Engineers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EngineerFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EngineerSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engineers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"contractorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"contractor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EngineerGrid_EngineersQuery, EngineerGrid_EngineersQueryVariables>;
export const EngineerGrid_ContractorsDocument = {"__meta__":{"hash":"sha256:bc4dbc270e8d8c24eda4987c6312a27d7fd1f98e1c61d818793726554b1648a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EngineerGrid_Contractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractorList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EngineerGrid_ContractorsQuery, EngineerGrid_ContractorsQueryVariables>;
export const EngineerPage_EngineerDocument = {"__meta__":{"hash":"sha256:64825f58043f0df7fdf1dcf3c8a202d20fb2f6956a06240b8a47f5afd471d5b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EngineerPage_Engineer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engineer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<EngineerPage_EngineerQuery, EngineerPage_EngineerQueryVariables>;
export const EngineerPage_SaveDocument = {"__meta__":{"hash":"sha256:19c52d0a8122ebe3974908810f8a91e3750369d74b7659d99a217b07cbe0b566"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EngineerPage_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveEngineerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEngineer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"engineer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EngineerPage_SaveMutation, EngineerPage_SaveMutationVariables>;
export const EngineerPage_DeleteDocument = {"__meta__":{"hash":"sha256:cd5a9b32624bd34197ad637f412bdf00c2cb8be317a6aa439492afbe84d1e62b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EngineerPage_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEngineer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EngineerPage_DeleteMutation, EngineerPage_DeleteMutationVariables>;
export const InvoiceImport_ImportDocument = {"__meta__":{"hash":"sha256:a6c2c61ed7b226a51fd8e69e2fcfcc2d58f92ca60eb23b84f6850980c2cf88c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoiceImport_Import"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<InvoiceImport_ImportMutation, InvoiceImport_ImportMutationVariables>;
export const SupplierCostImport_ImportDocument = {"__meta__":{"hash":"sha256:0b65b32161bb9fd3979fc1ca96b73956d29731862b6c8adaf914de5468426242"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupplierCostImport_Import"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSupplierCosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SupplierCostImport_ImportMutation, SupplierCostImport_ImportMutationVariables>;
export const SavedGridState_LoadDocument = {"__meta__":{"hash":"sha256:07389e6c7330f4aae14c8681a8526758cd1dd104801f24a3300404d77be97a59"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedGridState_Load"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gridState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"grid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grid"}},{"kind":"Field","name":{"kind":"Name","value":"gridData"}}]}}]}}]} as unknown as DocumentNode<SavedGridState_LoadQuery, SavedGridState_LoadQueryVariables>;
export const SavedGridState_SaveDocument = {"__meta__":{"hash":"sha256:db591f04b84083bae69103f76a3d95853cc1b9b0360311401a43dbab18ef2485"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavedGridState_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveGridStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGridState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grid"}},{"kind":"Field","name":{"kind":"Name","value":"gridData"}}]}}]}}]} as unknown as DocumentNode<SavedGridState_SaveMutation, SavedGridState_SaveMutationVariables>;
export const PendingPpmGrid_WorkOrdersDocument = {"__meta__":{"hash":"sha256:5dde8352d6aa5fd3178b0254ba037d0b5b03f11a317891aecb1bfe9e19610555"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingPpmGrid_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingPpmWorkOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}}]}}]}}]}}]} as unknown as DocumentNode<PendingPpmGrid_WorkOrdersQuery, PendingPpmGrid_WorkOrdersQueryVariables>;
export const PendingPpmGrid_ConvertDocument = {"__meta__":{"hash":"sha256:a312be72f73262f600a1dc0e5c8b047cf70e213aba68fd5aa0612dc1bdf9c6a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PendingPpmGrid_Convert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertPpmWorkOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderIds"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PendingPpmGrid_ConvertMutation, PendingPpmGrid_ConvertMutationVariables>;
export const PendingPpmGrid_RaiseDocument = {"__meta__":{"hash":"sha256:ef0d23b5a2474dfc6a1e705010481e59d97afaed5df6e36458e3eee926a52f57"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PendingPpmGrid_Raise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raisePendingPpmOrdersNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}}]}}]}}]} as unknown as DocumentNode<PendingPpmGrid_RaiseMutation, PendingPpmGrid_RaiseMutationVariables>;
export const PpmGrid_PpmsDocument = {"__meta__":{"hash":"sha256:a4b8b8649c723d875cec60db23003e388e631e45e21c7c93d7a5b46db191389b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PpmGrid_Ppms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PpmFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PpmSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ppms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisit"}},{"kind":"Field","name":{"kind":"Name","value":"nextVisit"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ppmStatus"}},{"kind":"Field","name":{"kind":"Name","value":"costPerAnnum"}}]}}]}}]}}]} as unknown as DocumentNode<PpmGrid_PpmsQuery, PpmGrid_PpmsQueryVariables>;
export const PpmPage_PpmDocument = {"__meta__":{"hash":"sha256:09396dc682b2db162a28888eccedcf0d8a67a2cda3b9a12a90dd1cd2faf21738"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PpmPage_Ppm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ppm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"weeksMonths"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"ppmStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisit"}},{"kind":"Field","name":{"kind":"Name","value":"nextVisit"}},{"kind":"Field","name":{"kind":"Name","value":"costPerAnnum"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PpmPage_PpmQuery, PpmPage_PpmQueryVariables>;
export const PpmPage_SaveDocument = {"__meta__":{"hash":"sha256:dfd8a4d7e223f788dd1620b4691a5ec10707783134470f340baefe0c9e239c4c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PpmPage_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePpmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePpm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ppm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"weeksMonths"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"ppmStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisit"}},{"kind":"Field","name":{"kind":"Name","value":"nextVisit"}},{"kind":"Field","name":{"kind":"Name","value":"costPerAnnum"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PpmPage_SaveMutation, PpmPage_SaveMutationVariables>;
export const PpmPage_LookupsDocument = {"__meta__":{"hash":"sha256:f9da668e8df32e62b33055732ac719762f8fd3873958259d63907970097894f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PpmPage_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentTradeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ppmStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PpmPage_LookupsQuery, PpmPage_LookupsQueryVariables>;
export const PpmPage_SitesDocument = {"__meta__":{"hash":"sha256:5c73f1044e75db2a66e7b7d6fb46726620bc65dfbeba464c4def5b9e16ccbfee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PpmPage_Sites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}}]}}]}}]} as unknown as DocumentNode<PpmPage_SitesQuery, PpmPage_SitesQueryVariables>;
export const PpmPage_AssetsDocument = {"__meta__":{"hash":"sha256:11fb8f2febedf9b5a20e5732331e1294c4b2ea7b4c250fa8a4f1b63a466ec13f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PpmPage_Assets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}}]}}]}}]} as unknown as DocumentNode<PpmPage_AssetsQuery, PpmPage_AssetsQueryVariables>;
export const QuotationGrid_QuotesDocument = {"__meta__":{"hash":"sha256:45a6ffec2becacea890d894863f2f0e11edd51b2765dfcc2fd88a6333e34b51c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotationGrid_Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderRef"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"ampmQuoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}}]}}]}}]}}]} as unknown as DocumentNode<QuotationGrid_QuotesQuery, QuotationGrid_QuotesQueryVariables>;
export const QuotationGrid_DeleteDocument = {"__meta__":{"hash":"sha256:f4fdf313a3bff2f7e95e2c84516785bdeb79ad7d77167f2e224b9c5ccad608b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotationGrid_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<QuotationGrid_DeleteMutation, QuotationGrid_DeleteMutationVariables>;
export const QuotationPopup_QuoteDocument = {"__meta__":{"hash":"sha256:e490d03489e0ac88897755da296acca4c85f04f4f48eaa027db840df2e74cf42"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotationPopup_Quote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"ampmQuoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderRef"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountIncTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<QuotationPopup_QuoteQuery, QuotationPopup_QuoteQueryVariables>;
export const QuotationPopup_ItemsDocument = {"__meta__":{"hash":"sha256:c3c77190f026cb80ea97da971561d52ea31bfaf43042b49a4761ba36fc0c956b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotationPopup_Items"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"billingItemType"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"itemAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"lineAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAmountIncTax"}}]}}]}}]}}]} as unknown as DocumentNode<QuotationPopup_ItemsQuery, QuotationPopup_ItemsQueryVariables>;
export const QuotationPopup_SaveDocument = {"__meta__":{"hash":"sha256:6e52d598543c63bcf17d0e539905eb3c294cccf2f93e781aa7e2d8d94ca3a903"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotationPopup_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ampmQuoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<QuotationPopup_SaveMutation, QuotationPopup_SaveMutationVariables>;
export const WorkOrderQuotesTab_QuotesDocument = {"__meta__":{"hash":"sha256:f958da364830881a1a5a7a7ebd92191816e13c05eab506928efd39a9c198556c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderQuotesTab_Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}}]}}]}}]}}]} as unknown as DocumentNode<WorkOrderQuotesTab_QuotesQuery, WorkOrderQuotesTab_QuotesQueryVariables>;
export const OrderLogTab_OrderLogDocument = {"__meta__":{"hash":"sha256:9351861dd0b234768a64b8f1f46afcf0ae9a87926a05cb3a8050265a67904ce6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderLogTab_OrderLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLogReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"valuationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"subTrade"}},{"kind":"Field","name":{"kind":"Name","value":"loggedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"submittedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}}]}}]}}]}}]} as unknown as DocumentNode<OrderLogTab_OrderLogQuery, OrderLogTab_OrderLogQueryVariables>;
export const OrderLogTab_ChartDocument = {"__meta__":{"hash":"sha256:8149b32b8ef90b1fb50265ba384b1d56e21eae3d3fa63da0cb735ce5703cb0ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderLogTab_Chart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLogChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"valuationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"logged"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]} as unknown as DocumentNode<OrderLogTab_ChartQuery, OrderLogTab_ChartQueryVariables>;
export const QueryTab_QueryReportDocument = {"__meta__":{"hash":"sha256:75c5352fa881154668f4979efe628f713878f3dcdafffd97ea711ae9b6e0e351"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryTab_QueryReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"valuationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"queryReason"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"subTrade"}},{"kind":"Field","name":{"kind":"Name","value":"loggedDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"submittedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"costChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryTab_QueryReportQuery, QueryTab_QueryReportQueryVariables>;
export const QueryTab_ChartDocument = {"__meta__":{"hash":"sha256:392b48a1ad368bad02ed289c84c1abd8f20af474ace613c95ce9463dfebb16b0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryTab_Chart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryReasonCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"valuationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}}]}}]} as unknown as DocumentNode<QueryTab_ChartQuery, QueryTab_ChartQueryVariables>;
export const ReportBuilderTab_SavedReportsDocument = {"__meta__":{"hash":"sha256:03acd1db9fffe91a2f14857408aef030f0a9a6a2741c27b6dcd274f8646c6d78"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportBuilderTab_SavedReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportBuilderViewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"sortField"}},{"kind":"Field","name":{"kind":"Name","value":"sortDirection"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lastRanAt"}}]}}]}}]} as unknown as DocumentNode<ReportBuilderTab_SavedReportsQuery, ReportBuilderTab_SavedReportsQueryVariables>;
export const ReportBuilderTab_DeleteDocument = {"__meta__":{"hash":"sha256:4b00d84cccf8879f9093b52cd9ccc51809fd2c742c71244ce5a15cd843da8d3f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportBuilderTab_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReportBuilderTab_DeleteMutation, ReportBuilderTab_DeleteMutationVariables>;
export const ReportFilterBar_ClientsDocument = {"__meta__":{"hash":"sha256:23ae77b851fba8452ce79918e8d48921e27b5f1723156f3ec96fef55c715cb24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFilterBar_Clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReportFilterBar_ClientsQuery, ReportFilterBar_ClientsQueryVariables>;
export const SavedReportPopup_ColumnsDocument = {"__meta__":{"hash":"sha256:d1ef2667f0ce7f4ff286bbf075ef78adbc52979b83d996eca890ed15ce13d992"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedReportPopup_Columns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSource"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportColumns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]} as unknown as DocumentNode<SavedReportPopup_ColumnsQuery, SavedReportPopup_ColumnsQueryVariables>;
export const SavedReportPopup_SaveDocument = {"__meta__":{"hash":"sha256:a3e9cd2a60cdc46c56f583e3cf848d062ebca9631f5ade46ecc71f2bac8b8050"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavedReportPopup_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSavedReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSavedReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"savedReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SavedReportPopup_SaveMutation, SavedReportPopup_SaveMutationVariables>;
export const SlaAttainmentTab_ReportDocument = {"__meta__":{"hash":"sha256:6d6c8d15a1a66426d724d7b22019185263a046c067d4e2557dee57634b694b70"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlaAttainmentTab_Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlaAttainmentGroupBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SlaClockKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slaAttainment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"clock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clock"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"groupBy"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"responseMet"}},{"kind":"Field","name":{"kind":"Name","value":"responseBreached"}},{"kind":"Field","name":{"kind":"Name","value":"fixMet"}},{"kind":"Field","name":{"kind":"Name","value":"fixBreached"}},{"kind":"Field","name":{"kind":"Name","value":"attainmentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"averagePausedMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"responseMet"}},{"kind":"Field","name":{"kind":"Name","value":"responseBreached"}},{"kind":"Field","name":{"kind":"Name","value":"fixMet"}},{"kind":"Field","name":{"kind":"Name","value":"fixBreached"}},{"kind":"Field","name":{"kind":"Name","value":"attainmentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"averagePausedMinutes"}}]}}]}}]}}]} as unknown as DocumentNode<SlaAttainmentTab_ReportQuery, SlaAttainmentTab_ReportQueryVariables>;
export const ValuationTab_ValuationDocument = {"__meta__":{"hash":"sha256:bdc1f854ad2c5bcd2cedb741128b4b6f99b11648259675aa3f1f21e9fbd82084"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValuationTab_Valuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"expenseCode"}},{"kind":"Field","name":{"kind":"Name","value":"assetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"netValue"}},{"kind":"Field","name":{"kind":"Name","value":"accrualValue"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfReporting"}},{"kind":"Field","name":{"kind":"Name","value":"contractorShortName"}},{"kind":"Field","name":{"kind":"Name","value":"trade"}},{"kind":"Field","name":{"kind":"Name","value":"subTrade"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"opsDirector"}},{"kind":"Field","name":{"kind":"Name","value":"opsManager"}},{"kind":"Field","name":{"kind":"Name","value":"surveyor"}}]}}]}}]}}]} as unknown as DocumentNode<ValuationTab_ValuationQuery, ValuationTab_ValuationQueryVariables>;
export const ValuationTab_ChartDocument = {"__meta__":{"hash":"sha256:91a6179bcd8500d369d80c4f13005408e37b2e706f6bad2932aaff3e92a0f216"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValuationTab_Chart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationByContractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"netValue"}}]}}]}}]} as unknown as DocumentNode<ValuationTab_ChartQuery, ValuationTab_ChartQueryVariables>;
export const SearchResults_ClientsDocument = {"__meta__":{"hash":"sha256:be7d4cb85e8e8ccd410d7d3242e910ad6b4466a2065d67e699e691859c964d3a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults_Clients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDate"}},{"kind":"Field","name":{"kind":"Name","value":"contractValue"}}]}}]}}]}}]} as unknown as DocumentNode<SearchResults_ClientsQuery, SearchResults_ClientsQueryVariables>;
export const SearchResults_PpmsDocument = {"__meta__":{"hash":"sha256:209a2f9bda7afd4db8681f9b503961e3d268d02ce58372ad5e8e45f8c031a482"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults_Ppms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PpmSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCost"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ppms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisit"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ppmStatus"}},{"kind":"Field","name":{"kind":"Name","value":"costPerAnnum"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCost"}}}]}]}]}}]}}]}}]} as unknown as DocumentNode<SearchResults_PpmsQuery, SearchResults_PpmsQueryVariables>;
export const SearchResults_WorkOrdersDocument = {"__meta__":{"hash":"sha256:1f93557b3dd7a723aa0734b92a6701637c4c2ec3ed91b6ddbcc8fa6f5488b047"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<SearchResults_WorkOrdersQuery, SearchResults_WorkOrdersQueryVariables>;
export const SiteGrid_SitesDocument = {"__meta__":{"hash":"sha256:7b63f296ccd32c61dc3d01761fae25945f45babdf9ba4b219dd64bbb4a044bf5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteGrid_Sites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteManager"}},{"kind":"Field","name":{"kind":"Name","value":"siteEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiteGrid_SitesQuery, SiteGrid_SitesQueryVariables>;
export const SiteGrid_DeleteDocument = {"__meta__":{"hash":"sha256:96c109739c3d92da02cf91e007bc52a45cab8d2160ba7196cad786ea6dbbd74a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SiteGrid_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SiteGrid_DeleteMutation, SiteGrid_DeleteMutationVariables>;
export const SitePopup_SiteDocument = {"__meta__":{"hash":"sha256:0987c84139d79e488eb8e8977e96bab6f93d6b0fdabdb4fd675e871be58b1762"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitePopup_Site"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"mainContactId"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteManager"}},{"kind":"Field","name":{"kind":"Name","value":"siteEmail"}},{"kind":"Field","name":{"kind":"Name","value":"asbestosWarning"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}}]}}]}}]} as unknown as DocumentNode<SitePopup_SiteQuery, SitePopup_SiteQueryVariables>;
export const SitePopup_ClientsDocument = {"__meta__":{"hash":"sha256:2b84fcb36f32a0fac0bb1cc09460747f05f8342de4c1445fcaffde379cbc85bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitePopup_Clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SitePopup_ClientsQuery, SitePopup_ClientsQueryVariables>;
export const SitePopup_ClientOptionsDocument = {"__meta__":{"hash":"sha256:043c74dc0ce3d7f9fede03cc0ac5dedeb122b7b6420b469de559e4108fc17e0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitePopup_ClientOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityName"},"value":{"kind":"StringValue","value":"Client","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<SitePopup_ClientOptionsQuery, SitePopup_ClientOptionsQueryVariables>;
export const SitePopup_SaveDocument = {"__meta__":{"hash":"sha256:9c092f4fdc96cacdb98e9536222f332aa6b0b70c0afcb8040771a0e34ed93ccc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SitePopup_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"mainContactId"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"siteManager"}},{"kind":"Field","name":{"kind":"Name","value":"siteEmail"}},{"kind":"Field","name":{"kind":"Name","value":"asbestosWarning"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SitePopup_SaveMutation, SitePopup_SaveMutationVariables>;
export const BiReportFormPopup_SaveDocument = {"__meta__":{"hash":"sha256:ea00b5be6241e779191401ff6273151ffaa61086c9d427d2bd97fdde41d91f44"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BiReportFormPopup_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBiReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBiReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"embedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BiReportFormPopup_SaveMutation, BiReportFormPopup_SaveMutationVariables>;
export const ContactsTab_ContactsDocument = {"__meta__":{"hash":"sha256:18c5054f49a465c03e183f2270a66b09197da835308a6c3243bcd3739a8704de"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsTab_Contacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityName"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}}]}}]}}]} as unknown as DocumentNode<ContactsTab_ContactsQuery, ContactsTab_ContactsQueryVariables>;
export const UserBiReportsPanel_ReportsDocument = {"__meta__":{"hash":"sha256:d7ff21dded47c43fe3f67c00762f52a578fcbd2236e8858e81d7e54ecab7c978"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBiReportsPanel_Reports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"embedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"}}]}}]}}]} as unknown as DocumentNode<UserBiReportsPanel_ReportsQuery, UserBiReportsPanel_ReportsQueryVariables>;
export const UserBiReportsPanel_DeleteDocument = {"__meta__":{"hash":"sha256:b9e4f8db8eee7c8de47d3dde96af4008dee829c2c4e0ec1352b8c0755b7f4bbf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserBiReportsPanel_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBiReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<UserBiReportsPanel_DeleteMutation, UserBiReportsPanel_DeleteMutationVariables>;
export const UserDetailsForm_LookupsDocument = {"__meta__":{"hash":"sha256:bf46c2d85ae390c33708361f1cc9386536fb0a2e681ce8cb798139c38302473c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetailsForm_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserDetailsForm_LookupsQuery, UserDetailsForm_LookupsQueryVariables>;
export const UserDetailsForm_ContractorDocument = {"__meta__":{"hash":"sha256:9bc967ec94ea98a3baf7dc093c93326ef8a37f8f6bf32b5f473e886d8a1d2447"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetailsForm_Contractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserDetailsForm_ContractorQuery, UserDetailsForm_ContractorQueryVariables>;
export const UserDetailsForm_SaveDocument = {"__meta__":{"hash":"sha256:aeb67a95042ed4b8e9788a6959e616fda8ac3817a77212f25976407af9b50371"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserDetailsForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetailsForm_User"}},{"kind":"Field","name":{"kind":"Name","value":"userType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailsForm_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"userTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOut"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UserDetailsForm_SaveMutation, UserDetailsForm_SaveMutationVariables>;
export const UserFormPopup_UserDocument = {"__meta__":{"hash":"sha256:cab72a7d4e3604e69d03e581b96b004ef9fcd4475a237c4399e5e5a89d91d5e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserFormPopup_User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetailsForm_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailsForm_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"userTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOut"}}]}}]} as unknown as DocumentNode<UserFormPopup_UserQuery, UserFormPopup_UserQueryVariables>;
export const UserGrid_UsersDocument = {"__meta__":{"hash":"sha256:27b140b3ecab3402a2a28aed9c761c2a8acc247cfdca9bbe0d4973a6dc5a371d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserGrid_Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userTypeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeInactive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"userTypeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userTypeIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityName"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeInactive"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"userTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserGrid_UsersQuery, UserGrid_UsersQueryVariables>;
export const UserGrid_LookupsDocument = {"__meta__":{"hash":"sha256:4941df0952ea50842b121c5b97a10079bc3b7aa88b339879c86a26d1b0ab9930"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserGrid_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserGrid_LookupsQuery, UserGrid_LookupsQueryVariables>;
export const UserGrid_DeleteDocument = {"__meta__":{"hash":"sha256:ed445c1444ac38ebd760f8190d2dc20230b48cea182e29fad38ba9d7888a5624"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserGrid_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UserGrid_DeleteMutation, UserGrid_DeleteMutationVariables>;
export const UserSitesPanel_SitesDocument = {"__meta__":{"hash":"sha256:cb04cb339659c8044fe69600aa7906b89690ca5a728e271e00bfdf6cb0f9e3e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSitesPanel_Sites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userSites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}}]}}]}}]} as unknown as DocumentNode<UserSitesPanel_SitesQuery, UserSitesPanel_SitesQueryVariables>;
export const UserSitesPanel_LinkDocument = {"__meta__":{"hash":"sha256:36ec9e2dd17a6c0e01598294381ae143a408def2f87959794719bc9b620ba1aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSitesPanel_Link"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkUserSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}}]}}]}}]} as unknown as DocumentNode<UserSitesPanel_LinkMutation, UserSitesPanel_LinkMutationVariables>;
export const UserSitesPanel_UnlinkDocument = {"__meta__":{"hash":"sha256:be0116c2453386429b975e4e34a2f0ffb2fe0209e4456ee7d1777ea86f72e0c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserSitesPanel_Unlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkUserSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<UserSitesPanel_UnlinkMutation, UserSitesPanel_UnlinkMutationVariables>;
export const ApproveConvertPopup_MatchingDocument = {"__meta__":{"hash":"sha256:eaf5553c4dd3cfd73874a1351ad5f3ff87dbe612bd4ac105176f6a38c00187e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApproveConvertPopup_Matching"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchingContractors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"siteListed"}},{"kind":"Field","name":{"kind":"Name","value":"contractName"}}]}}]}}]} as unknown as DocumentNode<ApproveConvertPopup_MatchingQuery, ApproveConvertPopup_MatchingQueryVariables>;
export const ApproveConvertPopup_ConvertDocument = {"__meta__":{"hash":"sha256:55122fd2c982bb6f7970f4c6aab6a440bad73e27558cbfb1fc8664890f994265"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveConvertPopup_Convert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"contractorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApproveConvertPopup_ConvertMutation, ApproveConvertPopup_ConvertMutationVariables>;
export const ApproveQuoteButton_QuotesDocument = {"__meta__":{"hash":"sha256:d207c4551b9caf0c94a14486f68abe1497c6407e8d2328bb7cb643012dc226aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApproveQuoteButton_Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingStatusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"billingStatusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingStatusId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quoteRef"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmountExTax"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApproveQuoteButton_QuotesQuery, ApproveQuoteButton_QuotesQueryVariables>;
export const ApproveQuoteButton_AcceptDocument = {"__meta__":{"hash":"sha256:0ad534cef7cf875983bcaced99bae64d13215398b59fdb6f55e65c8e243421ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveQuoteButton_Accept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"newWorkOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"billingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"newWorkOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApproveQuoteButton_AcceptMutation, ApproveQuoteButton_AcceptMutationVariables>;
export const DeclinePopup_DeclineDocument = {"__meta__":{"hash":"sha256:d13480bee4a196ac25288dadc7816dad309cfbdf817258100b1e954e0d858e36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclinePopup_Decline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeclinePopup_DeclineMutation, DeclinePopup_DeclineMutationVariables>;
export const SiteHistoryGrid_WorkOrdersDocument = {"__meta__":{"hash":"sha256:5f70d13fdf7b10f1d53641f05f426789d87c09539065e3c53e04f1d8f407e1c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteHistoryGrid_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}}]}}]}}]}}]} as unknown as DocumentNode<SiteHistoryGrid_WorkOrdersQuery, SiteHistoryGrid_WorkOrdersQueryVariables>;
export const WorkOrderGrid_WorkOrdersDocument = {"__meta__":{"hash":"sha256:4909675b2b6acf909040cd26000d57ae0b989d0ef0263e4f09ded677d7fb3ee9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderGrid_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}}]} as unknown as DocumentNode<WorkOrderGrid_WorkOrdersQuery, WorkOrderGrid_WorkOrdersQueryVariables>;
export const WorkOrderQuickView_WorkOrderDocument = {"__meta__":{"hash":"sha256:d04844854296e9f0df498e7e66221044abbfd26ede67bc74a08fdaadc14cf854"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderQuickView_WorkOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]}}]} as unknown as DocumentNode<WorkOrderQuickView_WorkOrderQuery, WorkOrderQuickView_WorkOrderQueryVariables>;
export const WorkOrderTabs_CountersDocument = {"__meta__":{"hash":"sha256:54c8b95d3cc0e53b2d09d27fa6802b9123a93e26369a7d4e63546c8b63eb25a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderTabs_Counters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrderCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestAwaitingAResponse"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingQuote"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingQuoteApproval"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCertAudit"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"discarded"}}]}}]}}]} as unknown as DocumentNode<WorkOrderTabs_CountersQuery, WorkOrderTabs_CountersQueryVariables>;
export const Answers_QuestionsDocument = {"__meta__":{"hash":"sha256:7d9be94a4ff6479d2b5b0d320dedc4deb5945ac8f47dc9b010f5e86aa178e60e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Answers_Questions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subTradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"subTradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subTradeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<Answers_QuestionsQuery, Answers_QuestionsQueryVariables>;
export const WorkOrderAnswers_AnswersDocument = {"__meta__":{"hash":"sha256:fd8064b86e585590f037fd9fc77f1212f3f76aca9da0d0c6024ba7b714a2ff1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderAnswers_Answers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"questionContent"}},{"kind":"Field","name":{"kind":"Name","value":"answerContent"}}]}}]}}]} as unknown as DocumentNode<WorkOrderAnswers_AnswersQuery, WorkOrderAnswers_AnswersQueryVariables>;
export const WorkOrderAnswers_SaveDocument = {"__meta__":{"hash":"sha256:83c3e519961acb5c75d91aa716d2292d5322199cd548208740f37062576068ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkOrderAnswers_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"questionContent"}},{"kind":"Field","name":{"kind":"Name","value":"answerContent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WorkOrderAnswers_SaveMutation, WorkOrderAnswers_SaveMutationVariables>;
export const WorkOrderAnswers_DeleteDocument = {"__meta__":{"hash":"sha256:aa71f343f29b6e5cf7abaabbd9fb9a5a0479045de92b1e5d75cc3d2b8f7b71dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkOrderAnswers_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<WorkOrderAnswers_DeleteMutation, WorkOrderAnswers_DeleteMutationVariables>;
export const CostReview_ChecksDocument = {"__meta__":{"hash":"sha256:302892f807bd9902813bfa57476dbbe8462b375adf22c12146acc34bc9f25c32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CostReview_Checks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costChecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"loggedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedQuoteTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"logTimeId"}},{"kind":"Field","name":{"kind":"Name","value":"workDate"}}]}}]}}]}}]} as unknown as DocumentNode<CostReview_ChecksQuery, CostReview_ChecksQueryVariables>;
export const CostTotals_CountersDocument = {"__meta__":{"hash":"sha256:f10b6cdb5d96ad28ec4e42a56b2e4e8a6f9f1320c234da41e0e4b052f7e0a8aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CostTotals_Counters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costCounters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"timeEntries"}},{"kind":"Field","name":{"kind":"Name","value":"materialEntries"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"totalHoursCost"}},{"kind":"Field","name":{"kind":"Name","value":"totalAddCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCharge"}},{"kind":"Field","name":{"kind":"Name","value":"loggedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"quotedCost"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"overBudget"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"mayLog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotedCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"quoteText"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTotal"}}]}}]}}]} as unknown as DocumentNode<CostTotals_CountersQuery, CostTotals_CountersQueryVariables>;
export const CostsTab_LogTimesDocument = {"__meta__":{"hash":"sha256:9bbed9cc60388d6bcb00e514d623c56bb1d93fd8090e963d1861308df5dd2a73"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CostsTab_LogTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogTimeSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logTimes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogTimeRow_LogTime"}},{"kind":"Field","name":{"kind":"Name","value":"costPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogTimeRow_LogTime"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogTime"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"timeTo"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfEngineers"}},{"kind":"Field","name":{"kind":"Name","value":"bankHoliday"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"manHours"}},{"kind":"Field","name":{"kind":"Name","value":"costhours"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCharge"}}]}}]} as unknown as DocumentNode<CostsTab_LogTimesQuery, CostsTab_LogTimesQueryVariables>;
export const CostsTab_LogMaterialsDocument = {"__meta__":{"hash":"sha256:1affbf321e2ca9bf11735c4ca5aff8bf4d0673cec43c5b89d5ba1062d831b5bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CostsTab_LogMaterials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogMaterialSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logMaterials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogMaterialRow_LogMaterial"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogMaterialRow_LogMaterial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogMaterial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"logMaterialTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"materialType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"costPerItem"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}}]}}]} as unknown as DocumentNode<CostsTab_LogMaterialsQuery, CostsTab_LogMaterialsQueryVariables>;
export const CostsTab_DeleteTimeDocument = {"__meta__":{"hash":"sha256:a63159e42959acf665a924d5d2da79e310ae377b58ea57c8ac166515c7256e1e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CostsTab_DeleteTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLogTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<CostsTab_DeleteTimeMutation, CostsTab_DeleteTimeMutationVariables>;
export const CostsTab_DeleteMaterialDocument = {"__meta__":{"hash":"sha256:d77778d3d6bcc8d9ad9fa3f5b473231e2f8f51fe2329b53d2d3f95b1bac5068d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CostsTab_DeleteMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLogMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<CostsTab_DeleteMaterialMutation, CostsTab_DeleteMaterialMutationVariables>;
export const LogMaterialPopup_SaveDocument = {"__meta__":{"hash":"sha256:6cd2cc392d98c99a567aa53713471dd268817f51f26fdfbb9abd73d0b5d71ed2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogMaterialPopup_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLogMaterialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLogMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logMaterial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogMaterialPopup_SaveMutation, LogMaterialPopup_SaveMutationVariables>;
export const LogMaterialPopup_TypesDocument = {"__meta__":{"hash":"sha256:45f22781ec39147db9d0fe1f171ff2e8d2034a0b56aaa061988dcbc19993774d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogMaterialPopup_Types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logMaterialTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LogMaterialPopup_TypesQuery, LogMaterialPopup_TypesQueryVariables>;
export const LogTimePopup_SaveDocument = {"__meta__":{"hash":"sha256:21d28c6c24f1a5ccb8966204e69521984ed317193a5c667bf651422fdb82fc0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogTimePopup_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLogTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLogTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogTimePopup_SaveMutation, LogTimePopup_SaveMutationVariables>;
export const LogTimePopup_ProgressCodesDocument = {"__meta__":{"hash":"sha256:6d9d9fb084fdd4dd996b5a794e183537638e5e84849ec311783eb29742b16fb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogTimePopup_ProgressCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progressCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LogTimePopup_ProgressCodesQuery, LogTimePopup_ProgressCodesQueryVariables>;
export const WorkOrderActions_SaveDocument = {"__meta__":{"hash":"sha256:e68676af295a6fa6044ca7f94349292dd7458a95dc688fbdb2527ff0977ccc9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkOrderActions_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveWorkOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveWorkOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"}},{"kind":"Field","name":{"kind":"Name","value":"decline"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"approveCosts"}},{"kind":"Field","name":{"kind":"Name","value":"queryCosts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"financialCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"queryReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WorkOrderActions_SaveMutation, WorkOrderActions_SaveMutationVariables>;
export const WorkOrderActions_CancelDocument = {"__meta__":{"hash":"sha256:61a957980395aee926fde262b8d249b124bce850332b0bd98d325deb2eb27b14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkOrderActions_Cancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelWorkOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"}},{"kind":"Field","name":{"kind":"Name","value":"decline"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"approveCosts"}},{"kind":"Field","name":{"kind":"Name","value":"queryCosts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"financialCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"queryReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WorkOrderActions_CancelMutation, WorkOrderActions_CancelMutationVariables>;
export const WorkOrderActions_ApproveDocument = {"__meta__":{"hash":"sha256:a935d4855a3085fbd4e032363151354e029b3c6a20f3acbceb4bcd5317a519c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkOrderActions_Approve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvedCost"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWorkOrderCosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"approvedCost"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvedCost"}}},{"kind":"Argument","name":{"kind":"Name","value":"valuationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valuationNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"}},{"kind":"Field","name":{"kind":"Name","value":"decline"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"approveCosts"}},{"kind":"Field","name":{"kind":"Name","value":"queryCosts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"financialCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"queryReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WorkOrderActions_ApproveMutation, WorkOrderActions_ApproveMutationVariables>;
export const WorkOrderActions_QueryDocument = {"__meta__":{"hash":"sha256:38c1368fc23ac7c637c4cdef58e44af1a302daf5df8519e7491c1bddbc5bfe1c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkOrderActions_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queryReasonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryWorkOrderCosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"queryReasonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queryReasonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"}},{"kind":"Field","name":{"kind":"Name","value":"decline"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"approveCosts"}},{"kind":"Field","name":{"kind":"Name","value":"queryCosts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"financialCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"queryReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WorkOrderActions_QueryMutation, WorkOrderActions_QueryMutationVariables>;
export const WorkOrderActions_CompleteDocument = {"__meta__":{"hash":"sha256:57f64ca2e98220b13261e67ccbb5447b8c7f160391d50966e883245d0758e894"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkOrderActions_Complete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeWorkOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"}},{"kind":"Field","name":{"kind":"Name","value":"decline"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"approveCosts"}},{"kind":"Field","name":{"kind":"Name","value":"queryCosts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"financialCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"queryReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WorkOrderActions_CompleteMutation, WorkOrderActions_CompleteMutationVariables>;
export const WorkOrderActions_SubmitDocument = {"__meta__":{"hash":"sha256:d760da0c9ce8fae612ebb98cf99bd462a16ee8623def3f17ef0142eaec378e95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkOrderActions_Submit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitWorkOrderCosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"}},{"kind":"Field","name":{"kind":"Name","value":"decline"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"approveCosts"}},{"kind":"Field","name":{"kind":"Name","value":"queryCosts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"financialCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"queryReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WorkOrderActions_SubmitMutation, WorkOrderActions_SubmitMutationVariables>;
export const WorkOrderForm_AssetWarrantyDocument = {"__meta__":{"hash":"sha256:8f8334037a639b94ab7ac93953e052772208283ef68f4ad3cde20ad973b65178"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderForm_AssetWarranty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inWarranty"}}]}}]}}]} as unknown as DocumentNode<WorkOrderForm_AssetWarrantyQuery, WorkOrderForm_AssetWarrantyQueryVariables>;
export const WorkOrderLookups_AllDocument = {"__meta__":{"hash":"sha256:22fd5e59fe6255457a0b163b270c5c4ef2ed8208a00399ee4c7c20dbe0184006"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderLookups_All"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methodsOfRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slaCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"financialCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queryReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progressCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkOrderLookups_AllQuery, WorkOrderLookups_AllQueryVariables>;
export const WorkOrderLookups_ClientDocument = {"__meta__":{"hash":"sha256:14409a916d0321702f64cc915af24ad0fff794e8d5991829fc9178b14d07fbd5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderLookups_Client"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityName"},"value":{"kind":"StringValue","value":"Client","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkOrderLookups_ClientQuery, WorkOrderLookups_ClientQueryVariables>;
export const WorkOrderLookups_SiteDocument = {"__meta__":{"hash":"sha256:25a5e82a57ac8abfb2b1789f51c5e95c3be4a93c09d92004063916fd17a375df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderLookups_Site"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}}]}}]}}]} as unknown as DocumentNode<WorkOrderLookups_SiteQuery, WorkOrderLookups_SiteQueryVariables>;
export const WorkOrderLookups_SubTradesDocument = {"__meta__":{"hash":"sha256:32389b46c5e8bcff743d44002e043f94c2291490d51b15202c452358f711375e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderLookups_SubTrades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorkOrderLookups_SubTradesQuery, WorkOrderLookups_SubTradesQueryVariables>;
export const StaffWorkOrder_LoadDocument = {"__meta__":{"hash":"sha256:b43f83017f177849c401ebfc672b14751e1b4fbb0531cb4a4eaeb3b153569bd0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffWorkOrder_Load"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderEditor_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveAndConvert"}},{"kind":"Field","name":{"kind":"Name","value":"decline"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"submitCosts"}},{"kind":"Field","name":{"kind":"Name","value":"approveCosts"}},{"kind":"Field","name":{"kind":"Name","value":"queryCosts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"assetId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"progressCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"financialCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"capitalCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"queryReasonId"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}}]}}]} as unknown as DocumentNode<StaffWorkOrder_LoadQuery, StaffWorkOrder_LoadQueryVariables>;
export const WorkOrderDetails_WorkOrderDocument = {"__meta__":{"hash":"sha256:315c200e219860aa16d6cdb91013eadc2537cb1f08114a3dac19ad37597ff164"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderDetails_WorkOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlaClocks_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slaClocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"minutesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"businessHoursOnly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlaClocks_WorkOrder"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isClient"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isStaff"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]}}]} as unknown as DocumentNode<WorkOrderDetails_WorkOrderQuery, WorkOrderDetails_WorkOrderQueryVariables>;
export const AuditsTab_AuditsDocument = {"__meta__":{"hash":"sha256:48aa2092e5cc392a26feb9fad901b10b151397947512554206847022220da928"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditsTab_Audits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrderAudits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actionByName"}},{"kind":"Field","name":{"kind":"Name","value":"actionTaken"}}]}}]}}]}}]} as unknown as DocumentNode<AuditsTab_AuditsQuery, AuditsTab_AuditsQueryVariables>;
export const LinkWorkOrdersPopup_WorkOrdersDocument = {"__meta__":{"hash":"sha256:d92f1c8b6cb1e28b525e4a51505dcb34e29c8b11d76d149fae52a00f23aea437"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkWorkOrdersPopup_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}}]}}]}}]}}]} as unknown as DocumentNode<LinkWorkOrdersPopup_WorkOrdersQuery, LinkWorkOrdersPopup_WorkOrdersQueryVariables>;
export const LinkWorkOrdersPopup_LinkDocument = {"__meta__":{"hash":"sha256:94887fe53eeb1af26d715970232acd3a4af76150e512ef87365b74e8a35da40c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkWorkOrdersPopup_Link"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentWorkOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childWorkOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkWorkOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentWorkOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentWorkOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"childWorkOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childWorkOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LinkWorkOrdersPopup_LinkMutation, LinkWorkOrdersPopup_LinkMutationVariables>;
export const LinkedWorkOrdersTab_LinksDocument = {"__meta__":{"hash":"sha256:cb78f6ea76753bed2f36ebe132df3c88bbfe2f1fc847516e8c4732468ded0892"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedWorkOrdersTab_Links"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedWorkOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentWorkOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"childWorkOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LinkedWorkOrdersTab_LinksQuery, LinkedWorkOrdersTab_LinksQueryVariables>;
export const LinkedWorkOrdersTab_UnlinkDocument = {"__meta__":{"hash":"sha256:edc3006b67699440aae2445b5f7968b3b2c098a48d7a6cb776067745ab19b1f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkedWorkOrdersTab_Unlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkWorkOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<LinkedWorkOrdersTab_UnlinkMutation, LinkedWorkOrdersTab_UnlinkMutationVariables>;
export const NotePopup_SaveDocument = {"__meta__":{"hash":"sha256:58de58f41a2b9e6b3f6941fa30c07228ba326e26dea4339a3768b633d4d65a89"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotePopup_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveWorkOrderNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveWorkOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"noteTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<NotePopup_SaveMutation, NotePopup_SaveMutationVariables>;
export const NotesTab_NotesDocument = {"__meta__":{"hash":"sha256:9eb20718bf2a41b98b278482e947ee12f76fa70f4d9122abe71cfa91856b25a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotesTab_Notes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"privateNote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrderNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"privateNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"privateNote"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"noteTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<NotesTab_NotesQuery, NotesTab_NotesQueryVariables>;
export const NotesTab_DeleteDocument = {"__meta__":{"hash":"sha256:7b9a685e990dee1c7d16407e898e298c64f059885022d846de42d1ef2de44868"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotesTab_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<NotesTab_DeleteMutation, NotesTab_DeleteMutationVariables>;
export const ResendNotificationTab_MessagesDocument = {"__meta__":{"hash":"sha256:8d8379651d7c2c0d4e5115b35bd5181f71826cdfdf52c1b63a797a3e76c8fcfe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResendNotificationTab_Messages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrderNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<ResendNotificationTab_MessagesQuery, ResendNotificationTab_MessagesQueryVariables>;
export const ResendNotificationTab_ResendDocument = {"__meta__":{"hash":"sha256:e4f4e5789ce05bf1c5f7b8a8059f8f4dc17e4648cde2bfa4615f4799c8452b49"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendNotificationTab_Resend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWorkOrderNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaveForm_Error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaveForm_Error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendNotificationTab_ResendMutation, ResendNotificationTab_ResendMutationVariables>;