import { hasPermission, type AccessViewer } from "../../app/access/viewer";

/** The permission-matrix flags that read contracts (Contracts, Finance, Operations, Management: §6) */
export const CONTRACT_READ_FLAGS = ["contractContractAssign", "contractFinanceAssign", "contractOperationsAssign", "contractsOverallAssign"];
/** The flags that change them (Contracts, Operations) */
export const CONTRACT_WRITE_FLAGS = ["contractContractAssign", "contractOperationsAssign"];

/** Whether the user may change contracts, their contractors, rates and sites (administrators always) */
export const canWriteContracts = (viewer: AccessViewer) => viewer.kind === "ADMIN" || CONTRACT_WRITE_FLAGS.some((f) => hasPermission(viewer, f, "full"));
