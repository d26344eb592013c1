import { withAnyPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** The compliance register (issue 27): staff holding customers or documents, as the API's complianceRegister */
export const complianceArea: AppArea = {
  name: "compliance",
  routes: [{ path: "compliance", element: lazyPage(() => import("./pages/ComplianceRegisterPage"), "ComplianceRegisterPage") }],
  rules: [
    {
      path: "/compliance",
      staff: withAnyPermission(["customers", "documents"]),
      note: "the compliance register (issue 27): staff with customers or documents read, as complianceRegister",
    },
  ],
  sidebar: [
    { key: "compliance", title: "Compliance", icon: "shield", to: paths.compliance(), rule: { anyOf: ["customers", "documents"], level: "read" } },
  ],
};
