import { entityReference } from "@wo/shared";
import { Site, SITE_TENANCY } from "./site.entity";

export const siteReference = entityReference("Site", Site, SITE_TENANCY);
