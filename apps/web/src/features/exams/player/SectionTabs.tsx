import { styled } from "@mui/material/styles";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { BRAND_COLORS } from "../../../lib/theme";

/**
 * A tab list of plain buttons styled by the list, as MUI's Tabs look (gold text and a gold line under the
 * chosen one). MUI's Tabs measure every tab after rendering (indicator, scroll buttons) and add a few
 * styled components a tab: a sixth of the test screen's first render on a phone at 4x CPU.
 */
const List = styled("div")(({ theme }) => ({
  display: "flex",
  flexShrink: 0,
  overflowX: "auto",
  scrollbarWidth: "none",
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  "& > button": {
    ...theme.typography.button,
    lineHeight: 1.25,
    flexShrink: 0,
    minHeight: 48,
    padding: theme.spacing(1.5, 2),
    border: 0,
    borderBottom: "2px solid transparent",
    background: "none",
    color: theme.palette.text.secondary,
    cursor: "pointer",
    whiteSpace: "nowrap",
  },
  "& > button:hover:not(:disabled)": { color: theme.palette.text.primary },
  "& > button[aria-selected=true]": {
    color: BRAND_COLORS.goldText,
    borderBottomColor: theme.palette.primary.main,
  },
  "& > button:disabled": { color: theme.palette.text.disabled, cursor: "default" },
}));

export interface SectionTab {
  value: number;
  name: string;
  /** The browser's tooltip on the name (the section's counts). */
  title: string;
  disabled: boolean;
}

/**
 * The paper's sections as tabs, keyboard as the ARIA tabs pattern has it: one Tab stop (the chosen tab),
 * arrow keys, Home and End move between the open ones, Enter or Space chooses.
 */
export function SectionTabs({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: SectionTab[];
  value: number;
  onChange: (value: number) => void;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const chosen = tabs.findIndex((tab) => tab.value === value);

  // The chosen tab stays in view on a narrow screen (after the paint, where the layout is done anyway).
  useEffect(() => {
    list.current?.children[chosen]?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [chosen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(list.current?.querySelectorAll("button") ?? []);
    const open = buttons.filter((button) => !button.disabled);
    const at = open.indexOf(document.activeElement as HTMLButtonElement);
    const next = {
      ArrowRight: open[(at + 1) % open.length],
      ArrowLeft: open[(at - 1 + open.length) % open.length],
      Home: open[0],
      End: open[open.length - 1],
    }[event.key];
    if (!next || at < 0) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          tabIndex={i === (chosen < 0 ? 0 : chosen) ? 0 : -1}
          disabled={tab.disabled}
          onClick={() => onChange(tab.value)}
        >
          <span title={tab.title}>{tab.name}</span>
        </button>
      ))}
    </List>
  );
}
