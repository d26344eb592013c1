import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { UserFormPopup } from "../../users/components/UserFormPopup";
import { ContractorsPage } from "./ContractorsPage";

/**
 * #/contractors/contact/create (§2.6): the new contact popup over the contractors grid, the user form
 * fixed to type Contractor (3) with the contractor to choose; closing goes back to the grid.
 */
export function ContractorContactCreatePage() {
  const navigate = useNavigate();
  return (
    <ContractorsPage>
      <UserFormPopup userId={null} ownerKind="Contractor" onClose={() => navigate(paths.contractors())} onChanged={() => undefined} />
    </ContractorsPage>
  );
}
