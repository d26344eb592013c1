import { CONTRACT_READ_FLAGS, CONTRACT_WRITE_FLAGS } from "../../app/access/audiences";
import { hasPermission, type AccessViewer } from "../../app/access/viewer";

export { CONTRACT_READ_FLAGS, CONTRACT_WRITE_FLAGS };

/** Whether the user reads contracts (a contract flag; administrators always) */
export const canReadContracts = (viewer: AccessViewer) => CONTRACT_READ_FLAGS.some((f) => hasPermission(viewer, f));

/** Whether the user may change contracts, their contractors, rates and sites (administrators always) */
export const canWriteContracts = (viewer: AccessViewer) => CONTRACT_WRITE_FLAGS.some((f) => hasPermission(viewer, f, "full"));
