/** Demo work-order texts by sub-trade (names as the assets demo data has them). */
export const ISSUES: { subTrade: string; issue: string; details: string }[] = [
  {
    subTrade: "Leaks",
    issue: "Leaking tap in staff kitchen",
    details: "Cold tap dripping constantly; washer likely worn. Staff have placed a bucket underneath.",
  },
  {
    subTrade: "Leaks",
    issue: "Water coming through ceiling tile",
    details: "Stained ceiling tile above the stockroom door is wet to the touch. Area cordoned off.",
  },
  {
    subTrade: "Leaks",
    issue: "Leak under customer toilet sink",
    details: "Pooling water under the vanity unit in the ground-floor customer toilets.",
  },
  {
    subTrade: "Blocked Drains",
    issue: "Blocked drain in rear yard",
    details: "Surface water not draining after rain; gully grid full of silt and leaves.",
  },
  { subTrade: "Blocked Drains", issue: "Toilet blocked in gents", details: "Cubicle 2 blocked and out of use. Plunging has not cleared it." },
  {
    subTrade: "Water Heaters",
    issue: "No hot water in staff washroom",
    details: "Point-of-use heater under the basin shows no power light. Checked the fused spur.",
  },
  { subTrade: "Water Heaters", issue: "Water heater tripping the breaker", details: "Breaker trips within minutes of the heater being switched on." },
  {
    subTrade: "Sanitaryware",
    issue: "Cracked toilet pan in disabled toilet",
    details: "Hairline crack at the base; slight seepage. Toilet taken out of use.",
  },
  {
    subTrade: "Lighting",
    issue: "Lights flickering on shop floor",
    details: "Three LED panels in aisle 4 flicker intermittently; customers have complained.",
  },
  {
    subTrade: "Lighting",
    issue: "External car park lighting not working",
    details: "Two columns in the customer car park are out. Area is dark after 4pm.",
  },
  {
    subTrade: "Lighting",
    issue: "Replace failed lamps in back office",
    details: "Four fluorescent tubes failed in the back office; replace with LED equivalents.",
  },
  {
    subTrade: "Power",
    issue: "Double socket not working at till 3",
    details: "No power at the double socket serving till 3; other sockets on the circuit are fine.",
  },
  {
    subTrade: "Power",
    issue: "RCD tripping intermittently",
    details: "Main RCD trips two or three times a week, usually overnight. Chillers affected.",
  },
  {
    subTrade: "Emergency Lighting",
    issue: "Emergency lighting fault on first floor",
    details: "Monthly test shows two fittings failing to illuminate on the first-floor corridor.",
  },
  {
    subTrade: "Emergency Lighting",
    issue: "Annual emergency lighting duration test",
    details: "Three-hour duration test due; certificate required for the fire risk assessment.",
  },
  {
    subTrade: "Fixed Wire Testing",
    issue: "Five-yearly EICR due",
    details: "Electrical installation condition report due this quarter. Out-of-hours access only.",
  },
  {
    subTrade: "Air Conditioning",
    issue: "Air conditioning not cooling",
    details: "Unit in the main sales area blowing warm air; display shows error E5.",
  },
  {
    subTrade: "Air Conditioning",
    issue: "Air conditioning unit leaking water",
    details: "Condensate dripping from the cassette unit above the fitting rooms.",
  },
  { subTrade: "Boilers", issue: "Boiler showing fault code", details: "Boiler locked out with fault F28; no heating in the building this morning." },
  {
    subTrade: "Boilers",
    issue: "Annual boiler service and gas safety check",
    details: "Annual service and CP12 certificate due. Please book with the site manager.",
  },
  { subTrade: "Ventilation", issue: "Kitchen extract fan noisy", details: "Loud rattling from the extract canopy fan during service." },
  { subTrade: "Ventilation", issue: "Toilet extract not working", details: "Extract fan in the staff toilets not running; room smells damp." },
  {
    subTrade: "Roofing",
    issue: "Roof leak above stockroom",
    details: "Water ingress during heavy rain at the junction of the flat roof and the parapet.",
  },
  {
    subTrade: "Roofing",
    issue: "Gutters overflowing at front elevation",
    details: "Gutters full of debris and overflowing onto the entrance canopy.",
  },
  {
    subTrade: "Doors & Locks",
    issue: "Automatic entrance door not opening",
    details: "Sensor not detecting customers; door has been wedged open manually.",
  },
  {
    subTrade: "Doors & Locks",
    issue: "Fire exit door will not close",
    details: "Rear fire exit door drops on its hinges and will not latch. Site is insecure.",
  },
  {
    subTrade: "Doors & Locks",
    issue: "Lock barrel broken on office door",
    details: "Key snapped in the lock of the manager's office; door currently locked.",
  },
  {
    subTrade: "Glazing",
    issue: "Shop front glass cracked",
    details: "Large crack across the left-hand shop front pane after an impact overnight. Boarding may be needed.",
  },
  { subTrade: "Glazing", issue: "Misted double glazing unit in office", details: "Sealed unit has failed and is misted between the panes." },
  {
    subTrade: "Flooring",
    issue: "Lifting floor tiles by entrance",
    details: "Several vinyl tiles lifting inside the main entrance: trip hazard, area coned off.",
  },
  {
    subTrade: "Flooring",
    issue: "Carpet damaged in meeting room",
    details: "Carpet torn near the door threshold; needs patch repair or replacement.",
  },
  {
    subTrade: "Decorating",
    issue: "Redecorate customer toilets",
    details: "Walls scuffed and paint flaking; redecorate ahead of the refit inspection.",
  },
  {
    subTrade: "Fire Alarms",
    issue: "Fire alarm panel showing fault",
    details: "Panel displays a zone 3 fault and the buzzer sounds intermittently.",
  },
  {
    subTrade: "Fire Alarms",
    issue: "Quarterly fire alarm service",
    details: "Quarterly service and test of the fire alarm system; certificate required.",
  },
  { subTrade: "Extinguishers", issue: "Annual extinguisher service", details: "Service all extinguishers on site and replace any out of date." },
  {
    subTrade: "Sprinklers",
    issue: "Sprinkler system low pressure alarm",
    details: "Low pressure alarm on the sprinkler valve set; insurer to be informed.",
  },
  {
    subTrade: "Landscaping",
    issue: "Overgrown hedges at car park entrance",
    details: "Hedges obstructing the sight line for vehicles leaving the car park.",
  },
  {
    subTrade: "Gritting",
    issue: "Grit car park and walkways",
    details: "Frost forecast overnight; grit the car park and pedestrian routes before opening.",
  },
  {
    subTrade: "Passenger Lifts",
    issue: "Passenger lift out of service",
    details: "Lift stuck at first floor with doors open; no one trapped. Out of service notice posted.",
  },
  {
    subTrade: "Passenger Lifts",
    issue: "Six-monthly lift inspection",
    details: "LOLER thorough examination due; engineer to liaise with the insurer's inspector.",
  },
  {
    subTrade: "Deep Clean",
    issue: "Deep clean of kitchen after flood",
    details: "Kitchen floor and units need a deep clean and sanitise after the leak was fixed.",
  },
  { subTrade: "Window Cleaning", issue: "External window clean", details: "Monthly external window clean including the first-floor office windows." },
];

export const REQUESTERS = [
  "Sarah Whitfield",
  "James Okafor",
  "Priya Patel",
  "Tom Hargreaves",
  "Emma Lindqvist",
  "Daniel Brennan",
  "Aisha Rahman",
  "Gareth Lloyd",
  "Hannah Cole",
  "Mohammed Iqbal",
  "Rachel Dunn",
  "Owen Price",
  "Fiona Sinclair",
  "Robert Kerr",
];

/** Share (per cent) of work orders in each status: most history is closed, a working week's worth is open. */
export const STATUS_WEIGHTS: Record<number, number> = {
  1: 6,
  2: 14,
  3: 5,
  4: 4,
  5: 5,
  6: 20,
  7: 12,
  8: 4,
  9: 4,
  10: 8,
  11: 3,
  12: 6,
  13: 4,
  14: 5,
};

/**
 * The client contact of a client's demo orders: ids of identity's demo users client@example.com
 * (client 1) and client2@example.com (client 2), which identity's seeder creates 10th and 12th.
 */
export const DEMO_CONTACTS: Record<number, number> = { 1: 10, 2: 12 };

/**
 * Who writes the demo notes: ids and names of identity's demo users (its seeder creates them in
 * this order; see DEMO_CONTACTS). Staff write public and private notes; the client contact of a
 * client's order and the contractor user of a contractor's order write public ones.
 */
export const NOTE_STAFF = [
  { id: 1, name: "Alex Morgan" },
  { id: 3, name: "Harry Fletcher" },
  { id: 4, name: "Chloe Ramsay" },
  { id: 5, name: "Jack Holloway" },
  { id: 9, name: "Ben Carter" },
];
export const NOTE_CLIENT_USERS: Record<number, { id: number; name: string }> = {
  1: { id: 10, name: "Fiona Sinclair" },
  2: { id: 12, name: "Robert Kerr" },
};
export const NOTE_CONTRACTOR_USERS: Record<number, { id: number; name: string }> = {
  1: { id: 11, name: "Mark Stevens" },
  2: { id: 13, name: "Claire Fenton" },
};

/** Demo note texts by who writes them: staff public, staff private, the client, the contractor. */
export const NOTE_TEXTS: { kind: "staff" | "private" | "client" | "contractor"; note: string }[] = [
  { kind: "staff", note: "Contractor contacted by phone, attendance confirmed for tomorrow morning." },
  { kind: "staff", note: "Site manager informed of the engineer's arrival time." },
  { kind: "staff", note: "Chased the contractor for an update: awaiting the job sheet." },
  { kind: "staff", note: "Parts on order, expected within 3 working days. Client updated." },
  { kind: "staff", note: "Access arranged through the front of house team; keys at reception." },
  { kind: "staff", note: "Photos received from site, issue confirmed. Raised with the contractor." },
  { kind: "private", note: "Contractor's last two invoices on this site were queried: check the costs carefully." },
  { kind: "private", note: "Client is disputing the call-out charge: do not discuss costs until Finance has replied." },
  { kind: "private", note: "Possible recharge to the tenant: hold the invoice until the lease is checked." },
  { kind: "private", note: "Engineer reported an unsafe isolation left by the previous contractor; H&S informed." },
  { kind: "client", note: "Please ask the engineer to sign in at reception and wear a visitor badge." },
  { kind: "client", note: "The store opens at 9am: any work before then needs the manager on site." },
  { kind: "client", note: "Problem has come back since the last visit, please can someone attend again." },
  { kind: "contractor", note: "Engineer attended, temporary repair made. Return visit needed with parts." },
  { kind: "contractor", note: "No access on arrival: site closed. Rebooking for the next available slot." },
  { kind: "contractor", note: "Work completed and tested; job sheet uploaded." },
];

/** Why a contractor amended its submitted price (the demo's amended orders, five of them: the seeder picks one by hash). */
export const AMENDMENT_REASONS = [
  "A second visit was needed to finish the repair",
  "Replacement parts cost more than the supplier's list price",
  "Access equipment had to be hired on the day",
  "The site asked for the work to be done out of hours",
  "Extra materials once the old unit was removed",
];
