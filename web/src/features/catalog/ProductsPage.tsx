import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  Container,
  Field,
  Grid,
  Heading,
  Input,
  chakra,
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
import { useProductSearch } from './catalog.hooks';
import { ProductFiltersPanel } from './ProductFiltersPanel';
import { filtersFromUrl, toggleValue, withValue } from './product-filters.util';
import { useSearchParamsUpdate } from './search-params.hook';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** Cards whose images load first: the ones a phone or a desktop shows without scrolling. */
const ABOVE_THE_FOLD = 4;

// Fetched only when a search finds nothing (the server renders it too): not in the usual first load.
const NoResultsHelp = lazy(() => import('./NoResultsHelp').then((m) => ({ default: m.NoResultsHelp })));

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

  // The sort select shows a choice at once; the URL follows through a navigation, rendered in a
  // transition, during which another render (typing, say) must not show the old sort.
  const sortParam = searchParams.get('sort') ?? '';
  const [sortChoice, setSortChoice] = useState(sortParam);
  const [lastUrlSort, setLastUrlSort] = useState(sortParam);
  if (sortParam !== lastUrlSort) (setLastUrlSort(sortParam), setSortChoice(sortParam));
  const onSortChange = (value: string) => {
    setSortChoice(value);
    setSearchParams((params) => withValue(params, 'sort', value));
  };
  const setValues = (values: Record<string, string>) =>
    setSearchParams((params) => Object.entries(values).reduce((next, [name, value]) => withValue(next, name, value), params));
  const toggle = (name: 'category' | 'shop', value: string) => setSearchParams((params) => toggleValue(params, name, value));
  const searchField = useValueTypedBeforeHydration<HTMLInputElement>(searchText, setSearchText);
  const sortField = useValueTypedBeforeHydration<HTMLSelectElement>(sortChoice, onSortChange);
  const sortId = useId();

  const filters = filtersFromUrl(searchParams);
  const { q } = filters;
  const { products: connection, facets, loading, error, more } = useProductSearch(filters);
  const filtered = filters.categories.length + filters.shopIds.length > 0 || filters.inStock || filters.minPriceCents != null || filters.maxPriceCents != null;
  const searchFor = (text: string) => `/products?${new URLSearchParams({ q: text })}`;

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
          {/* A plain select, not Chakra's NativeSelect: its recipe would push the page over its first-load budget. */}
          <Stack flex="1" gap="1.5">
            <chakra.label htmlFor={sortId} textStyle="sm" fontWeight="medium">
              {t`Sort by`}
            </chakra.label>
            <chakra.select
              id={sortId}
              ref={sortField}
              value={sortChoice}
              onChange={(event) => onSortChange(event.target.value)}
              h="10"
              w="full"
              px="3"
              bg="bg"
              color="fg"
              borderWidth="1px"
              borderColor="border"
              rounded="l2"
              fontSize="md"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
            >
              <option value="">{q ? t`Best match` : t`Newest`}</option>
              {q && <option value="newest">{t`Newest`}</option>}
              <option value="price_asc">{t`Price: low to high`}</option>
              <option value="price_desc">{t`Price: high to low`}</option>
              <option value="best_selling">{t`Best selling`}</option>
            </chakra.select>
          </Stack>
        </form>
      </Stack>

      <Grid templateColumns={{ base: '1fr', md: '14rem 1fr' }} gap={8} alignItems="start">
        <ProductFiltersPanel facets={facets} filters={filters} toggle={toggle} set={setValues} />
        <section aria-label={t`Results`}>
          {error ? (
            <ErrorBanner>{t`Failed to load products.`}</ErrorBanner>
          ) : loading && !connection ? (
            <LoadingMessage>{t`Loading products...`}</LoadingMessage>
          ) : connection && connection.nodes.length === 0 ? (
            <Stack gap={3}>
              <EmptyMessage>{t`No products found.`}</EmptyMessage>
              <Suspense fallback={null}>
                <NoResultsHelp didYouMean={connection.didYouMean} nearestCategories={connection.nearestCategories} clearTo={filtered ? (q ? searchFor(q) : '/products') : null} />
              </Suspense>
            </Stack>
          ) : connection ? (
            <>
              {/* The cards' titles are h3: this keeps the heading outline h1 > h2 > h3. */}
              <VisuallyHidden asChild>
                <h2>{t`Results`}</h2>
              </VisuallyHidden>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={6}>
                {connection.nodes.map((product, index) => (
                  <ProductCard key={product.id} product={product} showVendor showStock priority={index < ABOVE_THE_FOLD} />
                ))}
              </SimpleGrid>
              <LoadMoreFooter itemsLabel={t`products`} state={more} mt={8} />
            </>
          ) : null}
        </section>
      </Grid>
    </Container>
  );
}
