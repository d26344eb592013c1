import { lazyPage, type AppArea } from "../../app/area";

/** A document by its link (#/documents/{id}): opens it through a short-lived signed link */
export const documentsArea: AppArea = {
  name: "documents",
  routes: [{ path: "documents/:id", element: lazyPage(() => import("./pages/DocumentPage"), "DocumentPage") }],
  rules: [
    {
      path: "/documents/:id",
      staff: true,
      client: true,
      contractor: true,
      note: "a document's download; the server answers NOT_FOUND for another tenant's",
    },
  ],
};
