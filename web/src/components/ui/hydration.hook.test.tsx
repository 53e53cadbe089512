import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../../app/testing.utils';
import { useHydrated, useValueTypedBeforeHydration } from './hydration.hook';

function SearchBox({ onChange }: { onChange?: (value: string) => void }) {
  const [text, setText] = useState('');
  const update = (value: string) => {
    onChange?.(value);
    setText(value);
  };
  const field = useValueTypedBeforeHydration<HTMLInputElement>(text, update);
  const hydrated = useHydrated();
  return (
    <>
      <input aria-label="Search" ref={field} value={text} onChange={(event) => update(event.target.value)} />
      <output aria-label="Searching for">{text}</output>
      <output aria-label="Hydrated">{String(hydrated)}</output>
    </>
  );
}

/** What a visitor's typing does to a field before the app's code has run: only the DOM changes. */
function typeBeforeHydration(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('useValueTypedBeforeHydration', () => {
  it('hands what was typed before hydration to the state, which keeps it through later renders', async () => {
    const user = userEvent.setup();
    const { recoverableErrors } = await renderOnServerThenHydrate(<SearchBox />, {
      beforeHydration: (page) => typeBeforeHydration(page.querySelector('input')!, 'chees'),
    });
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByLabelText('Searching for')).toHaveTextContent(/^chees$/);
    expect(screen.getByLabelText('Search')).toHaveValue('chees');
    // Typing on goes on from there.
    await user.type(screen.getByLabelText('Search'), 'e');
    expect(screen.getByLabelText('Searching for')).toHaveTextContent(/^cheese$/);
    expect(screen.getByLabelText('Search')).toHaveValue('cheese');
  });

  it('changes nothing when nothing was typed before hydration', async () => {
    const onChange = vi.fn();
    await renderOnServerThenHydrate(<SearchBox onChange={onChange} />);
    expect(screen.getByLabelText('Hydrated')).toHaveTextContent('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does nothing in a render that was never on the server', async () => {
    const onChange = vi.fn();
    render(<SearchBox onChange={onChange} />);
    await act(async () => undefined);
    expect(screen.getByLabelText('Hydrated')).toHaveTextContent('true');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('useHydrated', () => {
  it('is false in the server render and the hydration, true right after', async () => {
    let serverText = '';
    await renderOnServerThenHydrate(<SearchBox />, {
      beforeHydration: (page) => {
        serverText = page.querySelector('output[aria-label="Hydrated"]')!.textContent ?? '';
      },
    });
    expect(serverText).toBe('false');
    expect(screen.getByLabelText('Hydrated')).toHaveTextContent('true');
  });
});
