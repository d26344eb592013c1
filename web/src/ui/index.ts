/**
 * The one door to Blueprint: modules take their components from here, so the product's look and
 * its few wrappers stay in one place. The grid (ui/grid, with Blueprint Table) and the formatting
 * (ui/format, with luxon) are imported from their own folders so that pages without them load
 * neither.
 */
export {
  Alert,
  Alignment,
  AnchorButton,
  BlueprintProvider,
  Button,
  Callout,
  Card,
  Checkbox,
  Classes,
  Divider,
  FormGroup,
  H2,
  H3,
  H4,
  HTMLSelect,
  HTMLTable,
  Icon,
  InputGroup,
  Intent,
  Menu,
  MenuDivider,
  MenuItem,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
  NonIdealState,
  ProgressBar,
  Spinner,
  SpinnerSize,
  Switch,
  Tab,
  Tabs,
  Tag,
} from "@blueprintjs/core";
export type { IconName } from "@blueprintjs/core";
// a choice among a few (the contractor portal's Confirm Payment: confirm, or amend the price)
export { Radio, RadioGroup } from "@blueprintjs/core";
export { Popup, type PopupProps } from "./popup/Popup";
export { SecretPopup, type SecretPopupProps } from "./popup/SecretPopup";
export { isSmallScreen, useSmallScreen, isNarrowScreen, useNarrowScreen, NARROW_WIDTH } from "./popup/useSmallScreen";
export { notify, failedNotice, clearNotices, NOTICE_TIMEOUT_MS, type NoticeKind } from "./notify";
export { useConfirm, CONFIRM_PROCEED } from "./confirm/useConfirm";
export * from "./form";
export { loadIcons, PRELOADED_ICONS } from "./icons";
export { Counter, type CounterProps } from "./Counter";
