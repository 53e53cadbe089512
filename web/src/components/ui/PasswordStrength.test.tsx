import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../app/chakra.system';
import { PasswordStrength } from './PasswordStrength';

const withChakra = (element: ReactElement) => <ChakraProvider value={getSystem()}>{element}</ChakraProvider>;
const renderWithProviders = (element: ReactElement) => {
  const view = render(withChakra(element));
  return { rerender: (next: ReactElement) => view.rerender(withChakra(next)) };
};

describe('PasswordStrength', () => {
  it('says nothing for an empty password, and rates what is typed as it changes', async () => {
    const { rerender } = renderWithProviders(<PasswordStrength password="" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<PasswordStrength password="password" />);
    expect(await screen.findByText('Password strength: Very weak')).toBeInTheDocument();
    rerender(<PasswordStrength password="Tr1cky-Fern-Otter" />);
    expect(await screen.findByText('Password strength: Strong')).toBeInTheDocument();
  });

  it("counts the user's own name as guessable", async () => {
    renderWithProviders(<PasswordStrength password="margueritebouchard" userInputs={['Marguerite Bouchard', 'marguerite.bouchard@example.com']} />);
    expect(await screen.findByText(/Password strength: (Very weak|Weak)/)).toBeInTheDocument();
  });
});
