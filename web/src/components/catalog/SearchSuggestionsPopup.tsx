import { useEffect, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import type { SearchSuggestionsQuery as Suggestions } from '../../gql/graphql';
import type { ComboboxState } from './search-combobox.hook';
import { useLingui } from '@lingui/react/macro';

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($q: String!) {
    searchSuggestions(q: $q, limit: 6) {
      products {
        id
        name
      }
      shops {
        id
        businessName
      }
    }
  }
`);

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 150;

// kind: "Product" or "Shop" in the reader's language, shown beside the name.
type Option = { id: string; label: string; kind: string; path: string };

// Plain elements styled with the theme's CSS variables: this chunk imports React only, so loading it
// fetches nothing else and the boxes that may load it stay small.
const LIST: CSSProperties = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 1000,
  marginTop: 4,
  padding: '4px 0',
  listStyle: 'none',
  textAlign: 'start',
  background: 'var(--chakra-colors-bg-panel)',
  color: 'var(--chakra-colors-fg)',
  border: '1px solid var(--chakra-colors-border)',
  borderRadius: 6,
  boxShadow: 'var(--chakra-shadows-md)',
};

/** The suggestions of a search box (search-combobox.hook.tsx), loaded when a box is first focused. */
export default function SearchSuggestionsPopup({
  text,
  focused,
  listId,
  onState,
  keyHandler,
  client,
  navigate,
}: {
  text: string;
  focused: boolean;
  listId: string;
  onState: (state: ComboboxState) => void;
  keyHandler: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  client: ApolloClient;
  navigate: (path: string) => void;
}) {
  const { t } = useLingui();
  const current = text.trim();
  const [found, setFound] = useState<{ q: string; data: Suggestions['searchSuggestions'] } | null>(null);
  const [active, setActive] = useState(-1);
  // Closed by Escape or a choice until the text changes again.
  const [closedFor, setClosedFor] = useState<string | null>(null);

  useEffect(() => {
    if (current.length < MIN_LENGTH) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      // As a GET: a guest's suggestions for a text many have typed ("ch", "che"...) come from the
      // API's catalogue response cache (the header passes Apollo's CSRF check for a GET).
      const context = { fetchOptions: { method: 'GET' }, headers: { 'apollo-require-preflight': 'true' } };
      client.query({ query: SearchSuggestionsQuery, variables: { q: current }, context }).then(
        ({ data }) => !cancelled && data && (setFound({ q: current, data: data.searchSuggestions }), setActive(-1)),
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => ((cancelled = true), clearTimeout(timer));
  }, [client, current]);

  // Only the suggestions of the text as it is now: never an option of an older text under Enter.
  const shown = found?.q === current ? found.data : undefined;
  const options: Option[] = [
    ...(shown?.products ?? []).map((p) => ({ id: p.id, label: p.name, kind: t`Product`, path: `/product/${p.id}` })),
    ...(shown?.shops ?? []).map((s) => ({ id: s.id, label: s.businessName, kind: t`Shop`, path: `/vendor/${s.id}` })),
  ];
  const open = focused && options.length > 0 && closedFor !== text;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = open && active >= 0 ? optionId(active) : undefined;

  useEffect(() => onState({ open, activeId }), [open, activeId, onState]);

  const choose = (option: Option) => {
    setClosedFor(text);
    navigate(option.path);
  };
  keyHandler.current = (event) => {
    if (event.key === 'Escape' && open) (event.preventDefault(), setClosedFor(text), setActive(-1));
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      if (!open) return setClosedFor(null);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (the text itself) and each option, round and round.
      setActive((index) => ((index + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    }
    if (event.key === 'Enter' && open && active >= 0 && options[active]) (event.preventDefault(), choose(options[active]));
  };

  return (
    <ul role="listbox" id={listId} aria-label={t`Suggestions`} hidden={!open} style={LIST}>
      {options.map((option, index) => (
        <li
          key={`${option.kind}-${option.id}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          style={{ padding: '6px 12px', cursor: 'pointer', background: index === active ? 'var(--chakra-colors-bg-emphasized)' : undefined }}
          // Before the input's blur, so the click lands.
          onMouseDown={(event) => (event.preventDefault(), choose(option))}
        >
          {option.label}
          <span style={{ color: 'var(--chakra-colors-fg-muted)', fontSize: '0.75em', marginInlineStart: 8 }}>{option.kind}</span>
        </li>
      ))}
    </ul>
  );
}
