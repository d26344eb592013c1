/**
 * Chart.js with only what the reports' bar charts use (tree-shaken): loaded on demand by ReportChart,
 * so only the reports page downloads it.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };
