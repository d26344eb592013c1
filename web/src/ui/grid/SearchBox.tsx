import { useEffect, useRef, useState } from "react";
import { InputGroup } from "@blueprintjs/core";

/** The spec's search debounce */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchBoxProps = {
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
};

/** A search box that reports its text 250 ms after the last keystroke */
export function SearchBox({ value, onSearch, placeholder = "Search..." }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // follow a change made elsewhere (clear filters)
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <InputGroup
      type="search"
      leftIcon="search"
      placeholder={placeholder}
      aria-label="Search"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      className="wo-grid__search"
    />
  );
}
