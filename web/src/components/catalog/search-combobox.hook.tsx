import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { withArea } from '../../lib/i18n/areas';

// The list and its query load at the first focus of a search box: not part of any page's first load.
const SearchSuggestionsPopup = lazy(() => withArea('on-demand', import('./SearchSuggestionsPopup')));

/** What the popup tells the box it belongs to: whether it is open, the active option's id. */
export interface ComboboxState {
  open: boolean;
  activeId: string | undefined;
}

/**
 * A search box as a combobox (WAI-ARIA 1.2, list autocomplete): spread `inputProps` on the input and
 * render `popup` in a `position: relative` parent of it. Arrow keys move through the suggestions,
 * Enter opens the active one (or submits the form when none is active), Escape closes the list.
 */
export function useSearchCombobox(text: string) {
  const listId = useId();
  // Handed to the popup, so that its chunk needs React only (see SearchSuggestionsPopup).
  const client = useApolloClient();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [state, setState] = useState<ComboboxState>({ open: false, activeId: undefined });
  const onKey = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const onState = useCallback((next: ComboboxState) => setState(next), []);
  const inputProps = {
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': state.open,
    'aria-controls': listId,
    'aria-activedescendant': state.open ? state.activeId : undefined,
    onFocus: () => (setWanted(true), setFocused(true)),
    onBlur: () => setFocused(false),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onKey.current?.(event),
  };
  const popup = wanted ? (
    <Suspense fallback={null}>
      <SearchSuggestionsPopup text={text} focused={focused} listId={listId} onState={onState} keyHandler={onKey} client={client} navigate={(path) => void navigate(path)} />
    </Suspense>
  ) : null;
  return { inputProps, popup };
}
