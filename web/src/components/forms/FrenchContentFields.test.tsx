import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../app/chakra.system';
import { createI18n } from '../../lib/i18n/i18n';
import { I18nProvider } from '../../lib/i18n/runtime';
import { useShopText } from '../../lib/i18n/shop-text';
import { FrenchContentFields, type FrenchContent } from './FrenchContentFields';

function Form({ kind, onChange }: { kind: 'product' | 'shop'; onChange: (values: FrenchContent) => void }) {
  const [values, setValues] = useState<FrenchContent>({ nameFr: '', descriptionFr: 'Fait main.' });
  return (
    <FrenchContentFields
      kind={kind}
      values={values}
      onChange={(field, value) => {
        const next = { ...values, [field]: value };
        setValues(next);
        onChange(next);
      }}
    />
  );
}

const wrap = (node: React.ReactNode) => <ChakraProvider value={getSystem()}>{node}</ChakraProvider>;

describe('FrenchContentFields', () => {
  it('labels both fields in a named group, marks them French, and reports what is typed', async () => {
    const onChange = vi.fn();
    render(wrap(<Form kind="product" onChange={onChange} />));
    expect(screen.getByRole('group', { name: 'In French (optional)' })).toBeInTheDocument();
    const name = screen.getByLabelText('French product name');
    const description = screen.getByLabelText('French description');
    expect(name).toHaveAttribute('lang', 'fr-CA');
    expect(description).toHaveValue('Fait main.');
    await userEvent.setup().type(name, 'Crème');
    expect(onChange).toHaveBeenLastCalledWith({ nameFr: 'Crème', descriptionFr: 'Fait main.' });
  });

  it('takes the API’s limits: a product’s name 120 and description 2000, a shop’s 100 and 1000', () => {
    const { unmount } = render(wrap(<Form kind="product" onChange={() => {}} />));
    expect(screen.getByLabelText('French product name')).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText('French description')).toHaveAttribute('maxLength', '2000');
    unmount();
    render(wrap(<Form kind="shop" onChange={() => {}} />));
    expect(screen.getByLabelText('French business name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('French description')).toHaveAttribute('maxLength', '1000');
  });
});

describe('useShopText', () => {
  function Shown({ original, french }: { original: string; french: string | null }) {
    const shopText = useShopText();
    return <p>{shopText(original, french)}</p>;
  }
  const inLocale = (locale: 'en-CA' | 'fr-CA', node: React.ReactNode) => <I18nProvider i18n={createI18n(locale, {})}>{node}</I18nProvider>;

  it('shows the French text to readers in French, else the original', () => {
    render(inLocale('fr-CA', <Shown original="Maple Butter" french="Beurre d'érable" />));
    expect(screen.getByText("Beurre d'érable")).toBeInTheDocument();
    render(inLocale('fr-CA', <Shown original="Plain Jar" french={null} />));
    expect(screen.getByText('Plain Jar')).toBeInTheDocument();
    render(inLocale('fr-CA', <Shown original="Blank Jar" french="  " />));
    expect(screen.getByText('Blank Jar')).toBeInTheDocument();
    render(inLocale('en-CA', <Shown original="Honey Jar" french="Pot de miel" />));
    expect(screen.getByText('Honey Jar')).toBeInTheDocument();
  });
});
