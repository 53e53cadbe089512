import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';

const searchPath = (name: string, value: string) => `/products?${new URLSearchParams({ [name]: value })}`;

/** Under "No products found.": the API's did-you-mean and nearest categories, and a way out of the filters. */
export function NoResultsHelp({
  didYouMean,
  nearestCategories,
  clearTo,
}: {
  didYouMean: string | null;
  nearestCategories: string[];
  clearTo: string | null;
}) {
  const { t } = useLingui();
  return (
    <>
      {didYouMean && (
        <Text>
          {t`Did you mean`}{' '}
          <ChakraLink asChild fontWeight="semibold">
            <RouterLink to={searchPath('q', didYouMean)}>{didYouMean}</RouterLink>
          </ChakraLink>
          ?
        </Text>
      )}
      {nearestCategories.length > 0 && (
        <Text>
          {t`Browse nearby categories:`}{' '}
          {nearestCategories.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <ChakraLink asChild>
                <RouterLink to={searchPath('category', name)}>{name}</RouterLink>
              </ChakraLink>
            </span>
          ))}
        </Text>
      )}
      {clearTo && (
        <ChakraLink asChild>
          <RouterLink to={clearTo}>{t`Clear the filters`}</RouterLink>
        </ChakraLink>
      )}
    </>
  );
}
