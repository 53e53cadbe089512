import { Box, HStack, IconButton, Input, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useSearchCombobox } from '../catalog/search-combobox.hook';
import { useLingui } from '@lingui/react/macro';

/** Customer search: goes to /products?q=<text>, and suggests products and shops while typing. */
export default function ProductSearchForm({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const combobox = useSearchCombobox(text);
  const { t } = useLingui();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={handleSubmit}>
      <HStack gap="1">
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>{t`Search products`}</label>
        </VisuallyHidden>
        <Box position="relative" w={{ base: 'full', lg: '48' }}>
          <Input
            id={inputId}
            type="search"
            size="sm"
            placeholder={t`Search products`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            {...combobox.inputProps}
          />
          {combobox.popup}
        </Box>
        <IconButton type="submit" size="sm" variant="outline" aria-label={t`Search`}>
          <LuSearch />
        </IconButton>
      </HStack>
    </form>
  );
}
