/** Demo data: believable UK clients, sites, contractors and trades. Deterministic: no randomness here. */

export const CLIENTS = [
  { name: "Harbour Retail Group", customer: "HRG001", contractValue: "1250000.00", brands: ["Harbour Home", "Harbour Express"] },
  { name: "Northgate Leisure Ltd", customer: "NGL002", contractValue: "640000.00", brands: ["Northgate Gyms", "Splash Pools"] },
  { name: "Meridian Healthcare Trust", customer: "MHT003", contractValue: "980000.00", brands: ["Meridian Clinics"] },
  { name: "Crown Hospitality plc", customer: "CRH004", contractValue: "455000.00", brands: ["Crown Inns", "The Copper Kettle"] },
];

/** Town, county and postcode district; house numbers and streets make each address. */
export const TOWNS = [
  { city: "Manchester", county: "Greater Manchester", district: "M1", sector: "4BT" },
  { city: "Leeds", county: "West Yorkshire", district: "LS1", sector: "5DL" },
  { city: "Birmingham", county: "West Midlands", district: "B2", sector: "4QA" },
  { city: "Bristol", county: "Bristol", district: "BS1", sector: "3AE" },
  { city: "Nottingham", county: "Nottinghamshire", district: "NG1", sector: "2BY" },
  { city: "Sheffield", county: "South Yorkshire", district: "S1", sector: "2HH" },
  { city: "Newcastle upon Tyne", county: "Tyne and Wear", district: "NE1", sector: "7RU" },
  { city: "Liverpool", county: "Merseyside", district: "L1", sector: "8JQ" },
  { city: "York", county: "North Yorkshire", district: "YO1", sector: "8RS" },
  { city: "Norwich", county: "Norfolk", district: "NR2", sector: "1NR" },
  { city: "Cambridge", county: "Cambridgeshire", district: "CB2", sector: "3QZ" },
  { city: "Oxford", county: "Oxfordshire", district: "OX1", sector: "3BY" },
  { city: "Reading", county: "Berkshire", district: "RG1", sector: "2AG" },
  { city: "Southampton", county: "Hampshire", district: "SO14", sector: "7DU" },
  { city: "Brighton", county: "East Sussex", district: "BN1", sector: "1GE" },
  { city: "Exeter", county: "Devon", district: "EX4", sector: "3LS" },
  { city: "Cardiff", county: "South Glamorgan", district: "CF10", sector: "1FS" },
  { city: "Leicester", county: "Leicestershire", district: "LE1", sector: "4FQ" },
  { city: "Derby", county: "Derbyshire", district: "DE1", sector: "2PL" },
  { city: "Coventry", county: "West Midlands", district: "CV1", sector: "1GF" },
  { city: "Milton Keynes", county: "Buckinghamshire", district: "MK9", sector: "3ES" },
  { city: "Chester", county: "Cheshire", district: "CH1", sector: "2HJ" },
  { city: "Preston", county: "Lancashire", district: "PR1", sector: "2NH" },
  { city: "Hull", county: "East Riding of Yorkshire", district: "HU1", sector: "3JJ" },
  { city: "Plymouth", county: "Devon", district: "PL1", sector: "1EA" },
  { city: "Stoke-on-Trent", county: "Staffordshire", district: "ST1", sector: "1LZ" },
  { city: "Bath", county: "Somerset", district: "BA1", sector: "1SU" },
  { city: "Canterbury", county: "Kent", district: "CT1", sector: "2RB" },
  { city: "Lincoln", county: "Lincolnshire", district: "LN1", sector: "1HY" },
  { city: "Carlisle", county: "Cumbria", district: "CA3", sector: "8QW" },
  { city: "Durham", county: "County Durham", district: "DH1", sector: "3NJ" },
  { city: "Worcester", county: "Worcestershire", district: "WR1", sector: "2QX" },
  { city: "Guildford", county: "Surrey", district: "GU1", sector: "3BB" },
  { city: "Ipswich", county: "Suffolk", district: "IP1", sector: "1DL" },
  { city: "Swindon", county: "Wiltshire", district: "SN1", sector: "1LA" },
  { city: "Peterborough", county: "Cambridgeshire", district: "PE1", sector: "1XJ" },
];

export const STREETS = [
  "High Street",
  "Market Place",
  "Station Road",
  "Church Street",
  "King Street",
  "Queen Street",
  "Victoria Road",
  "Albert Street",
  "Bridge Street",
  "Park Lane",
  "Mill Lane",
  "London Road",
  "Castle Street",
  "Union Street",
];

export const SITE_MANAGERS = [
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
];

type Band = readonly [start: string, finish: string] | null;

/**
 * Contractors' time windows (HH:mm): normal hours, then three out-of-hours bands (an evening, an
 * overnight band across midnight, an early morning or weekend-style band). Reactive trades (plumbing,
 * locks, fire, lifts) cover round the clock; roofing and grounds work daylight hours only.
 */
export const TIME_WINDOWS: Record<string, { normal: readonly [string, string]; ooh: readonly [Band, Band, Band] }> = {
  standard: {
    normal: ["08:00", "17:30"],
    ooh: [
      ["17:30", "22:00"],
      ["22:00", "06:00"],
      ["06:00", "08:00"],
    ],
  },
  allHours: {
    normal: ["08:00", "17:00"],
    ooh: [
      ["17:00", "23:00"],
      ["23:00", "07:00"],
      ["07:00", "08:00"],
    ],
  },
  extended: { normal: ["07:30", "18:00"], ooh: [["18:00", "22:00"], ["22:00", "07:30"], null] },
  early: { normal: ["07:00", "16:00"], ooh: [["16:00", "20:00"], null, null] },
  cleaning: { normal: ["06:00", "14:00"], ooh: [["18:00", "23:00"], null, null] },
  daytime: { normal: ["08:00", "16:30"], ooh: [null, null, null] },
};

export const CONTRACTORS = [
  {
    name: "Apex Building Services Ltd",
    short: "APEX",
    windows: "standard",
    contact: "Mark Stevens",
    phone: "0161 496 0321",
    ooh: "07700 900321",
    email: "jobs@apexbuilding.example.co.uk",
  },
  {
    name: "Brightwater Plumbing & Heating",
    short: "BRIGHT",
    windows: "standard",
    contact: "Claire Fenton",
    phone: "0113 496 0488",
    ooh: "07700 900488",
    email: "service@brightwater.example.co.uk",
  },
  {
    name: "Sparkright Electrical Contractors",
    short: "SPARK",
    windows: "standard",
    contact: "Dev Sharma",
    phone: "0121 496 0712",
    ooh: "07700 900712",
    email: "ops@sparkright.example.co.uk",
  },
  {
    name: "Northern Roofing Solutions",
    short: "NRS",
    windows: "daytime",
    contact: "Phil Ashworth",
    phone: "0191 498 0155",
    ooh: "07700 900155",
    email: "enquiries@northernroofing.example.co.uk",
  },
  {
    name: "Coolair HVAC Services",
    short: "COOLAIR",
    windows: "extended",
    contact: "Lucy Marsh",
    phone: "0117 496 0934",
    ooh: "07700 900934",
    email: "helpdesk@coolair.example.co.uk",
  },
  {
    name: "Keystone Glazing",
    short: "KEYGLAZE",
    windows: "early",
    contact: "Ian Doherty",
    phone: "0115 496 0267",
    ooh: "07700 900267",
    email: "glazing@keystone.example.co.uk",
  },
  {
    name: "Evergreen Grounds Maintenance",
    short: "EVERGRN",
    windows: "daytime",
    contact: "Sophie Turner",
    phone: "01223 496 041",
    ooh: "07700 900041",
    email: "grounds@evergreen.example.co.uk",
  },
  {
    name: "Secure Lock & Door",
    short: "SECLOCK",
    windows: "allHours",
    contact: "Ryan Pike",
    phone: "0114 496 0890",
    ooh: "07700 900890",
    email: "callouts@securelock.example.co.uk",
  },
  {
    name: "Pristine Cleaning Services",
    short: "PRISTINE",
    windows: "cleaning",
    contact: "Joanna Kowalski",
    phone: "0151 496 0576",
    ooh: "07700 900576",
    email: "bookings@pristine.example.co.uk",
  },
  {
    name: "Firesafe Systems Ltd",
    short: "FIRESAFE",
    windows: "allHours",
    contact: "Nathan Greaves",
    phone: "01865 496 013",
    ooh: "07700 900013",
    email: "service@firesafe.example.co.uk",
  },
  {
    name: "Liftcare Engineering",
    short: "LIFTCARE",
    windows: "allHours",
    contact: "Beth Morrison",
    phone: "029 2018 0644",
    ooh: "07700 900644",
    email: "breakdowns@liftcare.example.co.uk",
  },
  {
    name: "Drainmaster UK",
    short: "DRAIN",
    windows: "extended",
    contact: "Kevin Walsh",
    phone: "0116 496 0399",
    ooh: "07700 900399",
    email: "jobs@drainmaster.example.co.uk",
  },
];

/** Trades and their sub-trades. */
export const TRADES: { name: string; subTrades: string[] }[] = [
  { name: "Plumbing", subTrades: ["Leaks", "Blocked Drains", "Water Heaters", "Sanitaryware"] },
  { name: "Electrical", subTrades: ["Lighting", "Power", "Emergency Lighting", "Fixed Wire Testing"] },
  { name: "HVAC", subTrades: ["Air Conditioning", "Boilers", "Ventilation"] },
  { name: "Building Fabric", subTrades: ["Roofing", "Doors & Locks", "Glazing", "Flooring", "Decorating"] },
  { name: "Fire Safety", subTrades: ["Fire Alarms", "Extinguishers", "Sprinklers"] },
  { name: "Grounds", subTrades: ["Landscaping", "Gritting"] },
  { name: "Lifts", subTrades: ["Passenger Lifts"] },
  { name: "Cleaning", subTrades: ["Deep Clean", "Window Cleaning"] },
];
