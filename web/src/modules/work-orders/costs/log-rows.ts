import { getFragmentData, graphql, type FragmentType } from "../../../gql";

/**
 * A logged time row's fields, the ones every costs screen lists and edits (the staff Costs tab, the
 * contractor portal's costs): each screen's own logs query spreads it, and reads it with logTimeOf.
 */
export const LogTimeRow_LogTime = graphql(`
  fragment LogTimeRow_LogTime on LogTime {
    id
    version
    workDate
    timeFrom
    timeTo
    numberOfEngineers
    bankHoliday
    progressCodeId
    manHours
    costhours
    callOutCharge
  }
`);

/** A logged material row's fields, shared as LogTimeRow_LogTime is; read with logMaterialOf. */
export const LogMaterialRow_LogMaterial = graphql(`
  fragment LogMaterialRow_LogMaterial on LogMaterial {
    id
    version
    logMaterialTypeId
    materialType
    description
    costPerItem
    quantity
    totalCost
  }
`);

/** A logs query's time row, read through its LogTimeRow_LogTime fields */
export const logTimeOf = (row: FragmentType<typeof LogTimeRow_LogTime>) => getFragmentData(LogTimeRow_LogTime, row);

/** A logs query's material row, read through its LogMaterialRow_LogMaterial fields */
export const logMaterialOf = (row: FragmentType<typeof LogMaterialRow_LogMaterial>) => getFragmentData(LogMaterialRow_LogMaterial, row);
