import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockQuery, renderPage } from '../../app/render-with-providers.test-util';
import { useSearchCombobox } from '../../components/catalog/search-combobox.hook';
import { SearchSuggestionsQuery } from '../../components/catalog/SearchSuggestionsPopup';

/** A search box as the navbar and the home page make one. */
function SearchBox() {
  const [text, setText] = useState('');
  const combobox = useSearchCombobox(text);
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label>
        Search products
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} {...combobox.inputProps} />
      </label>
      <div style={{ position: 'relative' }}>{combobox.popup}</div>
    </form>
  );
}

const suggestions = mockQuery(
  SearchSuggestionsQuery,
  { q: 'ch' },
  {
    searchSuggestions: {
      __typename: 'SearchSuggestions',
      products: [
        { __typename: 'Product', id: 'p1', name: 'Aged Cheddar' },
        { __typename: 'Product', id: 'p2', name: 'Fresh Cheese Curds' },
      ],
      shops: [{ __typename: 'Vendor', id: 'v1', businessName: 'Limestone Cheese Co.' }],
    },
  },
);

describe('search suggestions', () => {
  it('suggests from 2 characters and is used with the keyboard only', async () => {
    const user = userEvent.setup();
    renderPage(<SearchBox />, { mocks: [suggestions] });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.click(box);
    await user.keyboard('c');
    await user.keyboard('h');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Aged CheddarProduct', 'Fresh Cheese CurdsProduct', 'Limestone Cheese Co.Shop']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Fresh Cheese Curds/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Limestone/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    // The first option opens its product page (the test router shows any other page as this text).
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('suggests nothing for one character', async () => {
    const user = userEvent.setup();
    renderPage(<SearchBox />, { mocks: [] });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'c');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
