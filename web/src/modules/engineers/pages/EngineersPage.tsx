import { H3 } from "../../../ui";
import { EngineerGrid } from "../components/EngineerGrid";

/** #/engineer (§2.11): the contractors' engineers, for every staff user */
export function EngineersPage() {
  return (
    <div className="wo-engineers">
      <H3>Engineers</H3>
      <EngineerGrid />
    </div>
  );
}
