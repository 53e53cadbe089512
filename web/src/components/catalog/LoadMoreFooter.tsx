import { Box, Button, type BoxProps } from '@chakra-ui/react';
import { ErrorBanner } from './StatusMessages';
import type { LoadMoreState } from './load-more.hook';
import { useLingui } from '@lingui/react/macro';

interface LoadMoreFooterProps extends Pick<BoxProps, 'mt'> {
  /** What the list holds, in the plural, for the failure message ("products", "vendors"). */
  itemsLabel: string;
  state: LoadMoreState;
}

/** The failure banner and the centred "Load more" button below a paginated list. */
export function LoadMoreFooter({ itemsLabel, state, mt }: LoadMoreFooterProps) {
  const { t } = useLingui();
  return (
    <>
      {state.failed && <ErrorBanner>{t`Failed to load more ${itemsLabel}. Please try again.`}</ErrorBanner>}
      {state.hasNextPage && (
        <Box textAlign="center" mt={mt}>
          <Button
            onClick={() => void state.loadMore()}
            loading={state.loading}
            loadingText={t`Loading...`}
            variant="outline"
          >
            {t`Load more`}
          </Button>
        </Box>
      )}
    </>
  );
}
