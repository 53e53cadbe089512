import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../app/testing.utils';
import { useSearchParamsUpdate } from './search-params.hook';

function Filters() {
  const [searchParams, update] = useSearchParamsUpdate();
  const set = (name: string, value: string) =>
    update((params) => {
      params.set(name, value);
      return params;
    });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // Two updates before the first has rendered, as a category and a settled search can be.
          set('category', 'Bakery');
          set('q', 'bread');
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => set('q', 'rye')}>
        Rye
      </button>
      <output aria-label="Params">{searchParams.toString()}</output>
    </>
  );
}

describe('useSearchParamsUpdate', () => {
  it('builds each update on the one before, even before that one has rendered', async () => {
    const user = userEvent.setup();
    renderAt(<Filters />, { path: '/products?sort=new' });
    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?sort=new&category=Bakery&q=bread');
    // Later updates start from the rendered params.
    await user.click(screen.getByRole('button', { name: 'Rye' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?sort=new&category=Bakery&q=rye');
    expect(screen.getByLabelText('Params')).toHaveTextContent('sort=new&category=Bakery&q=rye');
  });
});
