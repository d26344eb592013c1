import type { EntityManager } from "@mikro-orm/postgresql";
import { Question } from "../modules/trade/question.entity";
import { Trade } from "../modules/trade/trade.entity";

/** The checklist questions of every demo sub-trade (by its name), asked in this order. */
export const QUESTIONS: Record<string, string[]> = {
  Leaks: [
    "Has the water supply to the affected area been isolated?",
    "Is the leak near any electrical fittings or equipment?",
    "Is water coming through a ceiling or from a pipe joint you can see?",
  ],
  "Blocked Drains": [
    "Is the blockage inside the building or in an external drain or manhole?",
    "Are toilets or sinks backing up or overflowing?",
    "Is there a foul smell or sewage on the surface?",
  ],
  "Water Heaters": [
    "Is there any hot water at all, or is it only lukewarm?",
    "Is the unit showing a fault code or warning light? If so, which?",
    "Has the unvented cylinder's annual service been carried out in the last 12 months?",
  ],
  Sanitaryware: [
    "Which fitting is affected (WC, urinal, basin, shower)?",
    "Is the fitting cracked or leaking?",
    "Can the toilet be taken out of use?",
  ],
  Lighting: [
    "How many light fittings are affected?",
    "Are the fittings at high level (over 3 m, needing access equipment)?",
    "Is it the lamp only, or has the fitting itself failed?",
  ],
  Power: [
    "Has a circuit breaker or RCD tripped at the distribution board?",
    "Has the RCD been tested and does it reset?",
    "Are there any signs of burning, scorching or a smell of burning?",
    "Is any critical equipment (tills, freezers, servers) without power?",
  ],
  "Emergency Lighting": [
    "Which fittings failed the monthly flick test?",
    "Is the emergency lighting log book available on site?",
    "When was the last annual three-hour duration test?",
  ],
  "Fixed Wire Testing": [
    "Is the current EICR available, and what is its date?",
    "How many distribution boards are on site?",
    "Can power be isolated out of trading hours for testing?",
  ],
  "Air Conditioning": [
    "Is the unit blowing warm air, no air at all, or leaking water?",
    "Is the indoor unit showing a fault code? If so, which?",
    "Does the system hold more than 5 tonnes CO2e of refrigerant (F-gas leak checks)?",
  ],
  Boilers: [
    "Is the boiler's gas safety certificate in date?",
    "Is the boiler showing a fault or lockout code? If so, which?",
    "Is there any smell of gas? (If so, call the National Gas Emergency number 0800 111 999 first.)",
    "Is the heating, the hot water or both affected?",
  ],
  Ventilation: [
    "Which area or air handling unit is affected?",
    "Is the fan running but with no airflow, or not running at all?",
    "When were the filters last changed?",
  ],
  Roofing: [
    "Is water coming in? Where in the building?",
    "Is there safe access to the roof (fixed ladder, edge protection, roof hatch)?",
    "Is the roof known or suspected to contain asbestos (e.g. cement sheet)?",
  ],
  "Doors & Locks": [
    "Is the door a fire door or on a fire escape route?",
    "Can the building be secured tonight?",
    "Is it the lock, the closer, the hinges or the frame that has failed?",
  ],
  Glazing: [
    "Is the pane cracked or fully broken?",
    "Does the glass need boarding up to make the site safe and secure?",
    "Is it a shopfront, a door or a window, and roughly what size is the pane?",
  ],
  Flooring: [
    "Is the damaged floor a trip hazard?",
    "What is the floor finish (vinyl, carpet tiles, ceramic, timber)?",
    "Roughly what area is affected?",
  ],
  Decorating: [
    "Which rooms or areas need decorating, and roughly what area?",
    "Does the work have to be done out of trading hours?",
    "Is the building pre-2000 and has the asbestos register been checked for the areas?",
  ],
  "Fire Alarms": [
    "Is the fire alarm panel showing a fault or a fire condition?",
    "Which zone or device is affected?",
    "Is the system still giving cover to the whole building?",
    "Is a fire watch in place while the system is impaired?",
  ],
  Extinguishers: ["How many extinguishers need attention, and of what type?", "Has an extinguisher been discharged?", "Is the annual service due?"],
  Sprinklers: [
    "Is the sprinkler system discharging or leaking?",
    "Is the system's main valve open and showing normal pressure?",
    "Has the insurer been told of any impairment?",
  ],
  Landscaping: ["Are any trees or branches a danger to people or the building?", "Is the work a one-off or a change to the seasonal schedule?"],
  Gritting: [
    "Which areas need gritting (car park, footpaths, service yard)?",
    "Is the grit bin on site empty?",
    "Is there a current slip hazard with people on site?",
  ],
  "Passenger Lifts": [
    "Is anyone trapped in the lift?",
    "Is the lift out of service or running with a fault?",
    "When was the last LOLER thorough examination?",
  ],
  "Deep Clean": [
    "What is the reason for the deep clean (flood, sewage, infection control, handover)?",
    "Roughly what floor area needs cleaning?",
    "Can the area be closed while the clean is carried out?",
  ],
  "Window Cleaning": [
    "Are the windows at ground level only, or at height (needing a cherry picker or water-fed poles)?",
    "Do the internal faces need cleaning as well?",
  ],
};

/** Questions for every sub-trade, in order; nothing when questions are there already. */
export async function seedQuestions(em: EntityManager): Promise<number> {
  if ((await em.count(Question)) > 0) return 0;
  const subTrades = await em.find(Trade, { parentTradeId: { $ne: null } }, { orderBy: { id: "asc" } });
  let n = 0;
  await em.transactional(async (tx) => {
    for (const st of subTrades) {
      for (const [i, content] of (QUESTIONS[st.name] ?? []).entries()) {
        tx.create(Question, { subTradeId: st.id, content, sortOrder: i + 1 });
        n++;
      }
    }
  });
  return n;
}
