import { useLingui } from '@lingui/react/macro';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { loadStrengthEstimator, STRENGTH_LABELS, type EstimateStrength, type StrengthScore } from './password-strength';

const BAR_COLORS: Record<StrengthScore, string> = { 0: 'red.600', 1: 'red.600', 2: 'orange.500', 3: 'green.600', 4: 'green.700' };

/**
 * "Password strength: Good" under a new-password field, updated as the user types (a polite live
 * region, so a screen reader hears it without losing its place). The estimate is zxcvbn's, with the
 * user's own name and email counted as guessable. The server refuses leaked passwords itself.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [estimate, setEstimate] = useState<EstimateStrength>();
  const deferred = useDeferredValue(password);
  useEffect(() => {
    if (!password || estimate) return;
    let active = true;
    loadStrengthEstimator().then((loaded) => active && setEstimate(() => loaded));
    return () => {
      active = false;
    };
  }, [password, estimate]);

  // Each word of the name and email on its own: zxcvbn matches whole entries.
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[\s@._+-]+/)).filter((word) => word.length > 2);
  const score = deferred && estimate ? estimate(deferred, words) : undefined;
  const { i18n, t } = useLingui();
  const strength = score === undefined ? '' : i18n._(STRENGTH_LABELS[score]);
  return (
    <Box role="status" aria-live="polite" minH="6">
      {score !== undefined && (
        <HStack gap="2">
          <HStack gap="1" aria-hidden="true">
            {[0, 1, 2, 3].map((step) => (
              <Box key={step} w="8" h="1.5" borderRadius="full" bg={step < Math.max(score, 1) ? BAR_COLORS[score] : 'gray.200'} />
            ))}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t`Password strength: ${strength}`}
          </Text>
        </HStack>
      )}
    </Box>
  );
}
