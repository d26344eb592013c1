import { entityReference } from "@wo/shared";
import { Brand, BRAND_TENANCY } from "./brand.entity";
import { Client, CLIENT_TENANCY } from "./client.entity";

export const clientReference = entityReference("Client", Client, CLIENT_TENANCY);
export const brandReference = entityReference("Brand", Brand, BRAND_TENANCY);
