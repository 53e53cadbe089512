import { useEffect, useState } from 'react';
import {
  Container,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  VisuallyHidden,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ProductCard } from '../../components/catalog/ProductCard';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { useValueTypedBeforeHydration } from '../../components/ui/hydration.hook';
import { useDebouncedValue } from '../../lib/debounced-value.hook';
import { useCategories } from './catalog-reads.hooks';
import { useProductSearch } from './catalog.hooks';
import { useSearchParamsUpdate } from './search-params.hook';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** Cards whose images load first: the ones a phone or a desktop shows without scrolling. */
const ABOVE_THE_FOLD = 4;

const SEARCH_DEBOUNCE_MS = 250;

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Products`,
  description: msg`Browse and search the products of local shops: bakery, dairy, pantry, crafts and more, priced in Canadian dollars.`,
  canonicalPath: '/products',
};

export default function ProductsPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParamsUpdate();
  const urlQuery = searchParams.get('q') ?? '';
  const category = searchParams.get('category') ?? '';

  // The input keeps its own text so typing stays instant; the URL follows after a pause.
  const [searchText, setSearchText] = useState(urlQuery);
  const [lastUrlQuery, setLastUrlQuery] = useState(urlQuery);
  if (urlQuery !== lastUrlQuery) {
    // The URL changed from outside (navbar search, back button): show that search in the box.
    setLastUrlQuery(urlQuery);
    if (urlQuery.trim() !== searchText.trim()) setSearchText(urlQuery);
  }
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    // Only once typing has settled, or an outside URL change would be overwritten by stale text.
    if (debouncedSearch !== searchText || debouncedSearch.trim() === urlQuery.trim()) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (debouncedSearch.trim()) next.set('q', debouncedSearch.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debouncedSearch, searchText, urlQuery, setSearchParams]);

  // The select shows a choice at once. The URL follows through a navigation, which React Router
  // renders in a transition: meanwhile another render (typing, say) must not show the old category.
  const [categoryChoice, setCategoryChoice] = useState(category);
  const [lastUrlCategory, setLastUrlCategory] = useState(category);
  if (category !== lastUrlCategory) {
    // The URL changed, from this select or from outside (back button): show its category.
    setLastUrlCategory(category);
    setCategoryChoice(category);
  }

  const onCategoryChange = (value: string) => {
    setCategoryChoice(value);
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value) next.set('category', value);
      else next.delete('category');
      return next;
    });
  };
  const searchField = useValueTypedBeforeHydration<HTMLInputElement>(searchText, setSearchText);
  const categoryField = useValueTypedBeforeHydration<HTMLSelectElement>(categoryChoice, onCategoryChange);

  const q = urlQuery.trim();
  const { products: connection, loading, error, more } = useProductSearch({ q, category });
  const categoryOptions = useCategories();
  // Keep a category from the URL selectable even before (or without) the category list.
  const shownCategories =
    category && !categoryOptions.includes(category) ? [category, ...categoryOptions] : categoryOptions;

  return (
    <Container maxW="7xl" py={10}>
      <Heading as="h1" size="3xl" mb={2}>
        {q ? t`Results for “${q}”` : t`Products`}
      </Heading>
      <Text color="fg.muted" mb={6}>
        {t`Browse everything our local vendors have on their shelves.`}
      </Text>

      <Stack
        asChild
        direction={{ base: 'column', md: 'row' }}
        gap={4}
        mb={8}
        align={{ base: 'stretch', md: 'flex-end' }}
      >
        <form role="search" aria-label={t`Product search`} onSubmit={(event) => event.preventDefault()}>
          <Field.Root flex="2">
            <Field.Label>{t`Search products`}</Field.Label>
            <Input
              ref={searchField}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t`Search by name or description`}
            />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t`Category`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field ref={categoryField} value={categoryChoice} onChange={(event) => onCategoryChange(event.target.value)}>
                <option value="">{t`All categories`}</option>
                {shownCategories.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </form>
      </Stack>

      {error ? (
        <ErrorBanner>{t`Failed to load products.`}</ErrorBanner>
      ) : loading && !connection ? (
        <LoadingMessage>{t`Loading products...`}</LoadingMessage>
      ) : connection && connection.nodes.length === 0 ? (
        <EmptyMessage>{t`No products found.`}</EmptyMessage>
      ) : connection ? (
        <>
          {/* The cards' titles are h3: this keeps the heading outline h1 > h2 > h3. */}
          <VisuallyHidden asChild>
            <h2>{t`Results`}</h2>
          </VisuallyHidden>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap={6}>
            {connection.nodes.map((product, index) => (
              <ProductCard key={product.id} product={product} showVendor showStock priority={index < ABOVE_THE_FOLD} />
            ))}
          </SimpleGrid>
          <LoadMoreFooter itemsLabel={t`products`} state={more} mt={8} />
        </>
      ) : null}
    </Container>
  );
}
